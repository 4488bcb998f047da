import { defineSlotRecipe } from '@pandacss/dev';

export const menu = defineSlotRecipe({
  className: 'menu',
  description: 'Ark Menu: a floating list of actions',
  slots: ['positioner', 'content', 'item', 'itemGroupLabel', 'separator'],
  base: {
    // Portaled to <body>, above sticky bars, the cookie banner and dialogs. On the content:
    // Ark's positioner takes its z-index from the content's (`--z-index`), and its own inline
    // style would override one set on the positioner.
    content: {
      position: 'relative',
      zIndex: 'popover',
      minWidth: 'dropdown',
      bg: 'bg',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'card',
      boxShadow: 'raised',
      padding: '1.5',
      outline: 'none',
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      paddingInline: '3',
      paddingBlock: '2',
      borderRadius: 'control',
      fontSize: 'sm',
      cursor: 'pointer',
      color: 'fg',
      _highlighted: { bg: 'accent.subtle', color: 'accent.fg' },
      // Disabled items stay readable (they say why they are disabled); no dimming below AA.
      _disabled: { color: 'fg.muted', cursor: 'not-allowed', _highlighted: { bg: 'bg.subtle', color: 'fg.muted' } },
      '&[data-danger]': { color: 'danger.fg' },
    },
    itemGroupLabel: { paddingInline: '3', paddingBlock: '2', fontSize: 'xs', color: 'fg.muted' },
    separator: { height: '1px', bg: 'border', marginBlock: '1', border: 'none' },
  },
});
