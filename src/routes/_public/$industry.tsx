import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadPage, pageHead } from '../../app/route-helpers.ts';
import { IndustryPage } from '../../features/industries/industry-page.tsx';
import { isIndustryKey } from '../../features/industries/industry-keys.ts';

export const Route = createFileRoute('/_public/$industry')({
  // Only the five industries exist; any other single-segment path goes home.
  beforeLoad: ({ params }) => {
    if (!isIndustryKey(params.industry)) throw redirect({ to: '/', replace: true });
    return { industry: params.industry };
  },
  loader: ({ context: { i18n, industry } }) =>
    loadPage(i18n, ['industries', 'common'], (t) => {
      const name = t(($) => $.common.industries[industry]);
      return { title: t(($) => $.meta.title, { industry: name }), description: t(($) => $.meta.description, { industry: name }) };
    }),
  head: pageHead,
  component: IndustryRoute,
});

function IndustryRoute() {
  const { industry } = Route.useRouteContext();
  return <IndustryPage industry={industry} />;
}
