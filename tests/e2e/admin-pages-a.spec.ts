import type { Page } from '@playwright/test';
import { axeViolations, expect, seedStorage, test } from './fixtures.ts';

const ADMIN = '{"access":"mock","role":"Admin"}';

async function open(page: Page, path: string, language: 'en' | 'he' = 'en') {
  await seedStorage(page, { authToken: ADMIN, i18nextLng: language });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const toast = (page: Page) => page.getByRole('status');

/** The page itself never scrolls sideways; wide tables scroll inside their own box. */
async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
}

/** x of the first and last bar of a chart, to tell which way its time axis runs. */
async function barEnds(page: Page, chartName: RegExp) {
  const bars = page.getByRole('img', { name: chartName }).locator('rect');
  const first = await bars.first().boundingBox();
  const last = await bars.last().boundingBox();
  return { first: first!.x, last: last!.x };
}

test.describe('Dashboard', () => {
  test('shows Quick Look and two accessible charts with their data', { tag: '@phone' }, async ({ page }) => {
    await open(page, '/admin');
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
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test('in Hebrew the time axis runs right to left', async ({ page }) => {
    await open(page, '/admin', 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('לוח בקרה');
    await expect(page.getByRole('region', { name: 'מבט מהיר' })).toContainText('עלייה');
    const { first, last } = await barEnds(page, /^קריאות מול עלות/);
    expect(first).toBeGreaterThan(last);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('Company Settings', () => {
  test('saves both forms with the mock toast and keeps what was typed', async ({ page }) => {
    await open(page, '/admin/company');
    await expect(page).toHaveTitle('Company Settings — Signalwise Admin');
    const name = page.getByLabel('Company Name');
    await name.fill('Harborline Holdings plc');
    await page.getByRole('form', { name: 'Legal Entity' }).getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page)).toContainText('Changes Saved (Mock)');
    await expect(toast(page)).toContainText('Company details have been updated.');
    await expect(name).toHaveValue('Harborline Holdings plc');

    await page.getByRole('button', { name: 'Close notification' }).click();
    const address = page.getByRole('form', { name: 'Address' });
    await address.getByLabel('City').fill('Leeds');
    await address.getByLabel('City').press('Enter');
    await expect(toast(page)).toContainText('Changes Saved (Mock)');
    await expect(address.getByLabel('City')).toHaveValue('Leeds');
    await expect(address.getByLabel('Street Address')).toHaveValue('221 Quayside Road');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test('reveals, copies and regenerates the API secret', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/admin/company');
    const secret = page.getByRole('textbox', { name: 'API Secret' });
    await expect(secret).toHaveAttribute('type', 'password');
    await expect(page.getByText('Treat your API secret like a password')).toBeVisible();

    const reveal = page.getByRole('button', { name: 'Show API secret' });
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await reveal.click();
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(secret).toHaveAttribute('type', 'text');

    await page.getByRole('button', { name: 'Copy API secret' }).click();
    await expect(toast(page)).toContainText('CopiedThe API secret is on your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await secret.inputValue());

    // One toast at a time: close this one so the next shows at once.
    await page.getByRole('button', { name: 'Close notification' }).click();
    await page.getByRole('button', { name: 'Copy API key' }).click();
    await expect(toast(page)).toContainText('The API key is on your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await page.getByRole('textbox', { name: 'API Key' }).inputValue(),
    );

    await page.getByRole('button', { name: 'Close notification' }).click();
    const before = await secret.inputValue();
    await page.getByRole('button', { name: 'Regenerate Secret' }).click();
    await expect(page.getByText('API Secret Regenerated (Mock)')).toBeVisible();
    await expect(page.getByText('In a real app, this would be a new secret.')).toBeVisible();
    await expect(secret).not.toHaveValue(before);
    await expect(secret).toHaveValue(/^sw_live_sk_[A-Za-z0-9]{32}$/);
  });

  test('works in Hebrew', async ({ page }) => {
    await open(page, '/admin/company', 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('הגדרות החברה');
    await page.getByRole('form', { name: 'כתובת' }).getByRole('button', { name: 'שמירת שינויים' }).click();
    await expect(toast(page)).toContainText('השינויים נשמרו (הדמיה)');
    await expect(page.getByRole('button', { name: 'הצגת סוד ה-API' })).toHaveAttribute('aria-pressed', 'false');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('Billing', () => {
  test('shows the amount due with the last day of the month, and the spend chart', async ({ page }) => {
    // A leap February: the due date must be the 29th.
    await page.clock.setFixedTime(new Date('2028-02-15T12:00:00Z'));
    await open(page, '/admin/billing');
    await expect(page).toHaveTitle('Billing — Signalwise Admin');
    const due = page.getByRole('region', { name: 'Amount due this month' });
    await expect(due).toContainText('$1,234.56');
    await expect(due).toContainText('Due February 29, 2028');

    const chart = page.getByRole('img', { name: /^Monthly spend/ });
    await expect(chart.locator('rect')).toHaveCount(6);
    await expect(chart).toContainText('$1.5K');
    await expect(chart.getByTestId('bar-value').first()).toHaveText(/842/);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test('lists the six months before this one; the PDF link opens the sample file in a new tab', { tag: '@phone' }, async ({ page }) => {
    await page.clock.setFixedTime(new Date('2028-02-15T12:00:00Z'));
    await open(page, '/admin/billing');
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
    await expect(toast(page)).toContainText('Mock Invoice Detail');
    await expect(toast(page)).toContainText('INV-2028-001 · January 2028 · $1,234.56 · Unpaid');
  });

  test('marketplace tiles are buttons that show the mock navigation toast', async ({ page }) => {
    await open(page, '/admin/billing');
    const market = page.getByRole('region', { name: 'API Marketplace' });
    await expect(market.getByRole('button')).toHaveCount(6);
    const simSwap = market.getByRole('button', { name: 'SIM Swap' });
    await expect(simSwap).toContainText('$0.02 per call');
    await expect(market.getByRole('button', { name: 'Number Verify' })).toContainText('$0.005 per call');
    await simSwap.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Navigating to API Details (Mock)');
    await expect(toast(page)).toContainText('the SIM Swap page');
    await expect(page.getByRole('region', { name: 'Pricing details' })).toContainText('250,001 to 2,000,000 calls: 15% off');
  });

  test('works in Hebrew, with the months running right to left', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-12-31T22:00:00Z'));
    await open(page, '/admin/billing', 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('חיובים');
    await expect(page.getByRole('region', { name: 'לתשלום החודש' })).toContainText('לתשלום עד 31 בדצמבר 2027');
    await expect(page.getByRole('table', { name: 'חשבוניות אחרונות' }).getByRole('row').nth(1)).toContainText('לא שולמה');
    const { first, last } = await barEnds(page, /^הוצאה חודשית/);
    expect(first).toBeGreaterThan(last);
    await page.getByRole('button', { name: 'OTP SMS' }).click();
    await expect(toast(page)).toContainText('מעבר לפרטי ה-API (הדמיה)');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('Reports', () => {
  test('tabs: Total Usage first, keyboard order, arrow keys, Home and End', async ({ page }) => {
    await open(page, '/admin/reports');
    await expect(page).toHaveTitle('Reports and Analytics — Signalwise Admin');
    const tabs = page.getByRole('tablist', { name: 'Reports' }).getByRole('tab');
    await expect(tabs).toHaveText(['Total Usage', 'By Country', 'By Operator', 'By Use Case']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Total Usage' }).getByRole('img', { name: /^Total usage/ })).toBeVisible();

    // Tab reaches only the selected tab, then moves on into its panel's controls.
    await tabs.first().focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Total Usage' }).getByRole('button', { name: 'Apply Filters' })).toBeFocused();
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'By Country' })).toContainText('Calls by country');
    await expect(page.getByRole('tabpanel', { name: 'By Country' })).toContainText('United States');
    await page.keyboard.press('End');
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'By Use Case' })).toContainText('Sign-up and login checks');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test('each report has Export and Apply Filters with mock toasts', async ({ page }) => {
    await open(page, '/admin/reports');
    const names = ['Total Usage', 'By Country', 'By Operator', 'By Use Case'];
    for (const name of names) {
      await page.getByRole('tab', { name }).click();
      // The panel named by its tab: the previous one may still be leaving.
      const panel = page.getByRole('tabpanel', { name });
      await expect(panel.getByRole('img')).toBeVisible();
      await panel.getByRole('button', { name: 'Export' }).click();
      await expect(toast(page)).toContainText(`Export Started (Mock)In a real app, the ${name} report would download as a CSV file.`);
      await page.getByRole('button', { name: 'Close notification' }).click();
      await panel.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(toast(page)).toContainText(`Filters Applied (Mock)In a real app, the ${name} report would reload`);
      await page.getByRole('button', { name: 'Close notification' }).click();
    }
  });

  test('in Hebrew the arrow keys follow the reading direction', async ({ page }) => {
    await open(page, '/admin/reports', 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('דוחות וניתוחים');
    const tabs = page.getByRole('tablist', { name: 'דוחות' }).getByRole('tab');
    await expect(tabs).toHaveText(['שימוש כולל', 'לפי מדינה', 'לפי מפעיל', 'לפי תרחיש שימוש']);
    await tabs.first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'לפי מדינה' })).toContainText('ארצות הברית');
    await page.getByRole('tabpanel', { name: 'לפי מדינה' }).getByRole('button', { name: 'ייצוא' }).click();
    await expect(toast(page)).toContainText('הייצוא התחיל (הדמיה)');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('Legal Documents', () => {
  test.beforeEach(async ({ page }) => {
    // Stand in for the browser's print dialog and count the calls.
    await page.addInitScript(() => {
      const counter = window as unknown as { printCalls: number };
      counter.printCalls = 0;
      window.print = () => {
        counter.printCalls += 1;
      };
    });
  });

  test('shows the condensed Terms; Print opens the print dialog; Download PDF is a mock', async ({ page }) => {
    await open(page, '/admin/legal');
    await expect(page).toHaveTitle('Legal Documents — Signalwise Admin');
    const terms = page.getByRole('article', { name: 'Terms and Conditions' });
    await expect(terms).toContainText('Last updated: June 17, 2025');
    await expect(terms.getByRole('heading', { level: 3 })).toHaveText([
      '1. Introduction',
      '2. Communications',
      '3. Accounts',
      '4. Intellectual Property',
      '5. Termination',
    ]);
    await expect(terms).toContainText('18 or older');

    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect(toast(page)).toContainText('PDF Download Started (Mock)');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test('prints the document alone, without the console around it', async ({ page }) => {
    await open(page, '/admin/legal');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('article', { name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    for (const nav of await page.getByRole('navigation').all()) await expect(nav).toBeHidden();
    await expect(page.getByTestId('toast')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('works in Hebrew', async ({ page }) => {
    await open(page, '/admin/legal', 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('מסמכים משפטיים');
    await expect(page.getByRole('article', { name: 'תנאים והגבלות' })).toContainText('עודכן לאחרונה: 17 ביוני 2025');
    await page.getByRole('button', { name: 'הדפסה' }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    await page.getByRole('button', { name: 'הורדת PDF' }).click();
    await expect(toast(page)).toContainText('הורדת ה-PDF התחילה (הדמיה)');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
