import { selectSampleLanguageView } from '../../../machines/sample-language/index.ts';
import { liveSampleLanguageMachine } from '../../adapters/sample-language.live.ts';
import type { ApiSlug } from '../../config/api-catalogue.ts';
import type { ApiPageData } from '../../config/api-reference.ts';
import type { SampleLanguage } from '../../config/api-samples.ts';
import { sectionInner } from '../../ui/page/section.tsx';
import { useActorRef, useViewModel } from '../../ui/app/actor-hooks.ts';
import { Static } from '../../start-up/static.tsx';
import { API_CONTENT } from './api-content.ts';
import './apis.css';
import { CodeSample } from './code-sample.tsx';
import { PlaygroundSection } from './playground/index.tsx';

/**
 * /apis/<slug>: one API's reference, test numbers and price (static content, api-static.tsx),
 * its samples, whose copy buttons and origin are live, and its playground (an interactive
 * island whose code loads after the page has painted, playground/index.tsx).
 */
export function ApiPage({ slug, reference, siteUrl }: { slug: ApiSlug; reference: ApiPageData; siteUrl: string }) {
  const samplesRef = useActorRef(liveSampleLanguageMachine);
  const { language } = useViewModel(samplesRef, selectSampleLanguageView);
  const choose = (chosen: SampleLanguage) => samplesRef.send({ type: 'sampleLanguage.choose', language: chosen });
  return (
    <>
      <Static content={API_CONTENT.hero} slug={slug} />
      <PlaygroundSection slug={slug} reference={reference} siteUrl={siteUrl} />
      <section aria-labelledby="endpoints-title" className={sectionInner}>
        <Static content={API_CONTENT.endpointsHeading} />
        {reference.endpoints.map(({ operationId }) => {
          const samples = reference.samples[operationId];
          return (
            // Named by the operation's title in its reference.
            <article key={operationId} aria-labelledby={`op-${operationId}`} className="api-endpoint">
              <Static content={API_CONTENT.endpoint} slug={slug} operationId={operationId} reference={reference} />
              {samples ? <CodeSample id={operationId} samples={samples} siteUrl={siteUrl} language={language} onChoose={choose} /> : null}
            </article>
          );
        })}
      </section>
      <Static content={API_CONTENT.numbers} slug={slug} reference={reference} />
      <Static content={API_CONTENT.access} slug={slug} reference={reference} />
    </>
  );
}
