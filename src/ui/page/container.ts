import { css } from 'styled-system/css';

/** The page's content column. */
export const container = css({
  width: 'full',
  maxWidth: 'content',
  marginInline: 'auto',
  paddingInline: { base: '4', md: '6', lg: '8' },
});
