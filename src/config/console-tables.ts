import type { TableSpec } from '../../machines/table-views/index.ts';

/** A table's URL params by what they hold: its search, its filters, its sort and direction, its hidden columns. */
interface TableParams {
  readonly query: string;
  readonly filters: readonly string[];
  readonly sort: string;
  readonly dir: string;
  readonly hide: string;
}

const table = <const P extends TableParams>(path: string, params: P) =>
  ({ path, ...params, params: [params.query, ...params.filters, params.sort, params.dir, params.hide] }) as const satisfies TableSpec;

/**
 * The console's tables whose views live in the URL (src/ui/table/table-url.ts reads and writes
 * them) and which the browser remembers and saves (machines/table-views): the page that shows
 * each one and its URL params (validated by console-search.ts). Two tables can share a page
 * (Audit Logs): each keeps its own params.
 */
export const CONSOLE_TABLES = {
  users: table('/admin/users', { query: 'q', filters: ['role'], sort: 'sort', dir: 'dir', hide: 'hide' }),
  logins: table('/admin/logs', { query: 'loginQ', filters: ['loginStatus'], sort: 'loginSort', dir: 'loginDir', hide: 'loginHide' }),
  transactions: table('/admin/logs', {
    query: 'txnQ',
    filters: ['txnStatus', 'txnApi'],
    sort: 'txnSort',
    dir: 'txnDir',
    hide: 'txnHide',
  }),
};

export type ConsoleTable = keyof typeof CONSOLE_TABLES;

/**
 * The name field of the Save view / Rename view dialog: rendered by src/ui/table/table-views-menu.tsx,
 * focused by the table-views machine's live action (src/adapters/table-views.dom.ts).
 */
export const VIEW_NAME_FIELD_ID = 'view-name';
/** The filter params of a table (`role`, `loginStatus`, …). */
export type TableFilter<T extends ConsoleTable> = (typeof CONSOLE_TABLES)[T]['filters'][number];
