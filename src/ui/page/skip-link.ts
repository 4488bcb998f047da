import { css } from 'styled-system/css';

/** "Skip to content": out of sight until focused, the first stop of the public and the console layouts. */
export const skipLink = css({
  position: 'absolute',
  insetInlineStart: '4',
  insetBlockStart: '-20',
  zIndex: 'skipLink',
  bg: 'accent.solid',
  color: 'fg.onAccent',
  paddingInline: '4',
  paddingBlock: '2',
  borderRadius: 'control',
  fontWeight: 'semibold',
  _focus: { insetBlockStart: '2' },
});
