import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { container } from '../../ui/container.ts';
import { ContactSection } from '../contact/contact-section.tsx';
import { SectionLink } from '../layout/section-link.tsx';

const section = cx(container, css({ paddingBlock: { base: '12', md: '20' } }));

export function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <>
      <section className={section} aria-labelledby="hero-title">
        <h1 id="hero-title" className={css({ textStyle: 'display', maxWidth: 'headline' })}>
          {t(($) => $.hero.title)}
        </h1>
        <SectionLink section="contact" className={cx(button({ size: 'lg' }), css({ marginBlockStart: '8' }))}>
          {t(($) => $.common.nav.contactSales)}
        </SectionLink>
      </section>
      <section id="solutions" className={section} aria-labelledby="solutions-title">
        <h2 id="solutions-title" className={css({ textStyle: 'h2' })}>
          {t(($) => $.solutions.title)}
        </h2>
      </section>
      <section id="how-it-works" className={section} aria-labelledby="how-title">
        <h2 id="how-title" className={css({ textStyle: 'h2' })}>
          {t(($) => $.howItWorks.title)}
        </h2>
      </section>
      <section id="contact" className={section} aria-labelledby="contact-title">
        <ContactSection />
      </section>
    </>
  );
}
