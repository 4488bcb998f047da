import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { renderNearViewport, SectionHeading, sectionInner } from '../../ui/page/section.tsx';
import { StepList } from '../../ui/page/step-list.tsx';

const STEPS = ['choose', 'integrate', 'launch'] as const;

/** Three steps from first call to production. Keeps the #how-it-works anchor. */
export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className={cx(renderNearViewport, css({ containIntrinsicBlockSize: { base: 'auto 950px', md: 'auto 620px', lg: 'auto 530px' } }))}
    >
      <div className={sectionInner}>
        <SectionHeading
          id="how-title"
          eyebrow={t(($) => $.howItWorks.eyebrow)}
          title={t(($) => $.howItWorks.title)}
          lead={t(($) => $.howItWorks.lead)}
        />
        <StepList
          steps={STEPS.map((id) => ({
            id,
            title: t(($) => $.howItWorks.steps[id].title),
            description: t(($) => $.howItWorks.steps[id].description),
          }))}
        />
      </div>
    </section>
  );
}
