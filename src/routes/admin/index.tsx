import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { adminPageHead } from './-head.ts';
import { AdminPageTitle } from '../../features/admin-shell/admin-page-title.tsx';

export const Route = createFileRoute('/admin/')({
  loader: adminPageHead('dashboard'),
  head: pageHead,
  component: DashboardPage,
});

function DashboardPage() {
  return <AdminPageTitle page="dashboard" />;
}
