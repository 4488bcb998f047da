import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { container } from './container.ts';

// The hero at the top of a marketing page: the band, eyebrow, h1 and lead each page places in
// its grid (the home page's eyebrow and h1 differ, and its band clips the orbit).

/** The warm glow behind the hero, mirrored in right-to-left languages. */
export const heroBand = css({ bgGradient: 'heroGlow', _rtl: { bgGradient: 'heroGlowRtl' } });
export const heroEyebrow = css({ textStyle: 'eyebrow', color: 'accent.fg', marginBlockEnd: '4' });
export const heroTitle = css({ textStyle: 'display' });
export const heroLead = css({ textStyle: 'lead', color: 'fg.muted', marginBlockStart: '6', maxWidth: 'prose' });
const heroGrid = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  paddingBlock: { base: '12', md: '20' },
});
// How much wider the words are than what stands beside them, from lg. Plain classes rather than
// a cva recipe: cva's runtime would join Panda's css chunk, which every page starts with.
const heroWords = {
  wide: css({ gridTemplateColumns: { lg: 'minmax(0, 1.4fr) minmax(0, 1fr)' }, gap: { base: '10', lg: '16' } }),
  even: css({ gridTemplateColumns: { lg: 'minmax(0, 1.1fr) minmax(0, 1fr)' }, gap: { base: '10', lg: '12' } }),
} as const;

interface PageHeroProps {
  /** The h1's id, which the section is labelled by. */
  readonly titleId: string;
  readonly eyebrow: ReactNode;
  readonly title: ReactNode;
  readonly words: keyof typeof heroWords;
  /** What follows the h1 in the words' column: the lead, a call to action. */
  readonly children: ReactNode;
  /** What stands beside the words from lg (below them on phones): a picture, a card of facts. */
  readonly aside: ReactNode;
}

/** The first screen of a page other than home: its words beside a picture or a card of facts. */
export function PageHero({ titleId, eyebrow, title, words, children, aside }: PageHeroProps) {
  return (
    <section aria-labelledby={titleId} className={heroBand}>
      <div className={cx(container, heroGrid, heroWords[words])}>
        <div>
          <p className={heroEyebrow}>{eyebrow}</p>
          <h1 id={titleId} className={heroTitle}>
            {title}
          </h1>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
