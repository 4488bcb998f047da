import { defineRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring.ts';

export const button = defineRecipe({
  className: 'button',
  description: 'Actions: solid orange for the main one, outline and ghost for the rest',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: '600',
    borderRadius: 'control',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transitionProperty: 'background-color, color, border-color, box-shadow',
    transitionDuration: 'fast',
    textDecoration: 'none',
    _focusVisible: focusRing,
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    '& svg': { flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: { bg: 'accent.solid', color: 'fg.onAccent', _hover: { _enabled: { bg: 'accent.solidHover' } } },
      outline: { bg: 'bg', color: 'fg', borderColor: 'border.strong', _hover: { _enabled: { bg: 'bg.subtle' } } },
      ghost: { bg: 'transparent', color: 'fg', _hover: { _enabled: { bg: 'bg.muted' } } },
      link: { bg: 'transparent', color: 'accent.fg', paddingInline: '0', height: 'auto', _hover: { textDecoration: 'underline' } },
      danger: { bg: 'danger.solid', color: 'fg.onAccent', _hover: { _enabled: { opacity: 0.9 } } },
      inverted: { bg: 'bg', color: 'accent.fg', _hover: { _enabled: { bg: 'accent.subtle' } } },
    },
    size: {
      sm: { height: '9', paddingInline: '3', fontSize: 'sm' },
      md: { height: '10', paddingInline: '4', fontSize: 'sm' },
      lg: { height: '12', paddingInline: '6', fontSize: 'md' },
      icon: { height: '10', width: '10', padding: '0' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
