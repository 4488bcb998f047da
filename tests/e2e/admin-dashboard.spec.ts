import { barEnds, expectNoAxeViolations, expectNoSideScroll, openConsole } from './console.ts';
import { expect, test } from './fixtures.ts';

test.describe('Dashboard', () => {
  test('shows Quick Look and two accessible charts with their data', { tag: '@phone' }, async ({ page }) => {
    await openConsole(page, '/admin');
    await expect(page).toHaveTitle('Dashboard — Signalwise Admin');
    const quickLook = page.getByRole('region', { name: 'Quick Look' });
    await expect(quickLook).toContainText('API Calls (24h)2,912');
    await expect(quickLook).toContainText('+6.3%vs. previous day');
    await expect(quickLook).toContainText('Spend (24h)$44.87');
    await expect(quickLook).toContainText('-3.2%vs. previous day');
    await expect(quickLook).toContainText('Active Users1,248');
    await expect(quickLook).toContainText('Pending Invoices1');
    await expect(quickLook).toContainText('Open Tickets3');
    await expect(quickLook).toContainText('Error Rate0.42%');

    const calls = page.getByRole('img', { name: /^Calls vs Cost \(30d\)/ });
    await expect(calls).toBeVisible();
    await expect(calls.locator('rect')).toHaveCount(30);
    await expect(calls).toContainText('API calls');
    await expect(calls).toContainText('Spend (USD)');
    await expect(page.getByRole('img', { name: /^Usage by API/ })).toContainText('Number Verify');

    const toggles = page.getByText('Show data table');
    await expect(toggles).toHaveCount(2);
    await toggles.last().click();
    await expect(page.getByRole('table', { name: 'Usage by API' }).getByRole('row', { name: 'Number Verify 32,450' })).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  });

  test('in Hebrew the time axis runs right to left', async ({ page }) => {
    await openConsole(page, '/admin', 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('לוח בקרה');
    await expect(page.getByRole('region', { name: 'מבט מהיר' })).toContainText('עלייה');
    const { first, last } = await barEnds(page, /^קריאות מול עלות/);
    expect(first).toBeGreaterThan(last);
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  });
});
