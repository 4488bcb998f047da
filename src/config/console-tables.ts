import type { TableSpec } from '../../machines/table-views/index.ts';

/**
 * The console's tables whose views the browser remembers and saves (machines/table-views):
 * the page that shows each one and the URL params that make its view (console-search.ts).
 * Two tables can share a page (Audit Logs): each keeps its own params.
 */
export const CONSOLE_TABLES = {
  users: { path: '/admin/users', params: ['q', 'role', 'sort', 'dir', 'hide'] },
  logins: { path: '/admin/logs', params: ['loginQ', 'loginStatus', 'loginSort', 'loginDir', 'loginHide'] },
  transactions: { path: '/admin/logs', params: ['txnQ', 'txnStatus', 'txnApi', 'txnSort', 'txnDir', 'txnHide'] },
} as const satisfies Record<string, TableSpec>;

export type ConsoleTable = keyof typeof CONSOLE_TABLES;
