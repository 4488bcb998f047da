/**
 * The console tables' views, held in the URL's search params: search, sort and filters of
 * User Management and the two Audit Logs tables, and which log record's details are open.
 * Each route's `validateSearch` keeps only what it knows, so a hand-edited or stale link
 * never breaks a page: an unknown value is dropped and the table shows its default.
 *
 * The console routes validate with it and the tables read it (here, not in a route folder, as
 * features import no route). Part of the start-up code of every page (route files are), so it
 * stays small and imports only the API slugs (already in start-up's shared chunk): the value lists are checked against the features' own in
 * tests/unit.
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
      Object.entries(spec).map(([key, allowed]) => [
        key,
        allowed === 'text' ? text(search[key]) : allowed.find((item) => item === search[key]),
      ]),
    ) as SearchOf<S>;

const DIRECTIONS = ['asc', 'desc'] as const;

export const USER_ROLES = ['admin', 'editor', 'viewer'] as const;
export const USER_SORTS = ['name', 'email', 'role', 'lastLogin'] as const;
/**
 * `hide`: the hidden columns, comma-separated (src/ui/table/table-model.ts checks it). The command
 * palette's one-shot requests (`edit=<user id>`, `add`) are not listed: the users page reads them
 * raw, its machine checks the user, and they leave the URL at once (src/adapters/users.live.ts).
 */
export const validateUsersSearch = searchValidator({ q: 'text', role: USER_ROLES, sort: USER_SORTS, dir: DIRECTIONS, hide: 'text' });

export const LOGIN_SORTS = ['timestamp', 'userId', 'ipAddress', 'status'] as const;
export const LOGIN_STATUSES = ['success', 'failedOtp'] as const;
export const TRANSACTION_SORTS = ['timestamp', 'api', 'status', 'latency', 'cost'] as const;
export const TRANSACTION_STATUSES = ['success', 'delivered', 'errorNoCoverage'] as const;
/** The transaction log's API filter: the catalogue's slugs. */
export const LOG_APIS = API_SLUGS;
export const validateLogsSearch = searchValidator({
  loginQ: 'text',
  loginStatus: LOGIN_STATUSES,
  loginSort: LOGIN_SORTS,
  loginDir: DIRECTIONS,
  loginHide: 'text',
  txnQ: 'text',
  txnStatus: TRANSACTION_STATUSES,
  txnApi: LOG_APIS,
  txnSort: TRANSACTION_SORTS,
  txnDir: DIRECTIONS,
  txnHide: 'text',
  /** The id of the log record whose details panel is open. */
  details: 'text',
});
export type LogsSearch = ReturnType<typeof validateLogsSearch>;
