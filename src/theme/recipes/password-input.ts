import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring.ts';

export const passwordInput = defineSlotRecipe({
  className: 'password-input',
  description: 'Ark PasswordInput: a text input with a show/hide button at its inline end',
  slots: ['root', 'label', 'control', 'visibilityTrigger'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontSize: 'sm', fontWeight: 'medium' },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    visibilityTrigger: {
      position: 'absolute',
      insetInlineEnd: '1',
      insetBlock: '1',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '8',
      borderRadius: 'control',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted', color: 'fg' },
      _focusVisible: { ...focusRing, outlineOffset: '0' },
      _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
});
