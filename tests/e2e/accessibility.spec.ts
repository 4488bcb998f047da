import AxeBuilder from '@axe-core/playwright';
import { PUBLIC_PATHS } from '../../src/app/public-routes.ts';
import { ADMIN_PAGES } from '../../src/features/admin-shell/admin-pages.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { expect, seedStorage, test } from './fixtures.ts';

const ADMIN_PATHS: string[] = ADMIN_PAGES.map((page) => page.to);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every route, public and admin, in every language, at the phone and desktop sizes of the two
 * Playwright projects: axe must find nothing at WCAG 2.2 AA.
 */
for (const language of LANGUAGES) {
  test.describe(`accessibility (${language})`, () => {
    for (const path of [...PUBLIC_PATHS, ...ADMIN_PATHS]) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await seedStorage(page, {
          i18nextLng: language,
          ...(path.startsWith('/admin') ? { authToken: '{"access":"mock","role":"Admin"}' } : {}),
        });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const summary = results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
