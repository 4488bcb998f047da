import { Quote, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { card } from 'styled-system/recipes/card';
import { cardGrid, renderNearViewport, SectionHeading, sectionInner } from '../../ui/page/section.tsx';
import { SUCCESS_STORIES, logoSrc, type SuccessStory } from './stories.ts';

function StoryCard({ story }: { story: SuccessStory }) {
  const { t } = useTranslation(['home', 'common']);
  const { id, industry, logoKey } = story;
  const company = t(($) => $.stories.items[id].company);
  return (
    <li className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '5' }))}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
        {/* The company is named in the caption below; the logo adds nothing for a screen reader. */}
        <img
          src={logoSrc(logoKey)}
          alt=""
          width={160}
          height={40}
          loading="lazy"
          decoding="async"
          className={css({ height: 'storyLogo', width: 'auto' })}
        />
        <span className={badge({ tone: 'neutral' })}>{t(($) => $.common.industries[industry])}</span>
      </div>
      <p
        className={css({
          display: 'flex',
          gap: '2',
          alignItems: 'flex-start',
          fontWeight: 'bold',
          fontSize: 'lg',
          lineHeight: 'snug',
          color: 'accent.fg',
        })}
      >
        <TrendingUp size={22} aria-hidden="true" className={css({ flexShrink: 0, _rtl: { transform: 'scaleX(-1)' } })} />
        {t(($) => $.stories.items[id].improvement)}
      </p>
      <figure className={css({ display: 'flex', flexDirection: 'column', gap: '4', flex: '1' })}>
        <blockquote className={css({ position: 'relative', color: 'fg', flex: '1' })}>
          <Quote
            size={20}
            aria-hidden="true"
            className={css({ color: 'accent.decor', marginBlockEnd: '2', _rtl: { transform: 'scaleX(-1)' } })}
          />
          <p>{t(($) => $.stories.items[id].quote)}</p>
        </blockquote>
        <figcaption
          className={css({
            fontSize: 'sm',
            color: 'fg.muted',
            borderBlockStartWidth: '1px',
            borderColor: 'border',
            paddingBlockStart: '4',
          })}
        >
          <span className={css({ display: 'block', fontWeight: 'semibold', color: 'fg' })}>{t(($) => $.stories.items[id].role)}</span>
          <cite className={css({ fontStyle: 'normal' })}>{company}</cite>
        </figcaption>
      </figure>
    </li>
  );
}

/** Customer outcomes (SPEC §1 success stories). */
export function SuccessStories() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="stories-title"
      className={cx(
        renderNearViewport,
        css({ bg: 'bg.subtle', containIntrinsicBlockSize: { base: 'auto 1450px', md: 'auto 1100px', lg: 'auto 670px' } }),
      )}
    >
      <div className={sectionInner}>
        <SectionHeading id="stories-title" eyebrow={t(($) => $.stories.eyebrow)} title={t(($) => $.stories.title)} />
        <ul className={cardGrid}>
          {SUCCESS_STORIES.map((story) => (
            <StoryCard key={story.id} story={story} />
          ))}
        </ul>
      </div>
    </section>
  );
}
