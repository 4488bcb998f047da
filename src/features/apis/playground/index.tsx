import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiSlug } from '../../../config/api-catalogue.ts';
import type { ApiPageData } from '../../../config/api-reference.ts';
import { SectionHeading, sectionInner } from '../../../ui/page/section.tsx';

const load = () => import('./playground.tsx');
// The playground's code (its machine, the fetch, the form) is a chunk of its own, fetched once
// React reaches it while taking over the page, which it does without waiting for it: until
// then the prerendered playground stays as it is, readable, with Send waiting for the app.
// renderToString does not wait for a lazy part, so the prerender loads it before rendering.
let loaded: Awaited<ReturnType<typeof load>> | undefined;
if (import.meta.env.SSR) loaded = await load();
const LazyPlayground = lazy(load);

/** The API page's playground section: the part of the page that talks to the sandbox. */
export function PlaygroundSection({ slug, reference, siteUrl }: { slug: ApiSlug; reference: ApiPageData; siteUrl: string }) {
  const { t } = useTranslation('apis');
  const Playground = loaded?.default ?? LazyPlayground;
  return (
    <section id="playground" aria-labelledby="playground-title" className="api-band">
      <div className={sectionInner}>
        <SectionHeading id="playground-title" title={t(($) => $.playground.title)} lead={t(($) => $.playground.lead)} />
        <noscript>
          <p className="api-play-noscript">{t(($) => $.playground.noscript)}</p>
        </noscript>
        <Suspense fallback={<p className="api-play-loading">{t(($) => $.playground.loading)}</p>}>
          {/* A new API is a new playground: its own operations, fields and draft. */}
          <Playground key={slug} slug={slug} reference={reference} siteUrl={siteUrl} />
        </Suspense>
      </div>
    </section>
  );
}
