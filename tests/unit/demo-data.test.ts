import { describe, expect, it } from 'vitest';
import { amountDue, INVOICES, invoicesFor, SPEND_HISTORY, spendHistory } from '../../src/mock/billing-data.ts';
import { paymentDueDate } from '../../src/mock/billing-dates.ts';
import { DAILY_CALLS, recentDays } from '../../src/features/admin-dashboard/dashboard-data.ts';
import { consentLogsFor, loginLogsFor, sampleLogFor, transactionLogsFor } from '../../src/features/admin-logs/logs-data.ts';
import {
  BREAKDOWN_MONTH,
  breakdownMonth,
  BY_COUNTRY,
  BY_OPERATOR,
  BY_USE_CASE,
  MONTHLY_USAGE,
  monthlyUsage,
} from '../../src/features/admin-reports/reports-data.ts';
import { before, DEMO_NOW, monthsBefore } from '../../src/mock/demo-clock.ts';
import { SIGNED_IN_EMAIL, USERS, usersFor } from '../../src/mock/users-data.ts';

const DAY = 86_400_000;
const LOG_WINDOW_DAYS = 7;

/** Moments that have broken date code before: a month's last second, a year's first, a leap day. */
const NOWS = [
  '2026-11-25T10:34:15Z',
  '2026-12-31T23:59:59Z',
  '2027-01-01T00:00:00Z',
  '2027-06-15T12:00:00Z',
  '2028-02-29T08:00:00Z',
  '2024-03-01T00:30:00Z',
].map((iso) => new Date(iso));

const monthKey = ({ year, month }: { year: number; month: number }) => `${String(year)}-${String(month).padStart(2, '0')}-01`;

describe('the demo clock', () => {
  it('counts the months before the current one, across year ends', () => {
    expect(monthsBefore(new Date('2027-02-10T00:00:00Z'), 6).map(monthKey)).toEqual([
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
    ]);
    expect(monthsBefore(new Date('2026-11-30T23:59:59Z'), 2).map(monthKey)).toEqual(['2026-09-01', '2026-10-01']);
  });

  it('dates a moment before the current minute, to the second', () => {
    const now = new Date('2026-11-25T10:34:15.678Z');
    expect(before(now, {})).toBe('2026-11-25T10:34:00Z');
    expect(before(now, { days: 1, hours: 2, minutes: 3, seconds: 4 })).toBe('2026-11-24T08:30:56Z');
  });
});

describe('pinned to 25 November 2026', () => {
  const now = new Date('2026-11-25T10:34:15Z');

  it('bills May to October 2026, October unpaid and due on November 30', () => {
    expect(invoicesFor(now).map((invoice) => [invoice.id, invoice.period, invoice.status])).toEqual([
      ['INV-2026-010', '2026-10-01', 'unpaid'],
      ['INV-2026-009', '2026-09-01', 'paid'],
      ['INV-2026-008', '2026-08-01', 'paid'],
      ['INV-2026-007', '2026-07-01', 'paid'],
      ['INV-2026-006', '2026-06-01', 'paid'],
      ['INV-2026-005', '2026-05-01', 'paid'],
    ]);
    expect(amountDue(now)).toEqual({ amount: 1234.56, dueDate: '2026-11-30' });
    expect(breakdownMonth(now)).toBe('2026-10-01');
  });

  it('puts the signed-in admin’s sign-in minutes ago, first in the log', () => {
    expect(loginLogsFor(now)[0]).toMatchObject({ timestamp: '2026-11-25T10:31:46Z', userId: 'usr_001', status: 'success' });
    expect(usersFor(now)[0]).toMatchObject({ name: 'Test Admin', email: 'admin@example.com', lastLogin: '2026-11-25T10:31:46Z' });
  });
});

describe.each(NOWS.map((now) => [now.toISOString(), now] as const))('coherent on %s', (_, now) => {
  const invoices = invoicesFor(now);
  const spend = spendHistory(now);
  const usage = monthlyUsage(now);
  const sixMonthsBefore = monthsBefore(now, 6).map(monthKey);

  it('has the six months before the current one as invoices, newest first, only the newest unpaid', () => {
    expect(invoices.map((invoice) => invoice.period)).toEqual([...sixMonthsBefore].reverse());
    expect(new Set(invoices.map((invoice) => invoice.id)).size).toBe(6);
    expect(invoices.map((invoice) => invoice.status)).toEqual(['unpaid', 'paid', 'paid', 'paid', 'paid', 'paid']);
    // The current month is not billed yet, and no invoice is from the future.
    const currentMonth = monthKey({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
    for (const invoice of invoices) expect(invoice.period < currentMonth).toBe(true);
  });

  it('asks for the newest invoice by the last day of the current month', () => {
    const due = amountDue(now);
    expect(due.amount).toBe(invoices[0]?.amount);
    expect(due.dueDate).toBe(paymentDueDate(now));
    expect(due.dueDate.slice(0, 7)).toBe(now.toISOString().slice(0, 7));
  });

  it('charts and reports the invoices’ months and amounts', () => {
    expect(spend.map(monthKey)).toEqual(sixMonthsBefore);
    expect(spend.map((month) => month.amount)).toEqual([...invoices].reverse().map((invoice) => invoice.amount));
    expect(usage.map(monthKey)).toEqual(sixMonthsBefore);
    expect(usage.map((month) => month.spend)).toEqual(spend.map((month) => month.amount));
    expect(breakdownMonth(now)).toBe(invoices[0]?.period);
  });

  it('keeps every log entry within the last seven days, newest first, none in the future', () => {
    const logs = [consentLogsFor(now), loginLogsFor(now), transactionLogsFor(now)];
    for (const log of logs) {
      const times = log.map((entry) => Date.parse(entry.timestamp));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const time of times) {
        expect(time).toBeLessThanOrEqual(now.getTime());
        expect(time).toBeGreaterThan(now.getTime() - LOG_WINDOW_DAYS * DAY);
      }
    }
    const sample = sampleLogFor(now);
    const [newest] = transactionLogsFor(now);
    expect(sample.transactionId).toBe(newest?.id);
    expect(sample.timestamp.replace(/\.\d+Z$/, 'Z')).toBe(newest?.timestamp);
    expect(Date.parse(sample.response.lastChangeDate)).toBeLessThan(now.getTime());
  });

  it('lists the signed-in Test Admin, and each user’s last login is their newest success in the log', () => {
    const users = usersFor(now);
    const logins = loginLogsFor(now);
    expect(users.filter((user) => user.email === SIGNED_IN_EMAIL)).toEqual([
      expect.objectContaining({ name: 'Test Admin', role: 'admin' }),
    ]);
    expect(new Set(users.map((user) => user.id)).size).toBe(users.length);
    for (const login of logins) expect(users.map((user) => user.id)).toContain(login.userId);
    for (const user of users) {
      const newest = logins.find((login) => login.userId === user.id && login.status === 'success');
      if (newest) expect(user.lastLogin).toBe(newest.timestamp);
      else if (user.lastLogin) expect(Date.parse(user.lastLogin)).toBeLessThan(now.getTime() - LOG_WINDOW_DAYS * DAY);
      if (user.lastLogin) expect(Date.parse(user.lastLogin)).toBeLessThanOrEqual(now.getTime());
    }
    // The admin who just signed in is the most recent sign-in of all.
    const admin = users.find((user) => user.email === SIGNED_IN_EMAIL);
    expect(logins[0]).toMatchObject({ userId: admin?.id, status: 'success', timestamp: admin?.lastLogin });
  });

  it('shows the dashboard’s last 30 days ending today', () => {
    const days = recentDays(now, DAILY_CALLS.length);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe(now.toISOString().slice(0, 10));
  });

  it('is the same data every time for the same moment', () => {
    expect(invoicesFor(new Date(now))).toEqual(invoices);
    expect(loginLogsFor(new Date(now))).toEqual(loginLogsFor(now));
    expect(usersFor(new Date(now))).toEqual(usersFor(now));
  });
});

describe('the data the console loads', () => {
  it('is dated from one moment, so every page agrees', () => {
    expect(INVOICES).toEqual(invoicesFor(DEMO_NOW));
    expect(SPEND_HISTORY.map(monthKey)).toEqual(MONTHLY_USAGE.map(monthKey));
    expect(BREAKDOWN_MONTH).toBe(INVOICES[0]?.period);
    expect(USERS.some((user) => user.email === SIGNED_IN_EMAIL)).toBe(true);
  });

  it('breaks the newest month’s calls down in full, by country, operator and use case', () => {
    const newest = MONTHLY_USAGE.at(-1)?.calls;
    for (const breakdown of [BY_COUNTRY, BY_OPERATOR, BY_USE_CASE]) {
      expect(breakdown.reduce((sum, entry) => sum + entry.calls, 0)).toBe(newest);
    }
  });
});
