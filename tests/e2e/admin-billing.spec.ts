import { barEnds, consoleToast, expectNoAxeViolations, expectNoSideScroll, openConsole } from './console.ts';
import { expect, test } from './fixtures.ts';

test.describe('Billing', () => {
  test('shows the amount due with the last day of the month, and the spend chart', async ({ page }) => {
    // A leap February: the due date must be the 29th.
    await page.clock.setFixedTime(new Date('2028-02-15T12:00:00Z'));
    await openConsole(page, '/admin/billing');
    await expect(page).toHaveTitle('Billing — Signalwise Admin');
    const due = page.getByRole('region', { name: 'Amount due this month' });
    await expect(due).toContainText('$1,234.56');
    await expect(due).toContainText('Due February 29, 2028');

    const chart = page.getByRole('img', { name: /^Monthly spend/ });
    await expect(chart.locator('rect')).toHaveCount(6);
    await expect(chart).toContainText('$1.5K');
    await expect(chart.getByTestId('bar-value').first()).toHaveText(/842/);
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  });

  test('lists the six months before this one; the PDF link opens the sample file in a new tab', { tag: '@phone' }, async ({ page }) => {
    await page.clock.setFixedTime(new Date('2028-02-15T12:00:00Z'));
    await openConsole(page, '/admin/billing');
    const table = page.getByRole('table', { name: 'Recent invoices' });
    await expect(table.getByRole('row')).toHaveCount(7);
    const newest = table.getByRole('row').nth(1);
    await expect(newest).toContainText('INV-2028-001');
    await expect(newest).toContainText('January 2028');
    await expect(newest).toContainText('$1,234.56');
    await expect(newest).toContainText('Unpaid');
    await expect(table.getByRole('row').nth(2)).toContainText('Paid');
    await expect(table.getByRole('row').nth(2)).toContainText('December 2027');
    await expect(table.getByRole('row').nth(6)).toContainText('INV-2027-008');
    await expect(table.getByRole('row').nth(6)).toContainText('August 2027');

    const pdf = page.getByRole('link', { name: 'PDF of invoice INV-2028-001 (opens in a new tab)' });
    await expect(pdf).toHaveAttribute('href', '/mock/invoice.pdf');
    await expect(pdf).toHaveAttribute('target', '_blank');
    await expect(pdf).toHaveAttribute('rel', 'noopener');
    const response = await page.request.get('/mock/invoice.pdf');
    expect(response.ok()).toBe(true);
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), pdf.click()]);
    await expect(tab).toHaveURL(/\/mock\/invoice\.pdf$/);
    await tab.close();

    await page.getByRole('button', { name: 'Details of invoice INV-2028-001' }).click();
    await expect(consoleToast(page)).toContainText('Mock Invoice Detail');
    await expect(consoleToast(page)).toContainText('INV-2028-001 · January 2028 · $1,234.56 · Unpaid');
  });

  test('marketplace tiles are buttons that show the mock navigation toast', async ({ page }) => {
    await openConsole(page, '/admin/billing');
    const market = page.getByRole('region', { name: 'API Marketplace' });
    await expect(market.getByRole('button')).toHaveCount(6);
    const simSwap = market.getByRole('button', { name: 'SIM Swap' });
    await expect(simSwap).toContainText('$0.02 per call');
    await expect(market.getByRole('button', { name: 'Number Verify' })).toContainText('$0.005 per call');
    await simSwap.focus();
    await page.keyboard.press('Enter');
    await expect(consoleToast(page)).toContainText('Navigating to API Details (Mock)');
    await expect(consoleToast(page)).toContainText('the SIM Swap page');
    await expect(page.getByRole('region', { name: 'Pricing details' })).toContainText('250,001 to 2,000,000 calls: 15% off');
  });

  test('works in Hebrew, with the months running right to left', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-12-31T22:00:00Z'));
    await openConsole(page, '/admin/billing', 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('חיובים');
    await expect(page.getByRole('region', { name: 'לתשלום החודש' })).toContainText('לתשלום עד 31 בדצמבר 2027');
    await expect(page.getByRole('table', { name: 'חשבוניות אחרונות' }).getByRole('row').nth(1)).toContainText('לא שולמה');
    const { first, last } = await barEnds(page, /^הוצאה חודשית/);
    expect(first).toBeGreaterThan(last);
    await page.getByRole('button', { name: 'OTP SMS' }).click();
    await expect(consoleToast(page)).toContainText('מעבר לפרטי ה-API (הדמיה)');
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  });
});
