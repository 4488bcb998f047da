import { PUBLIC_PATHS } from '../../src/app/public-routes.ts';
import { ADMIN_PAGES } from '../../src/config/admin-pages.ts';
import { localizedPath } from '../../src/i18n/language-path.ts';
import { LANGUAGES, type Language } from '../../src/i18n/languages.ts';
import type { Page } from '@playwright/test';
import { axeViolations, expect, PHONE_LANGUAGES, seedStorage, test } from './fixtures.ts';

const ADMIN_PATHS: readonly string[] = ADMIN_PAGES.map((page) => page.to);

/**
 * Every route, public and admin, in every language: axe must find nothing at WCAG 2.2 AA.
 * Public pages at the desktop size: on a phone they show the same content with the menu folded,
 * which the layout layer (tests/layout/) checks at 320-390 px for reach, size and clipping, and
 * CI's Lighthouse audit (phone-sized) checks with axe in English. The console changes on a phone
 * (its drawer, each table's details), so its sweep runs at both sizes in English and Hebrew.
 *
 * One tab walks all the routes of a sweep: the browser's cache then serves the scripts after the
 * first page, which makes it about twice as fast as a fresh tab per route. Each route is its own
 * step with a soft assertion, so a report still names every page that fails.
 */
async function sweep(page: Page, paths: readonly string[], language: Language) {
  for (const path of paths) {
    await test.step(path, async () => {
      // Public pages at their URL in the language; the sign-in page and the console have one URL.
      const address = localizedPath(path, language);
      await page.goto(address);
      await expect(page).toHaveURL((url) => url.pathname === address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // Below-the-fold pictures load lazily: scroll through so every section is checked as a
      // visitor who reads to the end sees it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.evaluate(() => window.scrollTo(0, 0));
      expect.soft(await axeViolations(page), `axe violations on ${path} (${language})`).toEqual([]);
    });
  }
}

for (const language of LANGUAGES) {
  test(`every public page in ${language} has no WCAG 2.2 AA violations`, async ({ page }) => {
    test.setTimeout(150_000);
    await seedStorage(page, { i18nextLng: language });
    await sweep(page, PUBLIC_PATHS, language);
  });

  test(
    `every console page in ${language} has no WCAG 2.2 AA violations`,
    { tag: PHONE_LANGUAGES.includes(language) ? '@phone' : [] },
    async ({ page }) => {
      test.setTimeout(90_000);
      await seedStorage(page, { i18nextLng: language, authToken: '{"access":"mock","role":"Admin"}' });
      await sweep(page, ADMIN_PATHS, language);
    },
  );
}

/**
 * The console in its dark theme (issue 30): every console page, in English and Hebrew, with
 * axe at WCAG 2.2 AA, whose colour-contrast rule checks the dark token values.
 */
for (const language of PHONE_LANGUAGES) {
  test(`every console page in the dark theme, in ${language}, has no WCAG 2.2 AA violations`, { tag: '@phone' }, async ({ page }) => {
    test.setTimeout(120_000);
    await seedStorage(page, { i18nextLng: language, authToken: '{"access":"mock","role":"Admin"}', consoleTheme: 'dark' });
    for (const path of ADMIN_PATHS) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'dark');
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.evaluate(() => window.scrollTo(0, 0));
        expect.soft(await axeViolations(page), `axe violations on ${path} in the dark (${language})`).toEqual([]);
      });
    }
  });
}
