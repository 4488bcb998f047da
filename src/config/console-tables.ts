import type { TableSpec } from '../../machines/table-views/index.ts';
import { flaggedColumns, TABLE_DEFINITIONS, type ConsoleTable, type HideableColumn } from './console-search.ts';

export type { ConsoleTable, HideableColumn, TableFilter } from './console-search.ts';
export { sortableColumns } from './console-search.ts';

/** The page that shows each table (two share Audit Logs). */
const PAGES = { users: '/admin/users', logins: '/admin/logs', transactions: '/admin/logs' } as const;

const table = <T extends ConsoleTable>(name: T) => {
  const definition = TABLE_DEFINITIONS[name];
  return {
    path: PAGES[name],
    ...definition,
    params: [definition.query, ...definition.filters, definition.sort, definition.dir, definition.hide],
  } as const satisfies TableSpec;
};

/**
 * The console's tables whose views live in the URL (src/ui/table/table-url.ts reads and writes
 * them) and which the browser remembers and saves (machines/table-views): each one's page, URL
 * params and columns. The params and columns are defined with the routes' search validation
 * (TABLE_DEFINITIONS, console-search.ts), which is built from them.
 */
export const CONSOLE_TABLES = { users: table('users'), logins: table('logins'), transactions: table('transactions') };

/** The columns the Columns menu offers, in the table's order (the rest always show). */
export const hideableColumns = <T extends ConsoleTable>(name: T) => flaggedColumns(name, 'hideable') as HideableColumn<T>[];

/**
 * The name field of the Save view / Rename view dialog: rendered by src/ui/table/table-views-menu.tsx,
 * focused by the table-views machine's live action (src/adapters/table-views.dom.ts).
 */
export const VIEW_NAME_FIELD_ID = 'view-name';
