import { render, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers.tsx';
import { BillingPage } from '../../src/features/admin-billing/billing-page.tsx';
import { DEMO_NOW } from '../../src/mock/demo-clock.ts';
import { ADMIN_TOKEN, renderApp } from './render-app.tsx';

// The demo data is dated from when the console loads it: pin that moment to 10 February 2027,
// so the six billed months (August 2026 to January 2027) cross a year end. Only Date is faked:
// timers keep running for the router and user-event.
vi.hoisted(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-02-10T12:00:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

describe('Billing page', () => {
  it('is dated from the pinned day', () => {
    expect(DEMO_NOW.toISOString()).toBe('2027-02-10T12:00:00.000Z');
  });

  it('shows the newest invoice as the amount due, by the last day of the current month', async () => {
    await renderApp('/admin/billing', { authToken: ADMIN_TOKEN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    const due = screen.getByRole('region', { name: 'Amount due this month' });
    expect(within(due).getByText('$1,234.56')).toBeInTheDocument();
    expect(within(due).getByText('Due February 28, 2027')).toBeInTheDocument();
  });

  it('formats the due date and amount in Hebrew', async () => {
    await renderApp('/admin/billing', { authToken: ADMIN_TOKEN, language: 'he' });
    const due = await screen.findByRole('region', { name: 'לתשלום החודש' });
    expect(due).toHaveTextContent('לתשלום עד 28 בפברואר 2027');
    expect(due.textContent.replace(/[\u200e\u200f]/g, '').replace(/\u00a0/g, ' ')).toContain('1,234.56 $');
  });

  it('lists the invoices of the six months before this one, newest first, with status words and PDF links', async () => {
    await renderApp('/admin/billing', { authToken: ADMIN_TOKEN });
    const table = await screen.findByRole('table', { name: 'Recent invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('INV-2027-001');
    expect(rows[0]).toHaveTextContent('January 2027');
    expect(rows[0]).toHaveTextContent('$1,234.56');
    expect(rows[0]).toHaveTextContent('Unpaid');
    expect(rows[1]).toHaveTextContent('December 2026');
    expect(rows[5]).toHaveTextContent('INV-2026-008');
    expect(rows[5]).toHaveTextContent('August 2026');
    expect(rows[5]).toHaveTextContent('Paid');
    const pdf = within(rows[0]!).getByRole('link', { name: 'PDF of invoice INV-2027-001 (opens in a new tab)' });
    expect(pdf).toHaveAttribute('href', '/mock/invoice.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener');
  });

  it('shows the empty state when there are no invoices', async () => {
    const { actors, i18n } = await renderApp('/admin/billing', { authToken: ADMIN_TOKEN });
    const { container } = render(
      <AppProviders actors={actors} i18n={i18n}>
        <BillingPage invoices={[]} />
      </AppProviders>,
    );
    const section = within(container).getByRole('heading', { name: 'Recent invoices' }).closest('section')!;
    expect(within(section).getByText('No invoices found for the last 6 months.')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws the same six months of spend on a scale of at least 1500, with values on the bars', async () => {
    await renderApp('/admin/billing', { authToken: ADMIN_TOKEN });
    const chart = await screen.findByRole('img', { name: /Monthly spend/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('the highest month was December 2026 at $1,309.80'));
    expect(
      within(chart)
        .getAllByTestId('bar-value')
        .map((label) => label.textContent),
    ).toEqual(['$842.10', '$915.35', '$1,068.90', '$1,172.45', '$1,309.80', '$1,234.56']);
    expect(within(chart).getByText('$1.5K')).toBeInTheDocument();
    expect(within(chart).queryByText('$2K')).not.toBeInTheDocument();
  });

  it('writes the bars’ values in full in Hebrew too, as in English (compact only on the axis)', async () => {
    await renderApp('/admin/billing', { authToken: ADMIN_TOKEN, language: 'he' });
    const chart = await screen.findByRole('img', { name: /^הוצאה חודשית/ });
    const plain = (value: string | null) => (value ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '').replace(/\u00a0/g, ' ');
    expect(
      within(chart)
        .getAllByTestId('bar-value')
        .map((label) => plain(label.textContent)),
    ).toEqual(['842.10 $', '915.35 $', '1,068.90 $', '1,172.45 $', '1,309.80 $', '1,234.56 $']);
  });

  it('shows "Navigating to API Details (Mock)" when a marketplace tile is chosen', async () => {
    const { user } = await renderApp('/admin/billing', { authToken: ADMIN_TOKEN });
    const tile = await screen.findByRole('button', { name: 'Number Verify' });
    expect(tile).toHaveAccessibleDescription(expect.stringContaining('$0.005 per call'));
    await user.click(tile);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Navigating to API Details (Mock)');
    expect(status).toHaveTextContent('In a real app, this would open the Number Verify page with its documentation and pricing.');
  });

  it('lists six APIs with their categories, providers and full prices per call', async () => {
    await renderApp('/admin/billing', { authToken: ADMIN_TOKEN });
    const market = await screen.findByRole('region', { name: 'API Marketplace' });
    const tiles = within(market).getAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('data-api-id'))).toEqual([
      'api_num_verify',
      'api_device_location',
      'api_device_status',
      'api_sim_swap',
      'api_qod',
      'api_otp_sms',
    ]);
    expect(tiles.map((tile) => /\$[\d.]+ per call/.exec(tile.textContent)?.[0])).toEqual([
      '$0.005 per call',
      '$0.01 per call',
      '$0.008 per call',
      '$0.02 per call',
      '$0.05 per call',
      '$0.03 per call',
    ]);
    expect(tiles[3]).toHaveTextContent('Security');
    expect(tiles[3]).toHaveTextContent('Provided by Bluepeak Mobile');
  });

  it('shows the mock invoice detail for a row', async () => {
    const { user } = await renderApp('/admin/billing', { authToken: ADMIN_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Details of invoice INV-2026-012' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Mock Invoice Detail');
    expect(status).toHaveTextContent('INV-2026-012 · December 2026 · $1,309.80 · Paid');
  });
});
