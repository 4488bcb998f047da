/**
 * The console tables' views, held in the URL's search params: search, sort and filters of
 * User Management and the two Audit Logs tables, and which log record's details are open.
 * Each route's `validateSearch` keeps only what it knows, so a hand-edited or stale link
 * never breaks a page: an unknown value is dropped and the table shows its default.
 *
 * The console routes validate with it and the tables read it (here, not in a route folder, as
 * features import no route). Each table's params and sortable columns come from its definition
 * (TABLE_DEFINITIONS), so a column marked sortable is never a sort the route drops. Part of the
 * start-up code of every page (route files are), so it stays small and imports only the API
 * slugs (already in start-up's shared chunk); the console's side of the tables (their pages, the
 * Columns menu) is console-tables.ts. The filter value lists are checked against the features'
 * own in tests/unit.
 */

import { API_SLUGS } from './api-slugs.ts';

/** A param: free text, or one of a list of values. */
type ParamSpec = 'text' | readonly string[];
type SearchOf<S extends Record<string, ParamSpec>> = {
  readonly [K in keyof S]?: S[K] extends readonly (infer T)[] ? T : string;
};

/** Free text: the router reads `?q=123` as a number and `?q=true` as a boolean, so both are text too. */
const text = (value: unknown) => {
  const trimmed = ['string', 'number', 'boolean'].includes(typeof value) ? String(value).trim().slice(0, 100) : '';
  return trimmed === '' ? undefined : trimmed;
};

/**
 * A `validateSearch` from a spec. Every key is returned, an unusable one as `undefined`: the
 * router lays a route's validated search over the raw one, so a key left out would keep its
 * raw value. (Undefined keys never reach the URL.)
 */
const searchValidator =
  <S extends Record<string, ParamSpec>>(spec: S) =>
  (search: Record<string, unknown>): SearchOf<S> =>
    Object.fromEntries(
      Object.entries(spec).map(([key, allowed]) => [key, allowed === 'text' ? text(search[key]) : oneOf(allowed, search[key])]),
    ) as SearchOf<S>;

/**
 * A value of a list, or its camelCase spelling of a hyphenated one: links and saved views from
 * before the transaction log's API filter took the catalogue's slugs say `simSwap`.
 */
const oneOf = (allowed: readonly string[], value: unknown) =>
  allowed.find((item) => item === value) ??
  (typeof value === 'string'
    ? allowed.find((item) => item === value.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))
    : undefined);

const DIRECTIONS = ['asc', 'desc'] as const;

/**
 * What a person may do with a column: sort the table by it (its header is a button, and the
 * route keeps it as the sort) and hide it (the Columns menu offers it). A column with neither
 * (a row's actions, a CSV-only id) is listed too: a table's columns are these.
 */
interface ColumnFlags {
  readonly sortable?: true;
  readonly hideable?: true;
}
const BOTH = { sortable: true, hideable: true } as const;

/** A table: its URL params by what they hold (search, filters, sort and direction, hidden columns) and its columns. */
interface TableDefinition {
  readonly query: string;
  readonly filters: readonly string[];
  readonly sort: string;
  readonly dir: string;
  readonly hide: string;
  readonly columns: Readonly<Record<string, ColumnFlags>>;
}

/** The console's tables whose views live in the URL; their pages are in console-tables.ts. */
export const TABLE_DEFINITIONS = {
  users: {
    query: 'q',
    filters: ['role'],
    sort: 'sort',
    dir: 'dir',
    hide: 'hide',
    columns: { name: BOTH, email: BOTH, role: BOTH, lastLogin: BOTH, actions: {} },
  },
  // Two tables share the Audit Logs page: each has its own params.
  logins: {
    query: 'loginQ',
    filters: ['loginStatus'],
    sort: 'loginSort',
    dir: 'loginDir',
    hide: 'loginHide',
    columns: { timestamp: BOTH, userId: BOTH, ipAddress: BOTH, status: BOTH, id: {}, actions: {} },
  },
  transactions: {
    query: 'txnQ',
    filters: ['txnStatus', 'txnApi'],
    sort: 'txnSort',
    dir: 'txnDir',
    hide: 'txnHide',
    columns: { timestamp: BOTH, api: BOTH, status: BOTH, latency: BOTH, cost: BOTH, id: {}, actions: {} },
  },
} as const satisfies Record<string, TableDefinition>;

export type ConsoleTable = keyof typeof TABLE_DEFINITIONS;
type Def<T extends ConsoleTable> = (typeof TABLE_DEFINITIONS)[T];
/** A table's column ids. */
export type TableColumn<T extends ConsoleTable> = keyof Def<T>['columns'] & string;
type Flagged<T extends ConsoleTable, F extends keyof ColumnFlags> = {
  [C in TableColumn<T>]: Def<T>['columns'][C] extends Record<F, true> ? C : never;
}[TableColumn<T>];
export type SortableColumn<T extends ConsoleTable> = Flagged<T, 'sortable'>;
export type HideableColumn<T extends ConsoleTable> = Flagged<T, 'hideable'>;
/** The filter params of a table (`role`, `loginStatus`, …). */
export type TableFilter<T extends ConsoleTable> = Def<T>['filters'][number];

/** A table's columns with a flag, in the table's order. */
export const flaggedColumns = (table: ConsoleTable, flag: keyof ColumnFlags): string[] => {
  const columns: Readonly<Record<string, ColumnFlags>> = TABLE_DEFINITIONS[table].columns;
  return Object.keys(columns).filter((id) => columns[id]?.[flag]);
};
/** The columns a table sorts by: the only sort values its route keeps. */
export const sortableColumns = <T extends ConsoleTable>(table: T) => flaggedColumns(table, 'sortable') as SortableColumn<T>[];

/**
 * A table's params from its definition: its search and hidden columns are text, its sort one
 * of the columns marked sortable, its filters one of the values given here.
 */
const tableSearch = <T extends ConsoleTable, const F extends Record<TableFilter<T>, readonly string[]>>(table: T, filters: F) => {
  const spec = TABLE_DEFINITIONS[table];
  return { [spec.query]: 'text', [spec.hide]: 'text', [spec.sort]: sortableColumns(table), [spec.dir]: DIRECTIONS, ...filters } as {
    [K in Def<T>['query'] | Def<T>['hide']]: 'text';
  } & { [K in Def<T>['sort']]: readonly SortableColumn<T>[] } & { [K in Def<T>['dir']]: typeof DIRECTIONS } & F;
};
export const USER_ROLES = ['admin', 'editor', 'viewer'] as const;
/**
 * `hide`: the hidden columns, comma-separated (src/ui/table/table-model.ts checks it). The command
 * palette's one-shot requests (`edit=<user id>`, `add`) are not listed: the users page reads them
 * raw, its machine checks the user, and they leave the URL at once (src/adapters/users.live.ts).
 */
export const validateUsersSearch = searchValidator(tableSearch('users', { role: USER_ROLES }));

export const LOGIN_STATUSES = ['success', 'failedOtp'] as const;
export const TRANSACTION_STATUSES = ['success', 'delivered', 'errorNoCoverage'] as const;
/** The transaction log's API filter: the catalogue's slugs. */
export const LOG_APIS = API_SLUGS;
export const validateLogsSearch = searchValidator({
  ...tableSearch('logins', { loginStatus: LOGIN_STATUSES }),
  ...tableSearch('transactions', { txnStatus: TRANSACTION_STATUSES, txnApi: LOG_APIS }),
  /** The id of the log record whose details panel is open. */
  details: 'text',
});
export type LogsSearch = ReturnType<typeof validateLogsSearch>;
