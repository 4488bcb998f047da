import { useNavigate, useSearch } from '@tanstack/react-router';
import type { LogsSearch } from '../../config/console-search.ts';
import type { TableSort } from '../../ui/table-model.ts';

/** The Audit Logs view as the URL holds it, and a way to change it (a new history entry each time). */
export function useLogsView() {
  const search: LogsSearch = useSearch({ from: '/admin/logs' });
  const navigate = useNavigate({ from: '/admin/logs' });
  const update = (change: Partial<Record<keyof LogsSearch, string | undefined>>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }) as LogsSearch });
  return { search, update };
}

/** A URL sort (`column`, `asc` | `desc`) as the table's sort. */
export const tableSort = (column: string | undefined, direction: string | undefined): TableSort | null =>
  column ? { column, direction: direction === 'desc' ? 'descending' : 'ascending' } : null;

/** The next direction when a header is clicked: a new column starts ascending, the sorted one flips. */
export const nextDirection = (current: string | undefined, direction: string | undefined, column: string) =>
  current === column && direction !== 'desc' ? 'desc' : 'asc';
