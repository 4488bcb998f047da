import { Code, Eye, Globe, HeartHandshake, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { card } from 'styled-system/recipes/card';
import { REACH_STATS } from '../../config/reach-stats.ts';
import { formatReachValue } from '../../ui/format/reach.ts';
import { SectionLink } from '../../ui/page/section-link.tsx';
import { heroLead, PageHero } from '../../ui/page/hero.tsx';
import { sectionInner } from '../../ui/page/section.tsx';

/** The figures the About hero repeats from the home page's global-reach block. */
const FACTS = REACH_STATS.filter((stat) => stat.id === 'operators' || stat.id === 'countries' || stat.id === 'sla' || stat.id === 'iso');

/** The four things that set us apart, texts at about:bullets.<id> (SPEC §2 About Us). */
const BULLETS: readonly { id: 'global' | 'developer' | 'transparent' | 'people'; icon: LucideIcon }[] = [
  { id: 'global', icon: Globe },
  { id: 'developer', icon: Code },
  { id: 'transparent', icon: Eye },
  { id: 'people', icon: HeartHandshake },
];

/** The About page's content: the same for every visitor (static content, about-content.ts). */
export function AboutContent() {
  const { t, i18n } = useTranslation(['about', 'home', 'common']);
  return (
    <>
      <PageHero
        titleId="about-title"
        eyebrow={t(($) => $.eyebrow)}
        title={t(($) => $.title)}
        words="wide"
        aside={
          <div className={card()}>
            <p id="about-facts" className={css({ textStyle: 'eyebrow', color: 'fg.muted', marginBlockEnd: '5' })}>
              {t(($) => $.facts)}
            </p>
            <dl
              aria-labelledby="about-facts"
              className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '6' })}
            >
              {FACTS.map((stat) => (
                <div
                  key={stat.id}
                  className={css({ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end', gap: '1' })}
                >
                  <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t(($) => $.home.reach.stats[stat.id].label)}</dt>
                  <dd
                    className={css({
                      fontSize: '3xl',
                      fontWeight: 'extrabold',
                      letterSpacing: 'tight',
                      lineHeight: 'tight',
                      color: 'accent.fg',
                    })}
                  >
                    <bdi>{t(($) => $.home.reach.stats[stat.id].value, { value: formatReachValue(stat, i18n.resolvedLanguage) })}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        }
      >
        <p className={heroLead}>{t(($) => $.description)}</p>
      </PageHero>

      <section aria-labelledby="about-subtitle">
        <div className={sectionInner}>
          <h2 id="about-subtitle" className={css({ textStyle: 'h2', marginBlockEnd: { base: '8', md: '10' } })}>
            {t(($) => $.subtitle)}
          </h2>
          <ul
            className={css({
              listStyle: 'none',
              display: 'grid',
              gap: '6',
              gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            })}
          >
            {BULLETS.map(({ id, icon: Icon }) => (
              <li key={id} className={cx(card(), css({ display: 'flex', gap: '4', alignItems: 'flex-start' }))}>
                <span
                  aria-hidden="true"
                  className={css({
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    flexShrink: 0,
                    width: '11',
                    height: '11',
                    borderRadius: 'control',
                    bg: 'accent.subtle',
                    color: 'accent.fg',
                  })}
                >
                  <Icon size={22} />
                </span>
                <p>
                  <strong className={css({ fontWeight: 'bold' })}>{t(($) => $.bullets[id].lead)}</strong> {t(($) => $.bullets[id].text)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label={t(($) => $.common.nav.contactSales)} className={css({ bg: 'bg.subtle' })}>
        <div
          className={cx(
            sectionInner,
            css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '8' }),
          )}
        >
          <p className={css({ textStyle: 'lead', maxWidth: 'prose', textWrap: 'balance' })}>{t(($) => $.conclusion)}</p>
          <SectionLink section="contact" className={button({ size: 'lg' })}>
            {t(($) => $.common.nav.contactSales)}
          </SectionLink>
        </div>
      </section>
    </>
  );
}
