import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations, expect, seedStorage, test } from './fixtures.ts';

/**
 * Issue 15, points 3 and 4: console tables you can work with, at both sizes, in English and
 * Hebrew. Search, sort and filters live in the URL (reload and Back); Export CSV downloads
 * exactly the rows shown; Details opens the record; bulk delete asks once.
 */

const ADMIN = '{"access":"mock","role":"Admin"}';

const texts = {
  en: {
    users: 'Users',
    role: 'Role',
    apply: 'Apply Filters',
    name: 'Name',
    exportCsv: 'Export CSV',
    showing: 'Showing 3 of 7 users',
    actionsFor: (name: string) => `Actions for ${name}`,
    select: (name: string) => `Select ${name}`,
    deleteSelected: 'Delete selected (2)',
    confirmTitle: 'Delete users (2)',
    confirmText: 'Are you sure you want to delete these users (2)? This action cannot be undone.',
    confirmAction: 'Delete Users',
    deleted: 'Users Deleted (Mock)',
    exported: 'Export Started (Mock)',
    csvHeader: 'Name,Email,Role,Last login',
    viewer: 'Viewer',
    transactions: 'API Transaction Logs',
    api: 'API',
    simSwap: 'SIM Swap',
    detailsOf: (id: string) => `Details of ${id}`,
    transaction: (id: string) => `Transaction ${id}`,
    record: 'Log record (JSON)',
    menuItems: ['Edit', 'Send reset link', 'Force reset at next sign-in…', 'Delete'],
  },
  he: {
    users: 'משתמשים',
    role: 'תפקיד',
    apply: 'החלת מסננים',
    name: 'שם',
    exportCsv: 'ייצוא ל־CSV',
    showing: 'מוצגים 3 מתוך 7 משתמשים',
    actionsFor: (name: string) => `פעולות עבור ${name}`,
    select: (name: string) => `בחירת ${name}`,
    deleteSelected: 'מחיקת הנבחרים (2)',
    confirmTitle: 'מחיקת משתמשים (2)',
    confirmText: 'האם בטוח שברצונך למחוק את המשתמשים האלה (2)? אי אפשר לבטל את הפעולה הזו.',
    confirmAction: 'מחיקת המשתמשים',
    deleted: 'המשתמשים נמחקו (הדמיה)',
    exported: 'הייצוא התחיל (הדמיה)',
    csvHeader: null,
    viewer: 'צופה',
    transactions: 'יומני טרנזקציות API',
    api: 'API',
    // API names are the same in every language (the catalogue's).
    simSwap: 'SIM Swap',
    // The ids are isolated left-to-right runs (FSI … PDI) inside the Hebrew.
    detailsOf: (id: string) => new RegExp(`^פרטים – \u2068?${id}\u2069?$`),
    transaction: (id: string) => new RegExp(`^טרנזקציה \u2068?${id}\u2069?$`),
    record: 'רשומת יומן (JSON)',
    menuItems: ['עריכה', null, null, 'מחיקה'],
  },
} as const;

async function open(page: Page, path: string, language: 'en' | 'he') {
  await seedStorage(page, { authToken: ADMIN, i18nextLng: language });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page must not scroll sideways').toBeLessThanOrEqual(0);
}

for (const language of ['en', 'he'] as const) {
  const t = texts[language];

  test.describe(`console tables you can work with (${language})`, () => {
    test(
      'Users: filter and sort live in the URL — a reload keeps them, Back undoes them; the CSV is the rows shown',
      { tag: '@phone' },
      async ({ page }) => {
        await open(page, '/admin/users', language);
        const table = page.getByRole('region', { name: t.users, exact: true }).getByRole('table');
        const names = table.locator('tbody th');
        await expect(names).toHaveCount(7);

        await page.getByLabel(t.role, { exact: true }).selectOption('viewer');
        await page.getByRole('button', { name: t.apply }).click();
        await expect(names).toHaveCount(3);
        await expect(page.getByText(t.showing)).toBeVisible();
        await expect(page).toHaveURL(/[?&]role=viewer/);

        await table.getByRole('button', { name: t.name, exact: true }).click();
        await expect(table.getByRole('columnheader', { name: t.name, exact: true })).toHaveAttribute('aria-sort', 'ascending');
        await table.getByRole('button', { name: t.name, exact: true }).click();
        await expect(table.getByRole('columnheader', { name: t.name, exact: true })).toHaveAttribute('aria-sort', 'descending');
        // The names as shown: on a phone each row header also has its "More" disclosure.
        const sorted = (await names.allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
        expect(sorted).toEqual([...sorted].sort((a, b) => new Intl.Collator(language, { sensitivity: 'base' }).compare(b, a)));

        // A reload shows the same view.
        await page.reload();
        await expect(names).toContainText(sorted);
        await expect(page.getByLabel(t.role, { exact: true })).toHaveValue('viewer');

        // Export CSV: a real file with exactly these rows, in this order, and the mock toast.
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.exportCsv }).click()]);
        const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
        const lines = csv.trimEnd().split('\r\n');
        if (t.csvHeader) expect(lines[0]).toBe(t.csvHeader);
        expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(sorted);
        expect(lines.slice(1).every((line) => line.split(',')[2] === t.viewer)).toBe(true);
        await expect(page.getByTestId('toast')).toContainText(t.exported);

        // Back undoes the sort, then the filter.
        await page.goBack();
        await expect(table.getByRole('columnheader', { name: t.name, exact: true })).toHaveAttribute('aria-sort', 'ascending');
        await page.goBack();
        await expect(table.getByRole('columnheader', { name: t.name, exact: true })).not.toHaveAttribute('aria-sort');
        await page.goBack();
        await expect(names).toHaveCount(7);
        await expect(page.getByLabel(t.role, { exact: true })).toHaveValue('');
        await expectNoSideScroll(page);
      },
    );

    test(
      'Users: row actions sit in one menu, reachable with the name in view; a bulk delete asks once with the count',
      { tag: '@phone' },
      async ({ page }) => {
        await open(page, '/admin/users', language);
        const region = page.getByRole('region', { name: t.users, exact: true });
        const names = region.locator('tbody th');

        // The row's actions: one button, and its menu lists them all.
        const trigger = page.getByRole('button', { name: t.actionsFor('Michael Chen') });
        await trigger.click();
        const items = page.getByRole('menuitem');
        await expect(items).toHaveCount(4);
        for (const [index, label] of t.menuItems.entries()) if (label) await expect(items.nth(index)).toContainText(label);
        // While the menu's row is scrolled into view, its name is still on screen beside it.
        const name = names.filter({ hasText: 'Michael Chen' });
        const frame = (await region.boundingBox())!;
        const nameBox = (await name.boundingBox())!;
        expect(nameBox.x).toBeGreaterThanOrEqual(frame.x - 1);
        expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
        await page.keyboard.press('Escape');

        // The signed-in admin can neither select nor delete their own row.
        await expect(page.getByRole('checkbox', { name: t.select('Test Admin') })).toBeDisabled();
        await page.getByRole('button', { name: t.actionsFor('Test Admin') }).click();
        await expect(page.getByRole('menuitem').nth(3)).toBeDisabled();
        await page.keyboard.press('Escape');

        await page.getByRole('checkbox', { name: t.select('José Álvarez') }).check();
        await page.getByRole('checkbox', { name: t.select('Priya Raman') }).check();
        await page.getByRole('button', { name: t.deleteSelected }).click();
        const confirm = page.getByRole('alertdialog', { name: t.confirmTitle });
        await expect(confirm).toContainText(t.confirmText);
        expect(await axeViolations(page)).toEqual([]);
        await confirm.getByRole('button', { name: t.confirmAction }).click();
        await expect(confirm).toBeHidden();
        await expect(names).toHaveCount(5);
        await expect(names.filter({ hasText: 'Priya Raman' })).toHaveCount(0);
        await expect(page.getByTestId('toast')).toContainText(t.deleted);
        await expectNoSideScroll(page);
      },
    );

    test('Audit Logs: an API filter from a link, Details opens the JSON record, Back closes it', { tag: '@phone' }, async ({ page }) => {
      await open(page, '/admin/logs?txnApi=sim-swap', language);
      const region = page.getByRole('region', { name: t.transactions, exact: true });
      await expect(region.locator('tbody tr')).toHaveCount(1);
      await expect(region.locator('tbody tr')).toContainText(t.simSwap);
      expect(await axeViolations(page)).toEqual([]);

      await region.getByRole('button', { name: t.detailsOf('txn_8c41f0a2') }).click();
      const panel = page.getByRole('dialog', { name: t.transaction('txn_8c41f0a2') });
      const json = panel.getByRole('region', { name: t.record });
      await expect(json).toBeVisible();
      await expect(json.locator('pre')).toHaveCSS('direction', 'ltr');
      const record = JSON.parse((await json.textContent()) ?? '') as Record<string, unknown>;
      expect(record).toMatchObject({ transactionId: 'txn_8c41f0a2', apiEndpoint: '/sim-swap/v2/check', processingTimeMs: 142 });
      // The panel fits the screen.
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(await axeViolations(page)).toEqual([]);

      await page.goBack();
      await expect(panel).toBeHidden();
      await expect(region.locator('tbody tr')).toHaveCount(1);
      await expectNoSideScroll(page);
    });
  });
}
