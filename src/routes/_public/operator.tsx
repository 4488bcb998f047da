import { createFileRoute } from '@tanstack/react-router';
import { loadPage, pageHead } from '../../app/route-helpers.ts';
import { OperatorPage } from '../../features/operator/operator-page.tsx';

// The sandbox operator's sign-in and consent page (server/operator/ sends the browser here):
// in every language, prerendered, not for search engines.
export const Route = createFileRoute('/_public/operator')({
  loader: ({ context: { i18n } }) =>
    loadPage(i18n, ['operator'], (t) => ({ title: t(($) => $.meta.title), description: t(($) => $.meta.description), noindex: true })),
  head: pageHead,
  component: OperatorPage,
});
