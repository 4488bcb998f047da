import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring.ts';

export const dialog = defineSlotRecipe({
  className: 'dialog',
  description: 'Ark Dialog: centred modal, or a side sheet from the inline start edge',
  slots: ['backdrop', 'positioner', 'content', 'toastOutlet', 'header', 'title', 'description', 'body', 'footer', 'closeTrigger'],
  base: {
    backdrop: { position: 'fixed', inset: '0', bg: 'bg.overlay', zIndex: 'overlay' },
    positioner: { position: 'fixed', inset: '0', zIndex: 'modal', display: 'flex', overflowY: 'auto' },
    content: {
      position: 'relative',
      bg: 'bg',
      color: 'fg',
      boxShadow: 'raised',
      display: 'flex',
      flexDirection: 'column',
      outline: 'none',
      maxWidth: 'full',
    },
    // Empty unless a toast shows; then it pads the toast clear of the close button's row.
    toastOutlet: { '&:not(:empty)': { paddingInline: '4', paddingBlockStart: '4', paddingInlineEnd: '14' } },
    header: { display: 'flex', flexDirection: 'column', gap: '1', paddingInline: '6', paddingBlockStart: '6', paddingInlineEnd: '14' },
    title: { textStyle: 'h3' },
    description: { color: 'fg.muted', fontSize: 'sm' },
    body: { paddingInline: '6', paddingBlock: '4', flex: '1' },
    footer: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3', paddingInline: '6', paddingBlockEnd: '6' },
    closeTrigger: {
      position: 'absolute',
      insetBlockStart: '4',
      insetInlineEnd: '4',
      display: 'inline-flex',
      padding: '2',
      borderRadius: 'control',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted', color: 'fg' },
      _focusVisible: focusRing,
    },
  },
  variants: {
    placement: {
      center: {
        positioner: { alignItems: { base: 'flex-end', sm: 'center' }, justifyContent: 'center', padding: { base: '0', sm: '4' } },
        content: {
          width: { base: 'full', sm: 'dialog' },
          borderRadius: { base: 'card', sm: 'card' },
          borderEndStartRadius: { base: '0', sm: 'card' },
          borderEndEndRadius: { base: '0', sm: 'card' },
          maxHeight: { base: 'belowHeader', sm: 'dialogMax' },
          overflowY: 'auto',
        },
      },
      start: {
        positioner: { justifyContent: 'flex-start' },
        content: { width: 'sidebarSheet', height: 'dvh', overflowY: 'auto' },
      },
    },
    size: {
      sm: { content: { sm: { width: 'dialogSm' } } },
      md: {},
      lg: { content: { sm: { width: 'dialogLg' } } },
    },
  },
  defaultVariants: { placement: 'center', size: 'md' },
});
