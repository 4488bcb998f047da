import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { adminPageHead } from './-head.ts';
import { AdminPageTitle } from '../../features/admin-shell/admin-page-title.tsx';

export const Route = createFileRoute('/admin/reports')({
  loader: adminPageHead('reports'),
  head: pageHead,
  component: ReportsPage,
});

function ReportsPage() {
  return <AdminPageTitle page="reports" />;
}
