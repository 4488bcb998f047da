import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { container } from '../../ui/container.ts';
import { heroLead } from '../../ui/section.tsx';
import { SectionLink } from '../../ui/section-link.tsx';
import { Orbit } from './orbit.tsx';

export function Hero() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <section
      aria-labelledby="hero-title"
      className={css({ bgGradient: 'heroGlow', _rtl: { bgGradient: 'heroGlowRtl' }, overflowX: 'clip' })}
    >
      <div
        className={cx(
          container,
          css({
            display: 'grid',
            // minmax(0, …): the orbit's fixed width must not widen the text column on narrow phones.
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.15fr) minmax(0, 1fr)' },
            alignItems: 'center',
            gap: { base: '12', lg: '10' },
            paddingBlock: { base: '12', md: '20' },
          }),
        )}
      >
        <div>
          {/* On phones the eyebrow may take one line or two depending on the font in use; keeping room
              for two stops the hero from jumping when the web font arrives. */}
          <p className={css({ textStyle: 'eyebrow', color: 'accent.fg', marginBlockEnd: '4', minHeight: { base: 'twoLines', md: '0' } })}>
            {t(($) => $.hero.eyebrow)}
          </p>
          <h1 id="hero-title" className={css({ textStyle: 'display', maxWidth: 'headline', textWrap: 'balance' })}>
            {t(($) => $.hero.title)}
          </h1>
          <p className={heroLead}>{t(($) => $.hero.lead)}</p>
          {/* Stacked on phones, so the buttons take the same room whichever font renders them. */}
          <div
            className={css({
              display: 'flex',
              flexDirection: { base: 'column', sm: 'row' },
              flexWrap: 'wrap',
              gap: '3',
              marginBlockStart: '8',
            })}
          >
            <SectionLink section="contact" className={button({ size: 'lg' })}>
              {t(($) => $.common.nav.contactSales)}
            </SectionLink>
            <SectionLink section="solutions" className={button({ size: 'lg', variant: 'outline' })}>
              {t(($) => $.hero.explore)}
            </SectionLink>
          </div>
        </div>
        <Orbit />
      </div>
    </section>
  );
}
