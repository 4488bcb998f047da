import { useTranslation } from 'react-i18next';
import { cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { SectionLink } from '../../ui/page/section-link.tsx';
import { sectionInner } from '../../ui/page/section.tsx';

/** How the sandbox differs from production: an operator's OAuth 2.0 token, obtained through CAMARA's flows. */
export function ProductionAccess() {
  const { t } = useTranslation(['apis', 'common']);
  return (
    <section aria-labelledby="production-title" className={cx(sectionInner, 'api-later')}>
      <div className="api-note">
        <h2 id="production-title">{t(($) => $.production.title)}</h2>
        <p>{t(($) => $.production.sandbox)}</p>
        <p>{t(($) => $.production.oauth)}</p>
        <ul>
          <li>{t(($) => $.production.clientCredentials)}</li>
          <li>{t(($) => $.production.authorizationCode)}</li>
          <li>{t(($) => $.production.ciba)}</li>
        </ul>
        <SectionLink section="contact" className={button({ size: 'lg' })}>
          {t(($) => $.common.nav.contactSales)}
        </SectionLink>
      </div>
    </section>
  );
}
