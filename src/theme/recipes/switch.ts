import { defineSlotRecipe } from '@pandacss/dev';

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  description: 'Ark Switch: an on/off toggle with its label',
  slots: ['root', 'control', 'thumb', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '3', cursor: 'pointer', _disabled: { cursor: 'not-allowed', opacity: 0.6 } },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      width: '11',
      height: '6',
      padding: '0.5',
      borderRadius: 'pill',
      bg: 'ink.300',
      transitionProperty: 'background-color',
      transitionDuration: 'fast',
      _checked: { bg: 'accent.solid' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
    },
    thumb: {
      width: '5',
      height: '5',
      borderRadius: 'pill',
      bg: 'white',
      boxShadow: 'card',
      transitionProperty: 'transform',
      transitionDuration: 'fast',
      _checked: { transform: 'translateX(1.25rem)', _rtl: { transform: 'translateX(-1.25rem)' } },
    },
    label: { fontSize: 'sm', fontWeight: 'medium' },
  },
});
