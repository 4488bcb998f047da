// What the console's page specs share: a signed-in start on a page, and the checks every
// console page gets (its toast, no sideways scroll, no axe violations in the page's main).
import type { Page } from '@playwright/test';
import { axeViolations, expect, seedStorage } from './fixtures.ts';

export const ADMIN_TOKEN = '{"access":"mock","role":"Admin"}';

/** Opens a console page signed in as the demo admin, in `language`. */
export async function openConsole(page: Page, path: string, language = 'en') {
  await seedStorage(page, { authToken: ADMIN_TOKEN, i18nextLng: language });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

export const consoleToast = (page: Page) => page.getByRole('status');

/** The toast on screen has this title; close it so the next one can show at once. */
export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp) {
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
  await toast.getByRole('button').click();
  await expect(toast).toBeHidden();
}

/** The page itself never scrolls sideways; wide tables scroll inside their own box. */
export async function expectNoSideScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth, 'the page must not scroll sideways').toBeLessThanOrEqual(clientWidth);
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
}

/** x of the first and last bar of a chart, to tell which way its time axis runs. */
export async function barEnds(page: Page, chartName: RegExp) {
  const bars = page.getByRole('img', { name: chartName }).locator('rect');
  const first = await bars.first().boundingBox();
  const last = await bars.last().boundingBox();
  return { first: first!.x, last: last!.x };
}
