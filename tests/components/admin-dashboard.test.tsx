import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, renderApp } from './render-app.tsx';

describe('Dashboard', () => {
  it('shows Quick Look: two trends with their direction in words, and four counters', async () => {
    await renderApp('/admin', { authToken: ADMIN_TOKEN });
    const quickLook = await screen.findByRole('region', { name: 'Quick Look' });
    const calls = within(quickLook).getByText('API Calls (24h)').parentElement!;
    expect(calls).toHaveTextContent('2,912');
    expect(calls).toHaveTextContent('Up+6.3%vs. previous day');
    const spend = within(quickLook).getByText('Spend (24h)').parentElement!;
    expect(spend).toHaveTextContent('$44.87');
    expect(spend).toHaveTextContent('Down-3.2%vs. previous day');
    for (const [label, value] of [
      ['Active Users', '1,248'],
      ['Pending Invoices', '1'],
      ['Open Tickets', '3'],
      ['Error Rate', '0.42%'],
    ]) {
      expect(within(quickLook).getByText(label!).closest('div')).toHaveTextContent(`${label!}${value!}`);
    }
  });

  it('draws both charts as named images with a data table behind a disclosure', async () => {
    await renderApp('/admin', { authToken: ADMIN_TOKEN });
    const calls = await screen.findByRole('img', { name: /^Calls vs Cost \(30d\)/ });
    expect(calls).toHaveAccessibleName(expect.stringContaining('80,190 calls and $1,237.59 in spend over 30 days'));
    const usage = screen.getByRole('img', { name: /^Usage by API/ });
    expect(usage).toHaveAccessibleName(expect.stringContaining('Number Verify carried the most traffic, with 32,450 of 80,190 calls.'));
    const tables = screen.getAllByRole('table');
    expect(within(tables[0]!).getAllByRole('row')).toHaveLength(31);
    expect(within(tables[1]!).getByRole('row', { name: 'Quality on Demand 960' })).toBeInTheDocument();
    expect(screen.getAllByText('Show data table')).toHaveLength(2);
  });
});
