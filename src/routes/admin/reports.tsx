import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { ReportsPage } from '../../features/admin-reports/reports-page.tsx';
import { adminPageHead } from './-head.ts';

export const Route = createFileRoute('/admin/reports')({
  loader: adminPageHead('reports', ['reports']),
  head: pageHead,
  component: ReportsPage,
});
