import { Code, Eye, Globe, HeartHandshake, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { container } from '../../ui/container.ts';
import { sectionInner } from '../home/section.tsx';
import { SectionLink } from '../layout/section-link.tsx';

/** The four things that set us apart, texts at about:bullets.<id> (SPEC §2 About Us). */
const BULLETS: readonly { id: 'global' | 'developer' | 'transparent' | 'people'; icon: LucideIcon }[] = [
  { id: 'global', icon: Globe },
  { id: 'developer', icon: Code },
  { id: 'transparent', icon: Eye },
  { id: 'people', icon: HeartHandshake },
];

export function AboutPage() {
  const { t } = useTranslation(['about', 'common']);
  return (
    <>
      <section aria-labelledby="about-title" className={css({ bgGradient: 'heroGlow', _rtl: { bgGradient: 'heroGlowRtl' } })}>
        <div className={cx(container, css({ paddingBlock: { base: '12', md: '20' } }))}>
          <p className={css({ textStyle: 'eyebrow', color: 'accent.fg', marginBlockEnd: '4' })}>{t(($) => $.eyebrow)}</p>
          <h1 id="about-title" className={css({ textStyle: 'display' })}>
            {t(($) => $.title)}
          </h1>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', marginBlockStart: '6', maxWidth: 'prose' })}>
            {t(($) => $.description)}
          </p>
        </div>
      </section>

      <section aria-labelledby="about-subtitle">
        <div className={sectionInner}>
          <h2 id="about-subtitle" className={css({ textStyle: 'h2', marginBlockEnd: { base: '8', md: '10' } })}>
            {t(($) => $.subtitle)}
          </h2>
          <ul className={css({ listStyle: 'none', display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}>
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
