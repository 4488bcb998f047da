import type { SnapshotFrom } from 'xstate';
import type { tableViewsMachine } from './table-views.machine.ts';
import type { ViewSearch } from './table-views.types.ts';

type TableViewsSnapshot = SnapshotFrom<typeof tableViewsMachine>;

/**
 * The search a page opens with: the last view of each of its tables, together. A page with one
 * table gets that table's own record, which stays the same object while it is unchanged.
 */
export const selectLastSearch =
  (path: string) =>
  (snapshot: TableViewsSnapshot): ViewSearch | null => {
    const { specs, tables } = snapshot.context;
    const parts = Object.keys(specs)
      .filter((table) => specs[table]?.path === path)
      .map((table) => tables[table]?.last ?? null)
      .filter((last): last is ViewSearch => last !== null);
    return parts.length === 0 ? null : parts.reduce((all, part) => ({ ...all, ...part }));
  };
