import { expect, isPhone, test } from './fixtures.ts';

test.describe('header dropdowns (desktop)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'the desktop bar is collapsed on phones');

  test('Industries opens on hover and closes 100 ms after the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).first().getByRole('button', { name: 'Industries' });
    // Hover is the app's enhancement of the native menu: it arrives with the app, whose menus
    // state whether they are open.
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Logistics' }).first()).toBeVisible();
    // Moving from the button into the panel keeps it open.
    await page.getByRole('link', { name: 'Logistics' }).first().hover();
    await page.waitForTimeout(250);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click after hovering keeps the menu open', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).first().getByRole('button', { name: 'Industries' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Fintech' }).first().click();
    await expect(page).toHaveURL(/\/fintech$/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('Industries works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).first().getByRole('button', { name: 'Industries' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Banking' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Tabbing past the last link closes it.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the language menu opens on hover and switches language', async ({ page }) => {
    await page.goto('/banking');
    const trigger = page.getByRole('button', { name: /Language: English/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'עברית' }).click();
    await expect(page).toHaveURL(/\/he\/banking$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('בנקאות');
  });

  test('the language menu on an English page fetches no Hebrew font for "עברית"', async ({ page }) => {
    // Any web font arriving after takeover lays the whole page out again (src/styles.css): the
    // Hebrew name is set in the system's font on pages in other languages.
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('button', { name: /Language: English/ }).click();
    await expect(page.getByRole('link', { name: 'עברית' })).toBeVisible();
    // A font the menu needed is being fetched by now; wait until it would have arrived.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(fonts.filter((font) => font.includes('heebo'))).toEqual([]);
  });
});

test.describe('header navigation', () => {
  test('Contact sales from another page goes home and scrolls to #contact', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/about-us');
    if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Contact sales' }).filter({ visible: true }).first().click();
    // The app goes home, scrolls and moves focus to the section; a click before it has taken
    // over follows the link to /#contact, where the browser scrolls to it.
    await expect(page).toHaveURL(/\/(#contact)?$/);
    await expect(page.locator('#contact')).toBeInViewport();
    if (!page.url().endsWith('#contact')) await expect(page.locator('#contact')).toBeFocused();
  });

  test('the mobile menu opens, and closing it also folds its dropdowns', { tag: '@phone' }, async ({ page }) => {
    test.skip(!isPhone(page), 'phones only');
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    const industries = menu.getByRole('button', { name: 'Industries' });
    await industries.click();
    await expect(menu.getByRole('link', { name: 'Security' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
    await menu.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/about-us$/);
    await expect(menu).toBeHidden();
  });

  test('Login is shown only when logged out', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Login' }).filter({ visible: true })).toHaveCount(1);
    await page.evaluate(() => window.localStorage.setItem('authToken', '{"access":"mock","role":"Admin"}'));
    await page.reload();
    if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('the footer learn-more link shows a "not implemented" toast', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Learn more about our network APIs' }).click();
    await expect(page.getByRole('status')).toContainText('Feature Not Implemented');
    await expect(page.getByRole('status')).toContainText('The developer portal is not yet available.');
  });
});
