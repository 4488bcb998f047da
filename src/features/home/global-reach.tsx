import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { REACH_STATS } from '../../config/reach-stats.ts';
import { formatReachValue } from '../../ui/format/reach.ts';
import { renderNearViewport, SectionHeading, sectionInner } from '../../ui/page/section.tsx';

/** Figures about the network footprint, on a dark band (SPEC §1 global reach). */
export function GlobalReach() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.resolvedLanguage;
  return (
    <section
      aria-labelledby="reach-title"
      className={cx(
        renderNearViewport,
        css({ bgGradient: 'reachBand', color: 'fg.inverted', containIntrinsicBlockSize: { base: 'auto 870px', lg: 'auto 770px' } }),
      )}
    >
      <div className={sectionInner}>
        <SectionHeading
          id="reach-title"
          centered
          inverted
          eyebrow={t(($) => $.reach.eyebrow)}
          title={t(($) => $.reach.title)}
          lead={t(($) => $.reach.lead)}
        />
        <dl
          className={css({
            display: 'grid',
            gap: { base: '4', md: '6' },
            gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          })}
        >
          {REACH_STATS.map((stat) => (
            <div
              key={stat.id}
              className={css({
                display: 'flex',
                flexDirection: 'column-reverse',
                // Reversed, "flex-end" packs at the top: figures line up across a row.
                justifyContent: 'flex-end',
                alignItems: 'center',
                gap: '1',
                textAlign: 'center',
                padding: { base: '5', md: '8' },
                borderRadius: 'card',
                borderWidth: '1px',
                borderColor: 'white/15',
                bg: 'white/5',
              })}
            >
              {/* Read as "label: value"; shown value first. */}
              <dt className={css({ fontSize: { base: 'sm', md: 'md' }, color: 'fg.invertedMuted' })}>
                {t(($) => $.reach.stats[stat.id].label)}
              </dt>
              <dd
                className={css({
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: '3',
                  fontSize: { base: '2xl', md: '4xl' },
                  fontWeight: 'extrabold',
                  letterSpacing: 'tight',
                  lineHeight: 'tight',
                  color: 'fg.inverted',
                })}
              >
                <stat.icon size={24} aria-hidden="true" className={css({ color: 'accent.onInverted' })} />
                {/* Figures such as "4.5B" or "24/7" keep their order in Hebrew. */}
                <bdi>{t(($) => $.reach.stats[stat.id].value, { value: formatReachValue(stat, language) })}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
