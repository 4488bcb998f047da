import { useTranslation } from 'react-i18next';
import { SectionHeading, sectionInner } from '../../ui/page/section.tsx';
import { Static } from '../../start-up/static.tsx';
import { CATALOGUE_CONTENT } from './catalogue-content.ts';
import './apis.css';
import { CostEstimate } from './cost-estimate.tsx';

/**
 * /apis: what each API answers, its category and price, a link to its page (static content),
 * and the monthly cost estimate (live).
 */
export function CataloguePage() {
  const { t } = useTranslation('apis');
  return (
    <>
      <Static content={CATALOGUE_CONTENT.hero} />
      <Static content={CATALOGUE_CONTENT.list} />
      <section aria-labelledby="estimate-title" className="api-band api-later">
        <div className={sectionInner}>
          <SectionHeading id="estimate-title" title={t(($) => $.estimate.title)} lead={t(($) => $.estimate.lead)} />
          <CostEstimate />
        </div>
      </section>
      <Static content={CATALOGUE_CONTENT.production} />
      <Static content={CATALOGUE_CONTENT.events} />
    </>
  );
}
