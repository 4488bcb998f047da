import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { badge } from 'styled-system/recipes/badge';
import { API_CATALOGUE } from '../../config/api-catalogue.ts';
import { TEST_NUMBER_PREFIX } from '../../config/test-devices.ts';
import { container } from '../../ui/page/container.ts';
import { formatUnitPrice } from '../../ui/format/money.ts';
import { heroBand, heroEyebrow, heroLead, heroTitle } from '../../ui/page/hero.tsx';
import { SectionHeading, sectionInner } from '../../ui/page/section.tsx';

/** /apis's first screen (static content, api-content.ts). */
export function CatalogueHero() {
  const { t } = useTranslation('apis');
  return (
    <section aria-labelledby="apis-title" className={heroBand}>
      <div className={`${container} api-hero`}>
        <p className={heroEyebrow}>{t(($) => $.catalogue.eyebrow)}</p>
        <h1 id="apis-title" className={heroTitle}>
          {t(($) => $.catalogue.title)}
        </h1>
        <p className={heroLead}>{t(($) => $.catalogue.lead, { prefix: TEST_NUMBER_PREFIX })}</p>
      </div>
    </section>
  );
}

/** What each API answers, its category and price, and a link to its page (static content). */
export function CatalogueList() {
  const { t, i18n } = useTranslation(['apis', 'common']);
  const language = i18n.resolvedLanguage;
  return (
    <section aria-labelledby="apis-list-title" className={sectionInner}>
      <SectionHeading id="apis-list-title" title={t(($) => $.catalogue.listTitle)} />
      <ul className="api-cards">
        {API_CATALOGUE.map((api) => (
          <li key={api.slug} className="api-card">
            <h3>
              <Link to="/apis/$slug" params={{ slug: api.slug }}>
                {api.name}
              </Link>
            </h3>
            <span className={badge({ tone: 'accent' })}>{t(($) => $.common.apiCategories[api.category])}</span>
            <p>{t(($) => $.items[api.slug].summary)}</p>
            <p className="api-price">{t(($) => $.catalogue.perCall, { price: formatUnitPrice(api.costPerCall, language) })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
