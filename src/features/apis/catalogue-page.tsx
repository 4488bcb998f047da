import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { badge } from 'styled-system/recipes/badge';
import { API_CATALOGUE } from '../../config/api-catalogue.ts';
import { TEST_NUMBER_PREFIX } from '../../config/api-sandbox.ts';
import { container } from '../../ui/container.ts';
import { formatUnitPrice } from '../../ui/format/money.ts';
import { heroBand, heroEyebrow, heroLead, heroTitle, SectionHeading, sectionInner } from '../../ui/section.tsx';
import './apis.css';
import { CostEstimate } from './cost-estimate.tsx';
import { ProductionAccess } from './production-access.tsx';

/** /apis: what each API answers, its category and price, a link to its page, and the monthly cost estimate. */
export function CataloguePage() {
  const { t, i18n } = useTranslation(['apis', 'common']);
  const language = i18n.resolvedLanguage;
  return (
    <>
      <section aria-labelledby="apis-title" className={heroBand}>
        <div className={`${container} api-hero`}>
          <p className={heroEyebrow}>{t(($) => $.catalogue.eyebrow)}</p>
          <h1 id="apis-title" className={heroTitle}>
            {t(($) => $.catalogue.title)}
          </h1>
          <p className={heroLead}>{t(($) => $.catalogue.lead, { prefix: TEST_NUMBER_PREFIX })}</p>
        </div>
      </section>

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

      <section aria-labelledby="estimate-title" className="api-band">
        <div className={sectionInner}>
          <SectionHeading id="estimate-title" title={t(($) => $.estimate.title)} lead={t(($) => $.estimate.lead)} />
          <CostEstimate />
        </div>
      </section>

      <ProductionAccess />
    </>
  );
}
