import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../machines/users/users.types.ts';
import { LOGIN_LOGS, TRANSACTION_LOGS } from '../../src/features/admin-logs/logs-data.ts';
import {
  LOG_APIS,
  LOGIN_STATUSES,
  TRANSACTION_STATUSES,
  USER_ROLES,
  validateLogsSearch,
  validateUsersSearch,
} from '../../src/config/console-search.ts';
import { CONSOLE_TABLES, hideableColumns, sortableColumns, type ConsoleTable } from '../../src/config/console-tables.ts';
import { sortRows, tableCsv, type ColumnModel } from '../../src/ui/table/table-model.ts';

describe('console table search params', () => {
  it('keep what they know and drop the rest, so a stale link shows the default view', () => {
    expect(validateUsersSearch({ q: ' dana ', role: 'editor', sort: 'email', dir: 'desc', extra: 'x' })).toEqual({
      q: 'dana',
      role: 'editor',
      sort: 'email',
      dir: 'desc',
    });
    const dropped = validateUsersSearch({ q: '   ', role: 'owner', sort: 'password', dir: 'sideways' });
    expect(Object.values(dropped).filter((value: unknown) => value !== undefined)).toEqual([]);
    // The router parses ?q=123 as a number: it is still a search.
    expect(validateUsersSearch({ q: 123 }).q).toBe('123');
    expect(validateLogsSearch({ txnApi: 'sim-swap', loginStatus: 'failedOtp', details: 'txn_1', txnSort: 'latency' })).toMatchObject({
      txnApi: 'sim-swap',
      loginStatus: 'failedOtp',
      details: 'txn_1',
      txnSort: 'latency',
    });
  });

  it('read an API filter written with the old camelCase keys as its slug', () => {
    expect(validateLogsSearch({ txnApi: 'simSwap' }).txnApi).toBe('sim-swap');
    expect(validateLogsSearch({ txnApi: 'qualityOnDemand' }).txnApi).toBe('quality-on-demand');
    expect(validateLogsSearch({ txnApi: 'otpSms' }).txnApi).toBe('otp-sms');
    // Nothing else is stretched to fit.
    expect(validateLogsSearch({ txnApi: 'SimSwap' }).txnApi).toBeUndefined();
    expect(validateLogsSearch({ txnApi: 'sim_swap' }).txnApi).toBeUndefined();
  });

  it('keep as a sort exactly the columns the table marks sortable', () => {
    const validators: Record<ConsoleTable, (search: Record<string, unknown>) => Record<string, unknown>> = {
      users: validateUsersSearch,
      logins: validateLogsSearch,
      transactions: validateLogsSearch,
    };
    for (const [table, spec] of Object.entries(CONSOLE_TABLES) as [ConsoleTable, (typeof CONSOLE_TABLES)[ConsoleTable]][]) {
      const sortable: readonly string[] = sortableColumns(table);
      const columns = Object.keys(spec.columns);
      // Each table has columns of both kinds, so both halves below are tested.
      expect(sortable.length).toBeGreaterThan(0);
      expect(columns.filter((column) => !sortable.includes(column)).length).toBeGreaterThan(0);
      for (const column of columns) {
        const kept = validators[table]({ [spec.sort]: column })[spec.sort];
        expect(kept, `${table}: ${column}`).toBe(sortable.includes(column) ? column : undefined);
      }
    }
    // A row's actions and a CSV-only id are columns, but no sort.
    expect(validateUsersSearch({ sort: 'actions' }).sort).toBeUndefined();
    expect(validateLogsSearch({ loginSort: 'id', txnSort: 'cost' })).toMatchObject({ loginSort: undefined, txnSort: 'cost' });
  });

  it('offer to hide only the columns marked hideable', () => {
    expect(hideableColumns('users')).toEqual(['name', 'email', 'role', 'lastLogin']);
    expect(hideableColumns('transactions')).not.toContain('actions');
  });

  it('list the same values as the data and the machines', () => {
    expect(USER_ROLES).toEqual(ROLE_IDS);
    for (const row of TRANSACTION_LOGS) expect(LOG_APIS).toContain(row.api);
    for (const row of LOGIN_LOGS) expect(LOGIN_STATUSES).toContain(row.status);
    for (const row of TRANSACTION_LOGS) expect(TRANSACTION_STATUSES).toContain(row.status);
  });
});

describe('table model', () => {
  const rows = [
    { name: 'b', n: 2 },
    { name: 'A', n: 10 },
    { name: 'c', n: 2 },
  ];
  const columns: ColumnModel<(typeof rows)[number]>[] = [
    { id: 'name', sortValue: (row) => row.name, csvHeader: 'Name', csv: (row) => row.name },
    { id: 'n', sortValue: (row) => row.n },
    { id: 'actions' },
  ];
  const collator = new Intl.Collator('en', { sensitivity: 'base' });

  it('keeps the given order until sorted, sorts text by language and numbers as numbers, and keeps ties stable', () => {
    expect(sortRows(rows, columns, null, collator)).toBe(rows);
    expect(sortRows(rows, columns, { column: 'name', direction: 'ascending' }, collator).map((row) => row.name)).toEqual(['A', 'b', 'c']);
    expect(sortRows(rows, columns, { column: 'n', direction: 'ascending' }, collator).map((row) => row.name)).toEqual(['b', 'c', 'A']);
    expect(sortRows(rows, columns, { column: 'n', direction: 'descending' }, collator).map((row) => row.name)).toEqual(['A', 'b', 'c']);
    expect(sortRows(rows, columns, { column: 'actions', direction: 'ascending' }, collator)).toBe(rows);
  });

  it('writes the CSV of exactly the rows given, from the columns that have a CSV value', () => {
    expect(tableCsv(rows.slice(0, 2), columns)).toBe('\uFEFFName\r\nb\r\nA\r\n');
  });
});
