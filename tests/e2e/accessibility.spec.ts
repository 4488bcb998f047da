import { PUBLIC_PATHS } from '../../src/app/public-routes.ts';
import { ADMIN_PAGES } from '../../src/config/admin-pages.ts';
import { localizedPath } from '../../src/i18n/language-path.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { axeViolations, expect, PHONE_LANGUAGES, seedStorage, test } from './fixtures.ts';

const ADMIN_PATHS: readonly string[] = ADMIN_PAGES.map((page) => page.to);

/**
 * Every route, public and admin, in every language, at the phone and desktop sizes of the two
 * Playwright projects: axe must find nothing at WCAG 2.2 AA.
 *
 * One tab walks all the routes of a language: the browser's cache then serves the scripts after
 * the first page, which makes the sweep about twice as fast as a fresh tab per route. Each route
 * is its own step with a soft assertion, so a report still names every page that fails.
 */
for (const language of LANGUAGES) {
  test(
    `every route in ${language} has no WCAG 2.2 AA violations`,
    { tag: PHONE_LANGUAGES.includes(language) ? '@phone' : [] },
    async ({ page }) => {
      test.setTimeout(180_000);
      await seedStorage(page, { i18nextLng: language });
      for (const path of [...PUBLIC_PATHS, ...ADMIN_PATHS]) {
        await test.step(path, async () => {
          // Public pages as a visitor sees them, then the console signed in.
          if (path === ADMIN_PATHS[0]) await page.evaluate(() => localStorage.setItem('authToken', '{"access":"mock","role":"Admin"}'));
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
