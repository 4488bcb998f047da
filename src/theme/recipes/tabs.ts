import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring.ts';

export const tabs = defineSlotRecipe({
  className: 'tabs',
  description: 'Ark Tabs: an underlined tab list and its panels',
  slots: ['root', 'list', 'trigger', 'content', 'indicator'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4' },
    list: { display: 'flex', gap: '1', borderBlockEndWidth: '1px', borderColor: 'border', overflowX: 'auto', position: 'relative' },
    // On a phone the tabs share the row and their labels wrap, so every tab reads in full
    // (four report names do not fit a 360 px row side by side on one line).
    trigger: {
      flex: { base: '1 1 0', sm: '0 0 auto' },
      minWidth: '0',
      textAlign: 'center',
      paddingInline: { base: '2', sm: '4' },
      paddingBlock: '2.5',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      whiteSpace: { base: 'normal', sm: 'nowrap' },
      cursor: 'pointer',
      borderBlockEndWidth: '2px',
      borderColor: 'transparent',
      marginBlockEnd: '-1px',
      _hover: { color: 'fg' },
      _selected: { color: 'accent.fg', borderColor: 'accent.solid', fontWeight: 'semibold' },
      _focusVisible: focusRing,
    },
    content: { _focusVisible: focusRing },
  },
});
