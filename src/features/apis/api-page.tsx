import { connectCopy } from '../../../machines/copy/copy.connect.ts';
import { connectSampleLanguage } from '../../../machines/sample-language/sample-language.connect.ts';
import { liveCopyMachine } from '../../adapters/copy.live.ts';
import { liveSampleLanguageMachine } from '../../adapters/sample-language.live.ts';
import type { ApiSlug } from '../../config/api-catalogue.ts';
import type { ApiPageData } from '../../config/api-reference.ts';
import { sectionInner } from '../../ui/page/section.tsx';
import { useActorRef } from '../../ui/app/actor-hooks.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
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
  const { toast } = useAppActors();
  const { language, choose } = useConnect(useActorRef(liveSampleLanguageMachine), connectSampleLanguage);
  const { copyCode } = useConnect(useActorRef(liveCopyMachine, { input: { toast } }), connectCopy);
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
              {samples ? (
                <CodeSample id={operationId} samples={samples} siteUrl={siteUrl} language={language} onChoose={choose} onCopy={copyCode} />
              ) : null}
            </article>
          );
        })}
      </section>
      <Static content={API_CONTENT.numbers} slug={slug} reference={reference} />
      <Static content={API_CONTENT.access} slug={slug} reference={reference} />
    </>
  );
}
