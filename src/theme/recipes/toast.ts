import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring.ts';

export const toast = defineSlotRecipe({
  className: 'toast',
  description: 'The single visible notification',
  slots: ['region', 'root', 'title', 'description', 'close'],
  base: {
    region: {
      position: 'fixed',
      insetBlockEnd: '4',
      insetInlineEnd: '4',
      insetInlineStart: { base: '4', sm: 'auto' },
      zIndex: 'toast',
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      pointerEvents: 'none',
    },
    root: {
      pointerEvents: 'auto',
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      gap: '1',
      columnGap: '3',
      width: { base: 'full', sm: 'toast' },
      padding: '4',
      borderRadius: 'card',
      borderWidth: '1px',
      boxShadow: 'raised',
      bg: 'bg',
      color: 'fg',
      borderColor: 'border',
    },
    title: { fontWeight: '600', gridColumn: '1' },
    description: { fontSize: 'sm', gridColumn: '1' },
    close: {
      gridColumn: '2',
      gridRow: '1 / span 2',
      alignSelf: 'start',
      display: 'inline-flex',
      padding: '1',
      borderRadius: 'control',
      cursor: 'pointer',
      color: 'inherit',
      _hover: { bg: 'bg.muted' },
      _focusVisible: focusRing,
    },
  },
  variants: {
    placement: {
      // The page corner.
      corner: {},
      // While the cookie banner is at the bottom, the toast goes to the top: never over its buttons.
      top: { region: { insetBlockEnd: 'auto', insetBlockStart: '4' } },
      // Inside an open modal's outlet: in flow, above the dialog's content.
      dialog: { region: { position: 'static' }, root: { width: 'full' } },
    },
    variant: {
      default: {},
      destructive: { root: { bg: 'danger.bg', color: 'danger.fg', borderColor: 'danger.border' } },
      warning: { root: { bg: 'warning.bg', color: 'warning.fg', borderColor: 'warning.border' } },
      success: { root: { bg: 'success.bg', color: 'success.fg', borderColor: 'success.border' } },
    },
  },
  defaultVariants: { variant: 'default', placement: 'corner' },
});
