import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, renderApp } from './render-app.tsx';

describe('Reports', () => {
  it('opens on Total Usage; arrow keys move between the four tabs', async () => {
    const { user } = await renderApp('/admin/reports', { authToken: ADMIN_TOKEN });
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
    const { user } = await renderApp('/admin/reports', { authToken: ADMIN_TOKEN });
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
