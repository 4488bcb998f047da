import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, renderApp } from './render-app.tsx';

describe('Legal Documents', () => {
  it('shows the condensed Terms of June 17, 2025, prints and offers a mock PDF', async () => {
    // happy-dom has no print dialog: stand in for the browser's.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = await renderApp('/admin/legal', { authToken: ADMIN_TOKEN });
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
