import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, renderApp } from './render-app.tsx';

// The console's demo data is dated from when it loads (demo-clock.ts). Pinned to 25 November
// 2026, every page must tell the same story: billed May–October 2026, October due by November
// 30, the last 30 days ending today, logs of the last days. Only Date is faked.
vi.hoisted(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:34:15Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

describe('demo data dated from today, the same on every page', () => {
  it('Billing: October 2026 is the newest invoice, unpaid, due November 30, 2026', async () => {
    await renderApp('/admin/billing', { authToken: ADMIN_TOKEN });
    const due = await screen.findByRole('region', { name: 'Amount due this month' });
    expect(due).toHaveTextContent('Due November 30, 2026');
    const rows = within(screen.getByRole('table', { name: 'Recent invoices' }))
      .getAllByRole('row')
      .slice(1);
    // A phone's row header also holds the row's More details; it is labelled by its name alone.
    const nameOf = (header: HTMLElement) =>
      (header.hasAttribute('aria-labelledby') ? document.getElementById(header.getAttribute('aria-labelledby')!) : header)?.textContent;
    expect(rows.map((row) => nameOf(within(row).getByRole('rowheader')))).toEqual([
      'INV-2026-010',
      'INV-2026-009',
      'INV-2026-008',
      'INV-2026-007',
      'INV-2026-006',
      'INV-2026-005',
    ]);
    expect(rows[0]).toHaveTextContent('October 2026');
    expect(rows[5]).toHaveTextContent('May 2026');
    expect(screen.getByRole('img', { name: /^Monthly spend/ })).toHaveAccessibleName(
      expect.stringContaining('the highest month was September 2026 at $1,309.80'),
    );
  });

  it('Reports: the same six months, and the breakdowns are of the newest', async () => {
    const { user } = await renderApp('/admin/reports', { authToken: ADMIN_TOKEN });
    const panel = await screen.findByRole('tabpanel');
    expect(panel).toHaveTextContent(/per month, May\s–\sOctober 2026\./);
    await user.click(screen.getByRole('tab', { name: 'By Country' }));
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('registered, October 2026.'));
  });

  it('Dashboard: the last 30 days end today', async () => {
    await renderApp('/admin', { authToken: ADMIN_TOKEN });
    const chart = await screen.findByRole('img', { name: /^Calls vs Cost \(30d\)/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('The busiest day was November 18, with 3,024 calls.'));
    const rows = within(screen.getAllByRole('table')[0]!).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Oct 27, 2026');
    expect(rows.at(-1)).toHaveTextContent('Nov 25, 2026');
  });

  it('Audit Logs: the signed-in admin’s sign-in minutes ago, and traffic of the last minutes', async () => {
    await renderApp('/admin/logs', { authToken: ADMIN_TOKEN });
    const logins = await screen.findByRole('region', { name: 'User Login History' });
    const first = within(logins).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('11/25/2026, 10:31:46 UTC');
    expect(first).toHaveTextContent('usr_001');
    const transactions = screen.getByRole('region', { name: 'API Transaction Logs' });
    expect(within(transactions).getAllByRole('row')[1]).toHaveTextContent('11/25/2026, 10:33:42 UTC');
    expect(within(transactions).getAllByRole('row')[4]).toHaveTextContent('2,035 ms');
  });

  it('Users: Test Admin is usr_001, last seen at the same moment as in the log', async () => {
    await renderApp('/admin/users', { authToken: ADMIN_TOKEN });
    const me = await screen.findByRole('row', { name: /Test Admin/ });
    expect(me).toHaveTextContent('admin@example.com');
    expect(me).toHaveTextContent('11/25/2026, 10:31:46 UTC');
  });
});
