/** What a cut text ends with. */
export const ELLIPSIS = '…';
/** The industry hero shows at most this many characters of the description (SPEC §9). */
export const HERO_DESCRIPTION_LIMIT = 120;
/** Search engines get at most this many characters of the description, ellipsis included (SPEC §9). */
export const META_DESCRIPTION_LIMIT = 155;

// Graphemes are what a reader counts as characters: "é" written with a combining accent, a
// flag or a family emoji is one, however many UTF-16 units it takes.
let segmenter: Intl.Segmenter | undefined;
export function graphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

export const graphemeLength = (text: string) => graphemes(text).length;

/** Nothing reads well right before an ellipsis: spaces, dashes, commas, an opening bracket. */
const DANGLING = /^[\s\p{Pd},.;:!?¡¿([{«“‘'"]+$/u;
const SPACE = /^\s+$/u;
/** A word boundary is worth cutting back to only if it keeps most of the allowed text. */
const WORD_BACKTRACK_SHARE = 0.8;

/** Cuts a meta description so that, ellipsis included, it is at most `limit` characters. */
export const truncateWithin = (text: string, limit: number): string =>
  graphemeLength(text) <= limit ? text : truncateText(text, limit - ELLIPSIS.length);

/**
 * Cuts `text` to at most `limit` characters (graphemes) and adds an ellipsis when anything was
 * cut; text that fits is returned as it is. The cut never splits a grapheme, prefers the last
 * word boundary when one is close, and never leaves a space or a dangling separator before the
 * ellipsis.
 */
export function truncateText(text: string, limit: number): string {
  const max = Math.max(0, Math.floor(limit));
  const parts = graphemes(text);
  if (parts.length <= max) return text;

  let end = max;
  // Cut mid-word? Step back to the last space, unless that would throw away too much.
  if (!SPACE.test(parts[end] ?? ' ')) {
    const lastSpace = parts.slice(0, end).findLastIndex((part) => SPACE.test(part));
    if (lastSpace >= Math.ceil(max * WORD_BACKTRACK_SHARE)) end = lastSpace;
  }
  while (end > 0 && DANGLING.test(parts[end - 1] ?? '')) end -= 1;
  return parts.slice(0, end).join('') + ELLIPSIS;
}
