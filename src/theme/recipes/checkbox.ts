import { defineSlotRecipe } from '@pandacss/dev';

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  description: 'Ark Checkbox: a box, its tick, and its label',
  slots: ['root', 'control', 'indicator', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer' },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '5',
      height: '5',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'sm',
      bg: 'bg',
      color: 'fg.onAccent',
      _checked: { bg: 'accent.solid', borderColor: 'accent.solid' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
    },
    indicator: { display: 'inline-flex' },
    label: { fontSize: 'sm' },
  },
});
