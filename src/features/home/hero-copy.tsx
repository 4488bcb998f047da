import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { heroLead } from '../../ui/section.tsx';
import { SectionLink } from '../../ui/section-link.tsx';

/** The hero's words and its two links (static content: the same for every visitor). */
export function HeroCopy() {
  const { t } = useTranslation(['home', 'common']);
  return (
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
  );
}
