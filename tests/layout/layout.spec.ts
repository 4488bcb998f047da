import { ADMIN_PAGES } from '../../src/config/admin-pages.ts';
import { PUBLIC_PATHS } from '../../src/app/public-routes.ts';
import { localizedPath } from '../../src/i18n/language-path.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { ADMIN_TOKEN } from '../e2e/console.ts';
import { expect, seedStorage, test } from '../e2e/fixtures.ts';
import { bannerShare, inspectLayout } from './inspect.ts';

// Look at it: every route as a person sees it, at three phone widths and a desktop one —
// public pages in four languages, console pages in English and Hebrew in both themes, the
// cookie banner answered — checked by tests/layout/inspect.ts. A failure names the route,
// width, language, theme and element, and keeps a screenshot of what was on screen.
const WIDTHS = [320, 360, 390, 1280] as const;
const PHONE_HEIGHT = 844;
const DESKTOP_HEIGHT = 800;
const CONSOLE_LANGUAGES = ['en', 'he'] as const;
const THEMES = ['light', 'dark'] as const;

/** Each width in turn: the problems found, screenshots of the widths that had some. */
async function lookAtEveryWidth(page: import('@playwright/test').Page, what: string, testInfo: import('@playwright/test').TestInfo) {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 1024 ? PHONE_HEIGHT : DESKTOP_HEIGHT });
    // Two frames: the new width laid out and painted.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const problems = await page.evaluate(inspectLayout);
    if (problems.length === 0) continue;
    const shot = testInfo.outputPath(`${what.replace(/[^\w-]+/g, '_')}-${width}.png`);
    await page.screenshot({ path: shot, fullPage: false });
    await testInfo.attach(`${what} at ${width} px`, { path: shot, contentType: 'image/png' });
    found.push(...problems.map(({ element, problem }) => `${what}, ${width} px: ${element} ${problem}`));
  }
  return found;
}

test.describe('public pages', () => {
  for (const path of PUBLIC_PATHS)
    for (const language of LANGUAGES) {
      const url = localizedPath(path, language);
      // The sign-in page has one URL: its language is the stored one.
      const stored = url === path && language !== 'en';
      test(`${url} in ${language} fits and every control can be hit, at ${WIDTHS.join(', ')} px`, async ({ page }, testInfo) => {
        if (stored) await seedStorage(page, { i18nextLng: language });
        await page.setViewportSize({ width: WIDTHS[0], height: PHONE_HEIGHT });
        await page.goto(url);
        // The app has taken over: what is checked is what a person uses.
        await expect(page.locator('html[data-taken-over]')).toBeAttached();
        expect(await lookAtEveryWidth(page, `${url} (${language})`, testInfo)).toEqual([]);
      });
    }
});

test.describe('console pages', () => {
  for (const { to } of ADMIN_PAGES)
    for (const language of CONSOLE_LANGUAGES)
      for (const theme of THEMES)
        test(`${to} in ${language}, ${theme}, fits and every control can be hit, at ${WIDTHS.join(', ')} px`, async ({
          page,
        }, testInfo) => {
          await seedStorage(page, { authToken: ADMIN_TOKEN, i18nextLng: language, consoleTheme: theme });
          await page.setViewportSize({ width: WIDTHS[0], height: PHONE_HEIGHT });
          await page.goto(to);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('html[data-taken-over]')).toBeAttached();
          expect(await lookAtEveryWidth(page, `${to} (${language}, ${theme})`, testInfo)).toEqual([]);
        });
});

test.describe('the cookie banner on a first visit', () => {
  test.use({ consent: null });
  for (const language of LANGUAGES)
    for (const path of ['/', '/apis/sim-swap', '/banking']) {
      const url = localizedPath(path, language);
      test(`${url}: the banner takes at most a quarter of a phone's first screen`, async ({ page }, testInfo) => {
        const found: string[] = [];
        const [narrowest, ...wider] = WIDTHS.filter((candidate) => candidate < 1024);
        await page.setViewportSize({ width: narrowest!, height: PHONE_HEIGHT });
        await page.goto(url);
        await expect(page.locator('[data-consent-banner]')).toBeVisible();
        // One visit, each phone width in turn: the banner is laid out afresh at each, still at the top of the page.
        for (const width of [narrowest!, ...wider]) {
          await page.setViewportSize({ width, height: PHONE_HEIGHT });
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          const share = await page.evaluate(bannerShare);
          if (share !== null && share <= 0.25) continue;
          const shot = testInfo.outputPath(`banner-${language}-${width}.png`);
          await page.screenshot({ path: shot });
          await testInfo.attach(`${url} at ${width} px`, { path: shot, contentType: 'image/png' });
          found.push(`${url} (${language}), ${width} px: the banner takes ${Math.round((share ?? 0) * 100)}% of the first screen`);
        }
        expect(found).toEqual([]);
      });
    }
});
