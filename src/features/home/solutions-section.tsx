import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { API_NAMES } from '../../config/api-slugs.ts';
import { cardGrid, renderNearViewport, SectionHeading, sectionInner } from '../../ui/page/section.tsx';
import { SOLUTION_GRADIENT } from './solution-gradients.ts';
import { SOLUTIONS, type Solution } from './solutions.ts';

const iconTile = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '12',
  height: '12',
  borderRadius: 'control',
  color: 'white',
  boxShadow: 'tile',
});

// The card's links to its APIs' pages, at its foot.
const apiLinks = css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '4', marginBlockStart: 'auto' });
const apiLink = css({ color: 'accent.fg', fontWeight: 'semibold', fontSize: 'sm' });

function SolutionCard({ solution }: { solution: Solution }) {
  const { t } = useTranslation(['home', 'common']);
  const { icon: Icon, id, gradient, apis } = solution;
  const items = t(($) => $.solutions.cards[id].items, { returnObjects: true });
  return (
    <li className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4', position: 'relative', overflow: 'hidden' }))}>
      {/* A thin band of the family's colour along the top edge. */}
      <span
        aria-hidden="true"
        className={cx(css({ position: 'absolute', insetInline: '0', insetBlockStart: '0', height: '1' }), SOLUTION_GRADIENT[gradient])}
      />
      <span className={cx(iconTile, SOLUTION_GRADIENT[gradient])} aria-hidden="true">
        <Icon size={24} strokeWidth={2} />
      </span>
      <div>
        <h3 className={css({ textStyle: 'h3' })}>{t(($) => $.solutions.cards[id].title)}</h3>
        <p className={css({ color: 'fg.muted', marginBlockStart: '2' })}>{t(($) => $.solutions.cards[id].summary)}</p>
      </div>
      <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' })}>
        {items.map((item) => (
          <li key={item} className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
            <Check size={16} aria-hidden="true" className={css({ color: 'accent.decor', flexShrink: 0, marginBlockStart: '0.5' })} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      {apis.length > 0 ? (
        <ul className={apiLinks}>
          {apis.map((slug) => (
            <li key={slug}>
              <Link to="/apis/$slug" params={{ slug }} className={apiLink}>
                {t(($) => $.common.apiLink, { api: API_NAMES[slug] })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Six API families (SPEC §2 Solution cards). Keeps the #solutions anchor the header links to. */
export function SolutionsSection() {
  const { t } = useTranslation('home');
  return (
    <section
      id="solutions"
      aria-labelledby="solutions-title"
      className={cx(
        renderNearViewport,
        css({ bg: 'bg.subtle', containIntrinsicBlockSize: { base: 'auto 2500px', md: 'auto 1450px', lg: 'auto 1050px' } }),
      )}
    >
      <div className={sectionInner}>
        <SectionHeading
          id="solutions-title"
          eyebrow={t(($) => $.solutions.eyebrow)}
          title={t(($) => $.solutions.title)}
          lead={t(($) => $.solutions.lead)}
        />
        <ul className={cardGrid}>
          {SOLUTIONS.map((solution) => (
            <SolutionCard key={solution.id} solution={solution} />
          ))}
        </ul>
      </div>
    </section>
  );
}
