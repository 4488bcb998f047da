import type { Page } from '@playwright/test';
import { axeViolations, expect, isPhone, seedStorage, test } from './fixtures.ts';
import { ADMIN_TOKEN } from './console.ts';

/**
 * Issue 30: a console driven from the keyboard (search as you type, the command palette), used
 * in the dark (themes, no flash), found as it was left (last and saved views, columns), and
 * popups above the cookie banner. In English and Hebrew, at both sizes where the screen matters.
 */

const texts = {
  en: {
    darkQuery: 'theme dark',
    search: 'Search users',
    showing: (shown: number) => `Showing ${shown} of 7 users`,
    palette: 'Search or jump to…',
    paletteField: 'Search pages, users and actions',
    editDana: 'Edit Dana Levi',
    editUser: 'Edit User',
    fullName: 'Full Name',
    addUser: 'Add user',
    addUserTitle: 'Add User',
    recent: 'Recent',
    account: 'Account menu for Test Admin',
    dark: 'Dark',
    system: 'System',
    users: 'User Management',
    usersTable: 'Users',
    billing: 'Billing',
    views: 'Saved views of Users',
    save: 'Save current view…',
    saveView: 'Save view',
    name: 'Name',
    saved: 'View saved',
    defaultView: 'Default view',
    lastLogin: 'Last login',
    columns: 'Columns shown in Users',
    email: 'Email',
    actionsFor: (name: string) => `Actions for ${name}`,
    delete: 'Delete',
    banner: 'Your cookie choices',
  },
  he: {
    darkQuery: 'ערכת נושא כהה',
    search: 'חיפוש משתמשים',
    showing: (shown: number) => `מוצגים ${shown} מתוך 7 משתמשים`,
    palette: 'חיפוש או מעבר אל…',
    paletteField: 'חיפוש דפים, משתמשים ופעולות',
    editDana: 'עריכת Dana Levi',
    editUser: 'עריכת משתמש',
    fullName: 'שם מלא',
    addUser: 'הוספת משתמש',
    addUserTitle: 'הוספת משתמש',
    recent: 'אחרונים',
    account: 'תפריט החשבון של Test Admin',
    dark: 'כהה',
    system: 'לפי המערכת',
    users: 'ניהול משתמשים',
    usersTable: 'משתמשים',
    billing: 'חיובים',
    views: 'תצוגות שמורות של משתמשים',
    save: 'שמירת התצוגה הנוכחית…',
    saveView: 'שמירת תצוגה',
    name: 'שם',
    saved: 'התצוגה נשמרה',
    defaultView: 'תצוגת ברירת המחדל',
    lastLogin: 'כניסה אחרונה',
    columns: 'העמודות המוצגות בטבלה משתמשים',
    email: 'אימייל',
    actionsFor: (name: string) => `פעולות עבור ${name}`,
    delete: 'מחיקה',
    banner: 'בחירת העדפות עוגיות',
  },
} as const;

/** The sidebar (or, on a phone, the drawer) link to a console page. */
async function goVia(page: Page, name: string) {
  if (isPhone(page)) await page.getByRole('button', { name: /navigation|הניווט/ }).click();
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).filter({ visible: true }).click();
}

/** Records, before any script of the page runs, the background of the first frame it paints. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    // What the first frame shows: the console's own frame if the app has already rendered it
    // (on a warm cache it can beat the first frame), else the loading shell's page.
    requestAnimationFrame(() => {
      const shown = document.querySelector('[data-theme]') ?? document.documentElement;
      (window as unknown as { firstFrame: string }).firstFrame = getComputedStyle(shown).backgroundColor;
    });
  });
}

for (const language of ['en', 'he'] as const) {
  const t = texts[language];

  test.describe(`the console as staff use it every day (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { authToken: ADMIN_TOKEN, i18nextLng: language });
    });

    test('typing filters at once: every key lands, focus stays, the URL follows in place', { tag: '@phone' }, async ({ page }) => {
      await page.goto('/admin');
      await goVia(page, t.users);
      const search = page.getByRole('searchbox', { name: t.search });
      await search.pressSequentially('noa');
      // No Enter, no Apply: the table follows the keys.
      await expect(page.getByText(t.showing(1))).toBeVisible();
      await expect(page.getByRole('region', { name: t.usersTable, exact: true }).locator('tbody th')).toHaveText([/Noa Ben-David/]);
      await expect(search).toBeFocused();
      await expect(search).toHaveValue('noa');
      await expect(page).toHaveURL(/[?&]q=noa/);
      // Keys typed straight on are not lost while the URL catches up.
      await search.pressSequentially(' levi', { delay: 20 });
      await expect(search).toHaveValue('noa levi');
      await expect(page.getByText(t.showing(0))).toBeVisible();
      await search.fill('');
      await expect(page.getByText(t.showing(7))).toBeVisible();
      // The search replaced the entry: Back returns to the dashboard, not to each keystroke.
      await page.goBack();
      await expect(page).toHaveURL(/\/admin$/);
    });

    for (const delay of [0, 60, 150])
      test(`the palette keeps every key typed at once after Ctrl+K, ${delay} ms a key, while its code still loads`, async ({ page }) => {
        // Every script after the page's own held back a second: the palette's code is on its way
        // (asked for when idle, or by the shortcut) while the keys arrive.
        await page.goto('/admin');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.route(/\/assets\/.*\.js$/, async (route) => {
          await new Promise((done) => setTimeout(done, 1_000));
          await route.fallback();
        });
        await page.keyboard.press('ControlOrMeta+k');
        // Key by key, each a keydown with its character, as a keyboard of that language sends it
        // (Playwright's type() inserts letters its US layout lacks as text, with no key).
        const cdp = await page.context().newCDPSession(page);
        for (const key of t.darkQuery) {
          await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key });
          await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
          if (delay) await page.waitForTimeout(delay);
        }
        const field = page.getByRole('combobox', { name: t.paletteField });
        await expect(field).toHaveValue(t.darkQuery);
        await expect(field).toBeFocused();
        // What was typed is what is searched for: the first match is the dark theme.
        await expect(page.getByRole('option').first()).toContainText(new RegExp(t.darkQuery.split(' ').at(-1)!, 'i'));
      });

    test('the palette reaches a user’s Edit dialog from the dashboard, keyboard alone', { tag: '@phone' }, async ({ page }) => {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (isPhone(page)) await page.getByRole('button', { name: t.palette }).click();
      else await page.keyboard.press('ControlOrMeta+k');
      const field = page.getByRole('combobox', { name: t.paletteField });
      await expect(field).toBeFocused();
      await page.keyboard.type('dana');
      await expect(page.getByRole('option').first()).toHaveText(t.editDana);
      await expect(page.getByRole('option').first()).toHaveAttribute('data-highlighted', '');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t.editUser });
      await expect(dialog.getByRole('textbox', { name: t.fullName })).toHaveValue('Dana Levi');
      await expect(page).toHaveURL(/\/admin\/users$/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Next time, the command just run comes first.
      const focusedBefore = await page.evaluate(() => document.activeElement?.outerHTML);
      await page.keyboard.press('ControlOrMeta+k');
      const listbox = page.getByRole('listbox');
      await expect(listbox.getByRole('group').first()).toContainText(t.recent);
      await expect(page.getByRole('option').first()).toHaveText(t.editDana);
      if (language === 'he') {
        // Mirrored: the field's icon sits at its inline start, on the right.
        const icon = (await page.getByRole('dialog').locator('svg').first().boundingBox())!;
        const box = (await field.boundingBox())!;
        expect(icon.x).toBeGreaterThan(box.x);
        await expect(field).toHaveCSS('direction', 'rtl');
      }
      expect(await axeViolations(page)).toEqual([]);
      // Escape closes it and hands focus back where it was.
      await page.keyboard.press('Escape');
      await expect(field).toBeHidden();
      expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(focusedBefore);

      // An action: Add user opens its dialog.
      await page.keyboard.press('ControlOrMeta+k');
      await expect(field).toBeFocused();
      await page.keyboard.type(t.addUser);
      // A person presses Enter on the row they see marked, not on the list of a key ago.
      const first = page.getByRole('option').first();
      await expect(first).toHaveText(t.addUser);
      await expect(first).toHaveAttribute('data-highlighted', '');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: t.addUserTitle })).toBeVisible();
    });

    test('a theme chosen on one console page is the first frame of the next console load', async ({ page }) => {
      await recordFirstFrame(page);
      await page.goto('/admin/users');
      await page.getByRole('button', { name: t.account }).click();
      await page.getByRole('menuitemradio', { name: t.dark }).click();
      const frame = page.locator('[data-theme]');
      await expect(frame).toHaveAttribute('data-theme', 'dark');
      const dark = await frame.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(dark).toBe('rgb(11, 16, 32)');

      // Another console page, loaded afresh: its very first frame is already dark. (The load
      // event can come before that frame on a busy machine: what it recorded is awaited.)
      await page.goto('/admin/logs');
      await expect.poll(() => page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame)).toBe(dark);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(frame).toHaveAttribute('data-theme', 'dark');
      expect(await axeViolations(page)).toEqual([]);

      // The public site stays light.
      await page.getByRole('link', { name: /Public site|האתר הציבורי/ }).click();
      await expect(page).toHaveURL(/\/(he)?$/);
      await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    });

    test('the system setting is followed live', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/admin/billing');
      const frame = page.locator('[data-theme]');
      await expect(frame).toHaveAttribute('data-theme', 'light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(frame).toHaveAttribute('data-theme', 'dark');
      await page.getByRole('button', { name: t.account }).click();
      await expect(page.getByRole('menuitemradio', { name: t.system })).toHaveAttribute('aria-checked', 'true');
    });

    test('a saved view survives a reload and a sidebar round trip; a hidden column stays hidden', async ({ page }) => {
      await page.goto('/admin/users');
      const table = page.getByRole('region', { name: t.usersTable, exact: true }).getByRole('table');
      await table.getByRole('button', { name: t.lastLogin, exact: true }).click();
      await expect(table.getByRole('columnheader', { name: t.lastLogin })).toHaveAttribute('aria-sort', 'ascending');
      await page.getByRole('button', { name: t.views }).click();
      await page.getByRole('menuitem', { name: t.save }).click();
      const naming = page.getByRole('dialog', { name: t.saveView });
      await naming.getByRole('textbox', { name: t.name }).fill('By last login');
      await naming.getByRole('textbox', { name: t.name }).press('Enter');
      await expect(naming).toBeHidden();
      await expect(page.getByTestId('toast')).toContainText(t.saved);

      await page.getByRole('button', { name: t.columns }).click();
      await page.getByRole('menuitemcheckbox', { name: t.email }).click();
      await page.keyboard.press('Escape');
      await expect(table.getByRole('columnheader', { name: t.email })).toHaveCount(0);

      await page.reload();
      await page.getByRole('button', { name: t.views }).click();
      await page.getByRole('menuitemradio', { name: t.defaultView }).click();
      await expect(table.getByRole('columnheader', { name: t.lastLogin })).not.toHaveAttribute('aria-sort');
      await expect(table.getByRole('columnheader', { name: t.email })).toBeVisible();
      await page.getByRole('button', { name: t.views }).click();
      await page.getByRole('menuitemradio', { name: 'By last login' }).click();
      await expect(table.getByRole('columnheader', { name: t.lastLogin })).toHaveAttribute('aria-sort', 'ascending');

      // Away and back through the sidebar: the table is as it was left.
      await goVia(page, t.billing);
      await expect(page.getByRole('heading', { level: 1, name: t.billing })).toBeVisible();
      await goVia(page, t.users);
      await expect(table.getByRole('columnheader', { name: t.lastLogin })).toHaveAttribute('aria-sort', 'ascending');
    });
  });

  test.describe(`popups above the cookie banner (${language})`, () => {
    test.use({ consent: null });

    test('a row menu opened under the showing banner can be clicked', { tag: '@phone' }, async ({ page }) => {
      await seedStorage(page, { authToken: ADMIN_TOKEN, i18nextLng: language });
      await page.goto('/admin/users');
      await expect(page.getByRole('region', { name: t.banner })).toBeVisible();
      // A row whose menu opens downwards into the banner's band (with the room it needs below
      // the row, it does not flip up): its last item, Delete, lies where the banner is.
      const banner = page.getByRole('region', { name: t.banner });
      const trigger = page.getByRole('button', { name: t.actionsFor('Priya Raman') });
      await trigger.click();
      const menu = page.getByRole('menu');
      const menuHeight = (await menu.boundingBox())!.height;
      await page.keyboard.press('Escape');
      const viewport = page.viewportSize()!.height;
      const triggerBox = (await trigger.boundingBox())!;
      // Room below for the menu with a margin: the positioner flips a menu up that would come
      // within its collision padding of the viewport's edge.
      await page.evaluate((by) => window.scrollBy(0, by), triggerBox.y + triggerBox.height - (viewport - menuHeight - 32));
      await trigger.click();
      const last = page.getByRole('menuitem', { name: t.delete });
      const lastBox = (await last.boundingBox())!;
      const bannerBox = (await banner.boundingBox())!;
      expect(lastBox.y + lastBox.height / 2, 'the item lies in the banner’s band').toBeGreaterThan(bannerBox.y);
      // A click where the item is, as a person's (Playwright's own click would scroll the page
      // until nothing covers it).
      await page.mouse.click(lastBox.x + lastBox.width / 2, lastBox.y + lastBox.height / 2);
      await expect(page.getByRole('alertdialog')).toBeVisible();
    });
  });
}
