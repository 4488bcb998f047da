import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { DashboardPage } from '../../features/admin-dashboard/dashboard-page.tsx';
import { adminPageHead } from './-head.ts';

export const Route = createFileRoute('/admin/')({
  loader: adminPageHead('dashboard', ['dashboard']),
  head: pageHead,
  component: DashboardPage,
});
