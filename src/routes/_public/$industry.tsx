import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadPage, pageHead } from '../../app/route-helpers.ts';
import { isIndustryKey } from '../../config/industry-keys.ts';
import { INDUSTRY_CONTENT } from '../../features/industries/industry-content.ts';
import { IndustryPage } from '../../features/industries/industry-page.tsx';
import { META_DESCRIPTION_LIMIT, truncateWithin } from '../../features/industries/truncate.ts';

export const Route = createFileRoute('/_public/$industry')({
  // Only the five industries exist; any other single-segment path goes home.
  beforeLoad: ({ params }) => {
    if (!isIndustryKey(params.industry)) throw redirect({ to: '/', replace: true });
    return { industry: params.industry };
  },
  loader: ({ context: { i18n, industry } }) =>
    loadPage(
      i18n,
      ['industries', 'common'],
      (t) => {
        const name = t(($) => $.common.industries[industry]);
        const description = t(($) => $.items[industry].description, { defaultValue: t(($) => $.meta.description, { industry: name }) });
        return { title: t(($) => $.meta.title, { industry: name }), description: truncateWithin(description, META_DESCRIPTION_LIMIT) };
      },
      [INDUSTRY_CONTENT],
    ),
  head: pageHead,
  component: IndustryRoute,
});

function IndustryRoute() {
  const { industry } = Route.useRouteContext();
  return <IndustryPage industry={industry} />;
}
