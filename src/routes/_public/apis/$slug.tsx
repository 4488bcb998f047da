import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadPage, pageHead } from '../../../app/route-helpers.ts';
import { API_NAMES, isApiSlug } from '../../../config/api-slugs.ts';
import { SITE_URL } from '../../../config/site.ts';
import { API_CONTENT } from '../../../features/apis/api-content.ts';
import { ApiPage } from '../../../features/apis/api-page.tsx';

// Each page's reference (fields, test numbers, highlighted samples) is a chunk of its own,
// made from its OpenAPI document at build time (scripts/vite/api-reference-plugin.ts), which
// also writes this map of them, by slug.
import REFERENCES from 'virtual:api-references';

export const Route = createFileRoute('/_public/apis/$slug')({
  // Only the six APIs have pages; any other slug is an unknown path and goes home.
  beforeLoad: ({ params }) => {
    if (!isApiSlug(params.slug)) throw redirect({ to: '/', replace: true });
    return { slug: params.slug };
  },
  loader: async ({ context: { i18n, slug } }) => {
    const [page, reference] = await Promise.all([
      loadPage(
        i18n,
        ['apis', 'common'],
        (t) => ({ title: t(($) => $.meta.apiTitle, { api: API_NAMES[slug] }), description: t(($) => $.items[slug].summary) }),
        [API_CONTENT.hero, API_CONTENT.endpointsHeading, API_CONTENT.endpoint, API_CONTENT.numbers, API_CONTENT.access],
      ),
      REFERENCES[slug](),
    ]);
    // The samples name the configured origin until the app runs, then the one serving the page.
    return { ...page, reference: reference.default, siteUrl: SITE_URL };
  },
  head: pageHead,
  component: ApiRoute,
});

function ApiRoute() {
  const { slug } = Route.useRouteContext();
  const { reference, siteUrl } = Route.useLoaderData();
  return <ApiPage slug={slug} reference={reference} siteUrl={siteUrl} />;
}
