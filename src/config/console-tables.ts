import type { TableSpec } from '../../machines/table-views/index.ts';
import { flaggedColumns, TABLE_DEFINITIONS, type ConsoleTable, type HideableColumn } from './console-search.ts';

export type { ConsoleTable, HideableColumn, TableColumn, TableFilter } from './console-search.ts';
export { sortableColumns } from './console-search.ts';

/** A table's URL params, all of them (what the saved views keep). */
const params = ({ query, filters, sort, dir, hide }: (typeof TABLE_DEFINITIONS)[ConsoleTable]) => [query, ...filters, sort, dir, hide];

/**
 * The console's tables whose views live in the URL (src/ui/table/table-url.ts reads and writes
 * them) and which the browser remembers and saves (machines/table-views): each one's page, URL
 * params and columns. The params and columns are defined with the routes' search validation
 * (TABLE_DEFINITIONS, console-search.ts), which is built from them.
 */
export const CONSOLE_TABLES = {
  users: { path: '/admin/users', ...TABLE_DEFINITIONS.users, params: params(TABLE_DEFINITIONS.users) },
  // Two tables share Audit Logs.
  logins: { path: '/admin/logs', ...TABLE_DEFINITIONS.logins, params: params(TABLE_DEFINITIONS.logins) },
  transactions: { path: '/admin/logs', ...TABLE_DEFINITIONS.transactions, params: params(TABLE_DEFINITIONS.transactions) },
} as const satisfies Record<ConsoleTable, TableSpec>;

/** The columns the Columns menu offers, in the table's order (the rest always show). */
export const hideableColumns = <T extends ConsoleTable>(name: T) => flaggedColumns(name, 'hideable') as HideableColumn<T>[];

/**
 * The name field of the Save view / Rename view dialog: rendered by src/ui/table/table-views-menu.tsx,
 * focused by the table-views machine's live action (src/adapters/table-views.dom.ts).
 */
export const VIEW_NAME_FIELD_ID = 'view-name';
