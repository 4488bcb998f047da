import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring.ts';

/**
 * Console tables. The table scrolls inside its own bordered box (`scroller`), so a wide
 * table never makes the page itself scroll sideways on a phone.
 */
export const dataTable = defineSlotRecipe({
  className: 'data-table',
  description: 'Admin data tables: a scrolling frame, header cells with sort buttons, body cells',
  slots: [
    'scroller',
    'table',
    'caption',
    'header',
    'row',
    'cell',
    'select',
    'check',
    'sortButton',
    'empty',
    'detailsRow',
    'details',
    'detailsSummary',
    'detailsList',
  ],
  base: {
    scroller: {
      // Positioned, so visually hidden labels inside are clipped with the table, not the page.
      position: 'relative',
      maxWidth: 'full',
      overflowX: 'auto',
      backgroundColor: 'bg',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'card',
      _focusVisible: focusRing,
      // A visible hint that the table scrolls sideways (see the scrollShadows token).
      bgGradient: 'scrollShadows',
      backgroundRepeat: 'no-repeat',
      backgroundPosition: '[left center, right center, left center, right center]',
      backgroundSize: '[2.5rem 100%, 2.5rem 100%, 0.875rem 100%, 0.875rem 100%]',
      backgroundAttachment: '[local, local, scroll, scroll]',
    },
    table: {
      width: 'full',
      borderCollapse: 'separate',
      borderSpacing: '0',
      fontSize: 'sm',
      // The first column (what names the row) stays put while the rest scrolls beneath it.
      '& tr > :first-child': { position: 'sticky', insetInlineStart: '0', zIndex: 'docked' },
      '& tbody tr > :first-child': { bg: 'bg' },
      '& tbody tr:hover > :first-child': { bg: 'bg.subtle' },
      // With a checkbox column first, the row header beside it stays put as well.
      '&[data-selectable] tr > :nth-child(2)': { position: 'sticky', insetInlineStart: '12', zIndex: 'docked' },
      '&[data-selectable] tbody tr > :nth-child(2)': { bg: 'bg' },
      '&[data-selectable] tbody tr:hover > :nth-child(2)': { bg: 'bg.subtle' },
    },
    caption: { srOnly: true },
    header: {
      textAlign: 'start',
      verticalAlign: 'bottom',
      fontSize: 'xs',
      fontWeight: '600',
      color: 'fg.muted',
      bg: 'bg.subtle',
      paddingInline: { base: '2', sm: '4' },
      paddingBlock: '3',
      whiteSpace: 'nowrap',
      borderBlockEndWidth: '1px',
      borderColor: 'border',
    },
    row: {
      _hover: { bg: 'bg.subtle' },
      '&:not(:last-child) > *': { borderBlockEndWidth: '1px', borderColor: 'border' },
    },
    // Narrower on a phone, where every column's room counts.
    cell: { paddingInline: { base: '2', sm: '4' }, paddingBlock: '3', verticalAlign: 'middle' },
    /** The checkbox column: narrow and fixed, so the sticky row header can sit right after it. */
    select: { width: '12', minWidth: '12', textAlign: 'center', verticalAlign: 'middle' },
    /** A checkbox's target: 24 × 24 px around the 16 px box (WCAG 2.2's target size). */
    check: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: '6', minHeight: '6', cursor: 'pointer' },
    sortButton: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      // 24 px tall to tap, without making the header row taller.
      minHeight: '6',
      marginInline: '-1',
      marginBlock: '-1',
      paddingInline: '1',
      paddingBlock: '0.5',
      borderRadius: 'control',
      font: 'inherit',
      color: 'inherit',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      _hover: { color: 'fg' },
      _focusVisible: focusRing,
      '&[data-active]': { color: 'fg' },
    },
    empty: { paddingInline: '4', paddingBlock: '10', textAlign: 'center', color: 'fg.muted' },
    /** On a phone, the row's other columns, under its name behind a "More" disclosure. */
    details: {
      display: { base: 'block', sm: 'none' },
      marginBlockStart: '1',
      fontWeight: 'normal',
      '& > summary': { cursor: 'pointer', listStyle: 'none' },
      '& > summary::-webkit-details-marker': { display: 'none' },
      '&[open] > summary > svg': { transform: 'rotate(180deg)' },
    },
    detailsSummary: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      minHeight: '6',
      fontSize: 'sm',
      color: 'fg.muted',
      borderRadius: 'control',
      _focusVisible: focusRing,
    },
    // Each header over its value: the row header's cell is narrow on a phone.
    detailsList: {
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      paddingBlockStart: '2',
      '& dt': { fontSize: 'xs', fontWeight: '600', color: 'fg.muted' },
      '& dd': { margin: '0', marginBlockEnd: '2', minWidth: '0', overflowWrap: 'anywhere' },
    },
  },
  variants: {
    captionVisible: {
      true: { caption: { srOnly: false, textAlign: 'start', padding: '3', fontWeight: 'semibold' } },
      false: {},
    },
  },
});
