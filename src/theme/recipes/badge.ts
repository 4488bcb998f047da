import { defineRecipe } from '@pandacss/dev';

export const badge = defineRecipe({
  className: 'badge',
  description: 'Short status labels',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'pill',
    paddingInline: '2.5',
    paddingBlock: '0.5',
    fontSize: 'xs',
    fontWeight: '600',
    borderWidth: '1px',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.muted', color: 'fg', borderColor: 'border' },
      accent: { bg: 'accent.subtle', color: 'accent.fg', borderColor: 'accent.muted' },
      success: { bg: 'success.bg', color: 'success.fg', borderColor: 'success.border' },
      warning: { bg: 'warning.bg', color: 'warning.fg', borderColor: 'warning.border' },
      danger: { bg: 'danger.bg', color: 'danger.fg', borderColor: 'danger.border' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
