import { consoleToast, expectNoAxeViolations, expectNoSideScroll, openConsole } from './console.ts';
import { expect, test } from './fixtures.ts';

test.describe('Reports', () => {
  test('tabs: Total Usage first, keyboard order, arrow keys, Home and End', async ({ page }) => {
    await openConsole(page, '/admin/reports');
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
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  });

  test('each report has Export and Apply Filters with mock toasts', async ({ page }) => {
    await openConsole(page, '/admin/reports');
    const names = ['Total Usage', 'By Country', 'By Operator', 'By Use Case'];
    for (const name of names) {
      await page.getByRole('tab', { name }).click();
      // The panel named by its tab: the previous one may still be leaving.
      const panel = page.getByRole('tabpanel', { name });
      await expect(panel.getByRole('img')).toBeVisible();
      await panel.getByRole('button', { name: 'Export' }).click();
      await expect(consoleToast(page)).toContainText(
        `Export Started (Mock)In a real app, the ${name} report would download as a CSV file.`,
      );
      await page.getByRole('button', { name: 'Close notification' }).click();
      await panel.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(consoleToast(page)).toContainText(`Filters Applied (Mock)In a real app, the ${name} report would reload`);
      await page.getByRole('button', { name: 'Close notification' }).click();
    }
  });

  test('in Hebrew the arrow keys follow the reading direction', async ({ page }) => {
    await openConsole(page, '/admin/reports', 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('דוחות וניתוחים');
    const tabs = page.getByRole('tablist', { name: 'דוחות' }).getByRole('tab');
    await expect(tabs).toHaveText(['שימוש כולל', 'לפי מדינה', 'לפי מפעיל', 'לפי תרחיש שימוש']);
    await tabs.first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'לפי מדינה' })).toContainText('ארצות הברית');
    await page.getByRole('tabpanel', { name: 'לפי מדינה' }).getByRole('button', { name: 'ייצוא' }).click();
    await expect(consoleToast(page)).toContainText('הייצוא התחיל (הדמיה)');
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  });
});
