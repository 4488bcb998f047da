import { createFileRoute } from '@tanstack/react-router';
import { loadPage, pageHead } from '../../app/route-helpers.ts';
import { LEGAL_CONTENT } from '../../features/legal/legal-content.ts';
import { LegalPage } from '../../features/legal/legal-page.tsx';

export const Route = createFileRoute('/_public/privacy-policy')({
  loader: ({ context: { i18n } }) =>
    loadPage(i18n, ['privacy'], (t) => ({ title: t(($) => $.meta.title), description: t(($) => $.meta.description) }), [LEGAL_CONTENT]),
  head: pageHead,
  component: PrivacyPage,
});

function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
