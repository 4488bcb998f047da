import { createFileRoute } from '@tanstack/react-router';
import { loadPage, pageHead } from '../../app/route-helpers.ts';
import { LEGAL_CONTENT } from '../../features/legal/legal-content.ts';
import { LegalPage } from '../../features/legal/legal-page.tsx';

export const Route = createFileRoute('/_public/cookie-policy')({
  loader: ({ context: { i18n } }) =>
    loadPage(i18n, ['cookies'], (t) => ({ title: t(($) => $.meta.title), description: t(($) => $.meta.description) }), [LEGAL_CONTENT]),
  head: pageHead,
  component: CookiesPage,
});

function CookiesPage() {
  return <LegalPage document="cookies" />;
}
