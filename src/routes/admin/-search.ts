/**
 * The console tables' views, held in the URL's search params: search, sort and filters of
 * User Management and the two Audit Logs tables, and which log record's details are open.
 * Each route's `validateSearch` keeps only what it knows, so a hand-edited or stale link
 * never breaks a page: an unknown value is dropped and the table shows its default.
 *
 * Loaded with the route tree (before any console code), so it stays small and imports only
 * the id lists.
 */
import { ROLE_IDS, type RoleId } from '../../../machines/users/users.types.ts';

export type SortDirection = 'asc' | 'desc';

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined => allowed.find((item) => item === value);

/** Free text: the router reads `?q=123` as a number and `?q=true` as a boolean, so both are text too. */
function text(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  const trimmed = String(value).trim().slice(0, 100);
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Every key is returned, an unusable one as `undefined`: the router lays a route's validated
 * search over the raw one, so a key left out would keep its raw value. (Undefined keys never
 * reach the URL.)
 */
const defined = <T extends object>(search: T): T => search;

export const USER_SORTS = ['name', 'email', 'role', 'lastLogin'] as const;
export interface UsersSearch {
  readonly q?: string;
  readonly role?: RoleId;
  readonly sort?: (typeof USER_SORTS)[number];
  readonly dir?: SortDirection;
}

export const validateUsersSearch = (search: Record<string, unknown>): UsersSearch => {
  const sort = oneOf(search.sort, USER_SORTS);
  return defined({
    q: text(search.q),
    role: oneOf(search.role, ROLE_IDS),
    sort,
    dir: sort ? oneOf(search.dir, ['asc', 'desc'] as const) : undefined,
  });
};

export const LOGIN_SORTS = ['timestamp', 'userId', 'ipAddress', 'status'] as const;
export const LOGIN_STATUSES = ['success', 'failedOtp'] as const;
export const TRANSACTION_SORTS = ['timestamp', 'api', 'status', 'latency', 'cost'] as const;
export const TRANSACTION_STATUSES = ['success', 'delivered', 'errorNoCoverage'] as const;
export const LOG_APIS = ['numberVerify', 'simSwap', 'deviceLocation', 'deviceStatus', 'qualityOnDemand', 'otpSms'] as const;

export interface LogsSearch {
  readonly loginQ?: string;
  readonly loginStatus?: (typeof LOGIN_STATUSES)[number];
  readonly loginSort?: (typeof LOGIN_SORTS)[number];
  readonly loginDir?: SortDirection;
  readonly txnQ?: string;
  readonly txnStatus?: (typeof TRANSACTION_STATUSES)[number];
  readonly txnApi?: (typeof LOG_APIS)[number];
  readonly txnSort?: (typeof TRANSACTION_SORTS)[number];
  readonly txnDir?: SortDirection;
  /** The id of the log record whose details panel is open. */
  readonly details?: string;
}

export const validateLogsSearch = (search: Record<string, unknown>): LogsSearch => {
  const loginSort = oneOf(search.loginSort, LOGIN_SORTS);
  const txnSort = oneOf(search.txnSort, TRANSACTION_SORTS);
  return defined({
    loginQ: text(search.loginQ),
    loginStatus: oneOf(search.loginStatus, LOGIN_STATUSES),
    loginSort,
    loginDir: loginSort ? oneOf(search.loginDir, ['asc', 'desc'] as const) : undefined,
    txnQ: text(search.txnQ),
    txnStatus: oneOf(search.txnStatus, TRANSACTION_STATUSES),
    txnApi: oneOf(search.txnApi, LOG_APIS),
    txnSort,
    txnDir: txnSort ? oneOf(search.txnDir, ['asc', 'desc'] as const) : undefined,
    details: text(search.details),
  });
};
