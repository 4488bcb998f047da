import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { validateLogsSearch } from '../../config/console-search.ts';
import { LogsPage } from '../../features/admin-logs/logs-page.tsx';
import { adminPageHead } from './-head.ts';

export const Route = createFileRoute('/admin/logs')({
  validateSearch: validateLogsSearch,
  loader: adminPageHead('logs', ['logs']),
  head: pageHead,
  component: LogsPage,
});
