import { createFileRoute } from '@tanstack/react-router';
import { loadPage, pageHead } from '../../app/route-helpers.ts';
import { LEGAL_CONTENT } from '../../features/legal/legal-content.ts';
import { LegalPage } from '../../features/legal/legal-page.tsx';

export const Route = createFileRoute('/_public/terms-and-conditions')({
  loader: ({ context: { i18n } }) =>
    loadPage(i18n, ['terms'], (t) => ({ title: t(($) => $.meta.title), description: t(($) => $.meta.description) }), [LEGAL_CONTENT]),
  head: pageHead,
  component: TermsPage,
});

function TermsPage() {
  return <LegalPage document="terms" />;
}
