import { useNavigate, useSearch } from '@tanstack/react-router';
import type { LogsSearch } from '../../config/console-search.ts';

/** The Audit Logs view as the URL holds it, and a way to change it (a new history entry each time). */
export function useLogsView() {
  const search: LogsSearch = useSearch({ from: '/admin/logs' });
  const navigate = useNavigate({ from: '/admin/logs' });
  const update = (change: Partial<Record<keyof LogsSearch, string | undefined>>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }) as LogsSearch });
  return { search, update };
}
