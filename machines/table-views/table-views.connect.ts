import type { SnapshotFrom } from 'xstate';
import type { tableViewsMachine } from './table-views.machine.ts';
import { selectLastSearch } from './table-views.selectors.ts';
import type { TableViewsEvent } from './table-views.types.ts';

export type TableViewsSnapshot = SnapshotFrom<typeof tableViewsMachine>;
export type TableViewsSend = (event: TableViewsEvent) => void;

/**
 * A console page's link in the sidebar: the view its tables were left in, which the link opens
 * (the Views menu and its dialogs, on pages with a table, read table-views.menu.connect.ts).
 */
export const connectViewLink = (snapshot: TableViewsSnapshot, _send: TableViewsSend, path: string) => ({
  search: selectLastSearch(path)(snapshot),
});
