import { expect, test, type Page } from '@playwright/test';

// The machine viewer in the dev server, with every request beyond the page's own server
// refused: it must work offline.
const viewer = (page: Page) => page.getByRole('region', { name: 'Machine viewer' });
const chart = (page: Page, id: string) => viewer(page).getByRole('img', { name: `Statechart of ${id}` });
/** The states the chart highlights, by path. */
const highlighted = (page: Page, id: string) =>
  chart(page, id)
    .locator('[data-active="true"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-state')));

test('@dev the viewer follows the login actor from credentials to otp to done as the admin signs in', async ({ page, context }) => {
  const outside: string[] = [];
  await context.route(
    (url) => url.host !== new URL(test.info().project.use.baseURL ?? '').host,
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  if (process.env.VIEWER_SCREENSHOT) await page.setViewportSize({ width: 1440, height: 1100 });
  await page.goto('/login?inspect=local');
  await expect(viewer(page)).toHaveAttribute('dir', 'ltr');
  const actors = viewer(page).getByRole('navigation', { name: 'Live actors' });
  for (const systemId of ['auth', 'toast', 'nav', 'consent', 'scheduling']) {
    await expect(actors.getByRole('button', { name: new RegExp(`^${systemId} system id ${systemId}`) })).toBeVisible();
  }

  await actors.getByRole('button', { name: /^login root/ }).click();
  await expect(viewer(page).getByRole('heading', { name: 'login: credentials.editing' })).toBeVisible();
  await expect.poll(() => highlighted(page, 'login')).toEqual(['credentials', 'credentials.editing']);

  const form = page.getByRole('main');
  await form.getByLabel('Email or username').fill('admin');
  await form.getByLabel('Password', { exact: true }).fill('Admin#2025');
  // The picture in docs/machine-viewer.md: the page, and the viewer with the login actor's chart.
  if (process.env.VIEWER_SCREENSHOT) await page.screenshot({ path: process.env.VIEWER_SCREENSHOT });
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter 6-digit code' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => highlighted(page, 'login')).toEqual(['otp']);
  await expect(viewer(page).getByRole('table', { name: 'Event log' })).toContainText('login.submit');
  // Using the viewer leaves the page's modal dialog open.
  await viewer(page).getByRole('checkbox', { name: 'Only this actor' }).uncheck();
  await expect(viewer(page).getByRole('table', { name: 'Event log' })).toContainText('toast');
  await viewer(page).getByRole('checkbox', { name: 'Only this actor' }).check();
  await expect(dialog).toBeVisible();

  // The dialog is centred in the window, partly behind the viewer: its shortcut folds it away
  // and brings it back.
  await page.keyboard.press('Alt+Shift+KeyM');
  await expect(viewer(page).getByRole('navigation', { name: 'Live actors' })).toHaveCount(0);
  await dialog.getByLabel('Security code').fill('123456');
  await dialog.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.keyboard.press('Alt+Shift+KeyM');
  await expect(page).toHaveURL(/\/admin$/);
  // The login view is gone and its actor with it; the viewer keeps showing where it ended.
  await expect(viewer(page).getByRole('heading', { name: /^login: done \(finished\)/ })).toBeVisible();
  await expect.poll(() => highlighted(page, 'login')).toEqual(['done']);
  await expect(actors.getByRole('button', { name: /^login root/ })).toHaveCount(0);
  expect(outside).toEqual([]);
});
