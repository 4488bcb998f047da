import { expect, seedStorage, test } from './fixtures.ts';

/** Ways in and out of the console (issue 15), and Reports' tabs on any screen. */

const ADMIN = '{"access":"mock","role":"Admin"}';

const texts = {
  en: {
    language: 'Language: English',
    hebrew: 'עברית',
    users: 'User Management',
    usersHe: 'ניהול משתמשים',
    publicSite: 'Public site',
    console: 'Console',
    tabs: ['Total Usage', 'By Country', 'By Operator', 'By Use Case'],
  },
  he: {
    language: 'שפה: עברית',
    hebrew: 'English',
    users: 'ניהול משתמשים',
    usersHe: 'User Management',
    publicSite: 'האתר הציבורי',
    console: 'מסוף',
    tabs: ['שימוש כולל', 'לפי מדינה', 'לפי מפעיל', 'לפי תרחיש שימוש'],
  },
} as const;

for (const language of ['en', 'he'] as const) {
  const t = texts[language];

  test.describe(`console ways in and out (${language})`, () => {
    test(
      'the top bar switches the language in place and links to the public site, whose header leads back',
      { tag: '@phone' },
      async ({ page }) => {
        await seedStorage(page, { authToken: ADMIN, i18nextLng: language });
        await page.goto('/admin/users');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.users);

        // Switch to the other language: same URL, the page speaks it at once.
        await page.getByRole('button', { name: t.language }).click();
        await page.getByRole('menuitem', { name: t.hebrew }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.usersHe);
        await expect(page).toHaveURL(/\/admin\/users$/);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'en' ? 'rtl' : 'ltr');

        // Back to the first language, then out to the public site and back in through "Console".
        await page.getByRole('button', { name: /^(Language|שפה): / }).click();
        await page.getByRole('menuitem', { name: language === 'en' ? 'English' : 'עברית' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.users);
        // The public site opens in the console's language, at that language's own URL.
        await page.getByRole('link', { name: t.publicSite }).click();
        await expect(page).toHaveURL(language === 'en' ? /:\d+\/$/ : /\/he$/);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // On a phone the header's links sit in its menu.
        const openMenu = page.getByRole('button', { name: /^(Open menu|פתיחת התפריט)$/ });
        // (The header shows its links inline from the lg breakpoint, 1024 px, up.)
        if (page.viewportSize()!.width < 1024) await openMenu.click();
        const consoleLink = page.getByRole('link', { name: t.console, exact: true }).filter({ visible: true });
        await expect(consoleLink).toHaveCount(1);
        await consoleLink.click();
        await expect(page).toHaveURL(/\/admin$/);
      },
    );

    test('every Reports tab reads in full and fits the screen', { tag: '@phone' }, async ({ page }) => {
      await seedStorage(page, { authToken: ADMIN, i18nextLng: language });
      await page.goto('/admin/reports');
      const width = page.viewportSize()!.width;
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText([...t.tabs]);
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        // Nothing cut off inside the tab either.
        expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
    });
  });
}

for (const language of ['en', 'he'] as const) {
  test.describe(`console tables (${language})`, () => {
    for (const [path, name] of [
      ['/admin/users', language === 'en' ? 'Users' : 'משתמשים'],
      ['/admin/billing', language === 'en' ? 'Recent invoices' : 'חשבוניות אחרונות'],
      ['/admin/logs', language === 'en' ? 'User Login History' : 'היסטוריית כניסות משתמשים'],
      ['/admin/logs', language === 'en' ? 'API Transaction Logs' : 'יומני טרנזקציות API'],
    ] as const) {
      test(
        `${path} (${name}): the first column stays in view while the table scrolls sideways, with a shadow where more is hidden`,
        { tag: '@phone' },
        async ({ page }) => {
          await seedStorage(page, { authToken: ADMIN, i18nextLng: language });
          await page.goto(path);
          const scroller = page.getByRole('region', { name, exact: true });
          await expect(scroller.getByRole('table')).toBeVisible();
          const frame = (await scroller.boundingBox())!;
          const firstCell = scroller.locator('tbody tr:first-child > :first-child');
          const before = (await firstCell.boundingBox())!;
          const scrollable = await scroller.evaluate((element) => element.scrollWidth > element.clientWidth);
          expect(await scroller.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('radial-gradient');
          if (!scrollable) return;
          // Scroll to the far end (left in Hebrew): the row's name has not moved.
          await scroller.evaluate(
            (element, rtl) => element.scrollTo({ left: rtl ? -element.scrollWidth : element.scrollWidth }),
            language === 'he',
          );
          await expect.poll(() => scroller.evaluate((element) => Math.abs(element.scrollLeft))).toBeGreaterThan(0);
          const after = (await firstCell.boundingBox())!;
          expect(Math.abs(after.x - before.x)).toBeLessThan(2);
          expect(after.x).toBeGreaterThanOrEqual(frame.x - 1);
          expect(after.x + after.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
        },
      );
    }
  });
}
