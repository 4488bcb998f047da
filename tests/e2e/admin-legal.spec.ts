import { consoleToast, expectNoAxeViolations, expectNoSideScroll, openConsole } from './console.ts';
import { expect, test } from './fixtures.ts';

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
    await openConsole(page, '/admin/legal');
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
    await expect(consoleToast(page)).toContainText('PDF Download Started (Mock)');
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  });

  test('prints the document alone, without the console around it', async ({ page }) => {
    await openConsole(page, '/admin/legal');
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
    await openConsole(page, '/admin/legal', 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('מסמכים משפטיים');
    await expect(page.getByRole('article', { name: 'תנאים והגבלות' })).toContainText('עודכן לאחרונה: 17 ביוני 2025');
    await page.getByRole('button', { name: 'הדפסה' }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    await page.getByRole('button', { name: 'הורדת PDF' }).click();
    await expect(consoleToast(page)).toContainText('הורדת ה-PDF התחילה (הדמיה)');
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  });
});
