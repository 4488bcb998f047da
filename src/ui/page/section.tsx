import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { container } from './container.ts';

/** Vertical rhythm of the marketing pages' sections. */
export const sectionBlock = css({ paddingBlock: { base: '14', md: '20' } });
export const sectionInner = cx(container, sectionBlock);

/**
 * A long page's section below the first screen: the browser skips its layout and paint until
 * it nears the viewport (on the home page, about half the layout work of a phone's load:
 * 305-378 ms -> 144-231 ms at 4x CPU). Each section adds its own height estimate (`containIntrinsicBlockSize`,
 * `auto` so the real height is kept once rendered), which keeps the scrollbar and in-page
 * jumps close. Not for sections a script watches for visibility, like the contact form's.
 */
export const renderNearViewport = css({ contentVisibility: 'auto' });

/** Cards in a list: one column on phones, two from md, three from lg. */
export const cardGrid = css({
  listStyle: 'none',
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
});

const eyebrowStyle = css({ textStyle: 'eyebrow', color: 'accent.fg', marginBlockEnd: '3' });
const leadStyle = css({ textStyle: 'lead', color: 'fg.muted', marginBlockStart: '4' });

interface SectionHeadingProps {
  /** The id the section's aria-labelledby points at. */
  readonly id: string;
  readonly eyebrow?: ReactNode;
  readonly title: ReactNode;
  readonly lead?: ReactNode;
  readonly centered?: boolean;
  /** Light text for dark bands. */
  readonly inverted?: boolean;
}

/** An eyebrow, the section's h2 and an optional lead paragraph. */
export function SectionHeading({ id, eyebrow, title, lead, centered = false, inverted = false }: SectionHeadingProps) {
  return (
    <div
      className={cx(
        css({ maxWidth: 'prose', marginBlockEnd: { base: '10', md: '12' } }),
        centered && css({ marginInline: 'auto', textAlign: 'center' }),
      )}
    >
      {eyebrow ? <p className={cx(eyebrowStyle, inverted && css({ color: 'accent.onInverted' }))}>{eyebrow}</p> : null}
      <h2 id={id} className={css({ textStyle: 'h2', textWrap: 'balance' })}>
        {title}
      </h2>
      {lead ? <p className={cx(leadStyle, inverted && css({ color: 'fg.invertedMuted' }))}>{lead}</p> : null}
    </div>
  );
}
