import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { adminPageHead } from './-head.ts';
import { AdminPageTitle } from '../../features/admin-shell/admin-page-title.tsx';

export const Route = createFileRoute('/admin/legal')({
  loader: adminPageHead('legal'),
  head: pageHead,
  component: LegalPage,
});

function LegalPage() {
  return <AdminPageTitle page="legal" />;
}
