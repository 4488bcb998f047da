import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring.ts';

export const tabs = defineSlotRecipe({
  className: 'tabs',
  description: 'Ark Tabs: an underlined tab list and its panels',
  slots: ['root', 'list', 'trigger', 'content', 'indicator'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4' },
    list: { display: 'flex', gap: '1', borderBlockEndWidth: '1px', borderColor: 'border', overflowX: 'auto', position: 'relative' },
    trigger: {
      paddingInline: '4',
      paddingBlock: '2.5',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
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
