import { css } from 'styled-system/css';
import { illustrationSrc, type IndustryContent } from './industries.ts';

/**
 * The industry's picture. It is decorative (the heading says what the page is about), and its
 * width and height are fixed so the hero does not move. It is an inline data URL, painted
 * with the page's first frame: there is no request that could fail or arrive late.
 */
export function IndustryIllustration({ content }: { content: IndustryContent }) {
  return (
    <img
      src={illustrationSrc(content)}
      alt=""
      width={480}
      height={360}
      data-illustration=""
      className={css({ width: 'full', maxWidth: 'industryArt', height: 'auto', marginInline: 'auto' })}
    />
  );
}
