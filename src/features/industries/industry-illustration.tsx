import type { SyntheticEvent } from 'react';
import { css } from 'styled-system/css';
import { GENERIC_ILLUSTRATION, illustrationSrc, type IndustryContent } from './industries.ts';

/** Swaps a picture that failed to load for the generic one, once (the generic one could fail too). */
function swapToGeneric(image: HTMLImageElement) {
  if (image.dataset.fallback !== undefined) return;
  image.dataset.fallback = '';
  image.src = GENERIC_ILLUSTRATION;
}

const showGeneric = (event: SyntheticEvent<HTMLImageElement>) => swapToGeneric(event.currentTarget);

/** A prerendered picture may already have failed before React attached onError. */
const checkAlreadyFailed = (image: HTMLImageElement | null) => {
  if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) swapToGeneric(image);
};

/**
 * The industry's picture. It is decorative (the heading says what the page is about), and its
 * width and height are fixed so the hero does not move when it arrives.
 */
export function IndustryIllustration({ content }: { content: IndustryContent }) {
  return (
    <img
      src={illustrationSrc(content)}
      alt=""
      width={480}
      height={360}
      decoding="async"
      onError={showGeneric}
      ref={checkAlreadyFailed}
      data-illustration=""
      className={css({ width: 'full', maxWidth: 'industryArt', height: 'auto', marginInline: 'auto' })}
    />
  );
}
