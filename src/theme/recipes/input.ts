import { defineRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring.ts';

export const input = defineRecipe({
  className: 'input',
  description: 'Text inputs, selects and textareas',
  base: {
    width: '100%',
    minHeight: '10',
    paddingInline: '3',
    paddingBlock: '2',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'control',
    bg: 'bg',
    color: 'fg',
    fontSize: 'md',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: { ...focusRing, outlineOffset: '0', borderColor: 'accent.ring' },
    _disabled: { bg: 'bg.muted', cursor: 'not-allowed', opacity: 0.7 },
    // Red only once the person has interacted (:user-invalid) or a flow flagged the field,
    // never for an untouched required field on page load.
    '&:user-invalid, &[aria-invalid=true]': { borderColor: 'danger.fg' },
    '&[readonly]': { bg: 'bg.subtle' },
  },
});
