import { defineRecipe } from '@pandacss/dev';

export const card = defineRecipe({
  className: 'card',
  description: 'A bordered surface for grouped content',
  base: {
    bg: 'bg',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'card',
    padding: { base: '5', md: '6' },
  },
  variants: {
    elevation: {
      flat: {},
      raised: { boxShadow: 'card' },
    },
    tone: {
      default: {},
      subtle: { bg: 'bg.subtle' },
      accent: { bg: 'accent.subtle', borderColor: 'accent.muted' },
    },
  },
  defaultVariants: { elevation: 'raised', tone: 'default' },
});
