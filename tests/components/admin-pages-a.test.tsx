import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './render-app.tsx';

const ADMIN = '{"access":"mock","role":"Admin"}';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Dashboard', () => {
  it('shows Quick Look: two trends with their direction in words, and four counters', async () => {
    await renderApp('/admin', { authToken: ADMIN });
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
    await renderApp('/admin', { authToken: ADMIN });
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

describe('Company Settings', () => {
  it('marks a blank field at the field on save, focuses it, and saves once it is filled', async () => {
    const { user } = await renderApp('/admin/company', { authToken: ADMIN });
    const city = await screen.findByLabelText('City');
    expect(city).not.toHaveAttribute('aria-invalid');
    await user.clear(city);
    expect(city).not.toHaveAttribute('aria-invalid');
    const address = screen.getByRole('form', { name: 'Address' });
    await user.click(within(address).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    expect(city).toHaveAccessibleDescription('Fill in this field.');
    expect(city).toHaveFocus();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    // The other form is untouched.
    expect(screen.getByLabelText('Company Name')).not.toHaveAttribute('aria-invalid');
    await user.type(city, 'Haifa');
    expect(city).not.toHaveAttribute('aria-invalid');
    await user.click(within(address).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Changes Saved (Mock)');
    expect(city).not.toHaveAttribute('aria-invalid');
  });

  it('reveals the masked secret with a pressed toggle', async () => {
    const { user } = await renderApp('/admin/company', { authToken: ADMIN });
    const secret = await screen.findByLabelText('API Secret');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveAttribute('readonly');
    expect(secret).toHaveAccessibleDescription(expect.stringContaining('Treat your API secret like a password'));
    const toggle = screen.getByRole('button', { name: 'Show API secret' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(secret).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(secret).toHaveAttribute('type', 'password');
  });

  it('copies the key and the secret through the clipboard and announces it', async () => {
    const { user } = await renderApp('/admin/company', { authToken: ADMIN });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: 'Copy API key' }));
    expect(writeText).toHaveBeenLastCalledWith('sw_live_pk_7Hq2Lx9VtR4mWc8ZbN3d');
    expect(await screen.findByRole('status')).toHaveTextContent('CopiedThe API key is on your clipboard.');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    await user.click(screen.getByRole('button', { name: 'Copy API secret' }));
    expect(writeText).toHaveBeenLastCalledWith('sw_live_sk_Q8vJ2nT5rK9wX4pL7mZc1bF6yH3gD0sA');
    expect(await screen.findByText('The API secret is on your clipboard.')).toBeInTheDocument();
  });

  it('regenerates the secret into a new value of the same shape', async () => {
    const { user } = await renderApp('/admin/company', { authToken: ADMIN });
    const secret = await screen.findByLabelText<HTMLInputElement>('API Secret');
    const before = secret.value;
    await user.click(screen.getByRole('button', { name: 'Regenerate Secret' }));
    expect(await screen.findByText('API Secret Regenerated (Mock)')).toBeInTheDocument();
    expect(screen.getByText('In a real app, this would be a new secret.')).toBeInTheDocument();
    expect(secret.value).not.toBe(before);
    expect(secret.value).toMatch(/^sw_live_sk_[A-Za-z0-9]{32}$/);
  });

  it('saves each form with the mock toast and keeps what was typed', async () => {
    const { user } = await renderApp('/admin/company', { authToken: ADMIN });
    const name = await screen.findByLabelText('Company Name');
    await user.clear(name);
    await user.type(name, 'Harborline Holdings');
    const legal = screen.getByRole('form', { name: 'Legal Entity' });
    await user.click(within(legal).getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('status')).toHaveTextContent('Changes Saved (Mock)Company details have been updated.');
    expect(name).toHaveValue('Harborline Holdings');
    const address = screen.getByRole('form', { name: 'Address' });
    for (const label of ['Street Address', 'City', 'Postal Code', 'Country'])
      expect(within(address).getByLabelText(label)).toBeInTheDocument();
  });
});

describe('Reports', () => {
  it('opens on Total Usage; arrow keys move between the four tabs', async () => {
    const { user } = await renderApp('/admin/reports', { authToken: ADMIN });
    const tablist = await screen.findByRole('tablist', { name: 'Reports' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Total Usage', 'By Country', 'By Operator', 'By Use Case']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Total usage');
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('Calls by country'));
    expect(within(screen.getByRole('tabpanel')).getByRole('img', { name: /^Calls by country/ })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('United States');
  });

  it('Export and Apply Filters name the report in their mock toasts', async () => {
    const { user } = await renderApp('/admin/reports', { authToken: ADMIN });
    await user.click(await screen.findByRole('tab', { name: 'By Operator' }));
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('Calls by operator'));
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Export Started (Mock)In a real app, the By Operator report would download as a CSV file.',
    );
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByRole('status')).toHaveTextContent('Filters Applied (Mock)');
  });
});

describe('Legal Documents', () => {
  it('shows the condensed Terms of June 17, 2025, prints and offers a mock PDF', async () => {
    // happy-dom has no print dialog: stand in for the browser's.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = await renderApp('/admin/legal', { authToken: ADMIN });
    const terms = await screen.findByRole('article', { name: 'Terms and Conditions' });
    expect(within(terms).getByText('Last updated: June 17, 2025')).toBeInTheDocument();
    expect(
      within(terms)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['1. Introduction', '2. Communications', '3. Accounts', '4. Intellectual Property', '5. Termination']);
    expect(terms).toHaveTextContent('You must be 18 or older to hold a console account');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(screen.getByRole('status')).toHaveTextContent('PDF Download Started (Mock)');
  });
});
