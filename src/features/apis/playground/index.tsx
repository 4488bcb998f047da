import { lazy, Suspense, use, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { whenNearOrUsed } from '../../../start-up/island.ts';
import { PLAYGROUND_ISLAND } from '../../../adapters/playground.dom.ts';
import type { ApiSlug } from '../../../config/api-catalogue.ts';
import type { ApiPageData } from '../../../config/api-reference.ts';
import { useHydrated } from '../../../start-up/readiness.ts';
import { SectionHeading, sectionInner } from '../../../ui/page/section.tsx';

const load = () => import('./playground.tsx');
// The playground's code (its machine, the fetch, the form) is a chunk of its own. On a
// prerendered page React leaves the playground as it is, readable, Send waiting, until it comes
// into view or is used (src/start-up/island.ts): a page below whose first screen it sits starts
// without it. renderToString does not wait for a lazy part, so the prerender loads it first.
let loaded: Awaited<ReturnType<typeof load>> | undefined;
if (import.meta.env.SSR) loaded = await load();
const LazyPlayground = lazy(load);

/**
 * While React adopts the prerendered page, waits (suspends) until the playground is near or
 * used; React keeps a suspended boundary's server HTML and runs nothing inside it. A page the
 * app renders itself (after a navigation) shows it at once.
 */
function WhenWanted({ children }: { children: ReactNode }) {
  if (!useHydrated() && !import.meta.env.SSR) use(whenNearOrUsed(PLAYGROUND_ISLAND));
  return children;
}

/** The API page's playground section: the part of the page that talks to the sandbox. */
export function PlaygroundSection({ slug, reference, siteUrl }: { slug: ApiSlug; reference: ApiPageData; siteUrl: string }) {
  const { t, i18n } = useTranslation('apis');
  const Playground = loaded?.default ?? LazyPlayground;
  const language = i18n.resolvedLanguage ?? i18n.language;
  // A boundary React has kept must take no update while it waits, or React would adopt it early
  // and show its fallback: the same element unless the API or the language changes (the
  // reference follows from the slug).
  const playground = useMemo(
    () => (
      <Suspense fallback={<p className="api-play-loading">{t(($) => $.playground.loading)}</p>}>
        <WhenWanted>
          {/* A new API is a new playground: its own operations, fields and draft. */}
          <Playground key={slug} slug={slug} reference={reference} siteUrl={siteUrl} />
        </WhenWanted>
      </Suspense>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [slug, language, siteUrl],
  );
  return (
    <section id={PLAYGROUND_ISLAND} data-island="" aria-labelledby="playground-title" className="api-band">
      <div className={sectionInner}>
        <SectionHeading id="playground-title" title={t(($) => $.playground.title)} lead={t(($) => $.playground.lead)} />
        <noscript>
          <p className="api-play-noscript">{t(($) => $.playground.noscript)}</p>
        </noscript>
        {playground}
      </div>
    </section>
  );
}
