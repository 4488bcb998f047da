import type { Page } from '@playwright/test';
import { clickBeside, expect, openMenuIfCollapsed, recordDisabledButtonLabels, seedStorage, test } from './fixtures.ts';

const ADMIN_TOKEN = '{"access":"mock","role":"Admin"}';

/** The console collapses its sidebar into a drawer below the md breakpoint (768 px). */
const hasDrawer = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

const texts = {
  en: {
    identifier: 'Email or username',
    password: 'Password',
    signIn: 'Sign In',
    dialog: 'Enter 6-digit code',
    code: 'Security code',
    verify: 'Verify Code',
    openNav: 'Open navigation',
    drawer: 'Console navigation',
    nav: 'Console',
    account: 'Account menu for Test Admin',
    welcome: 'Welcome to the Signalwise Admin Portal!',
    users: 'User Management',
    billing: 'Billing',
  },
  he: {
    identifier: 'אימייל או שם משתמש',
    password: 'סיסמה',
    signIn: 'כניסה',
    dialog: 'הזנת קוד בן 6 ספרות',
    code: 'קוד אבטחה',
    verify: 'אימות הקוד',
    openNav: 'פתיחת הניווט',
    drawer: 'ניווט במסוף',
    nav: 'מסוף',
    account: 'תפריט החשבון של Test Admin',
    welcome: 'ברוכים הבאים לפורטל הניהול של Signalwise!',
    users: 'ניהול משתמשים',
    billing: 'חיובים',
  },
} as const;
type Texts = (typeof texts)[keyof typeof texts];

const loginForm = (page: Page) => page.getByRole('main');
const codeDialog = (page: Page, t: Texts = texts.en) => page.getByRole('dialog', { name: t.dialog });

async function passCredentials(page: Page, t: Texts = texts.en) {
  await loginForm(page).getByLabel(t.identifier).fill('admin@example.com');
  await loginForm(page).getByLabel(t.password, { exact: true }).fill('Admin#2025');
  await loginForm(page).getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(codeDialog(page, t)).toBeVisible();
}

async function signIn(page: Page, t: Texts = texts.en) {
  await passCredentials(page, t);
  await codeDialog(page, t).getByLabel(t.code).fill('123456');
  await codeDialog(page, t).getByRole('button', { name: t.verify }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test.describe('admin sign-in', () => {
  test('works with the keyboard alone, from the skip link to the dashboard', async ({ page }) => {
    const busyLabels = await recordDisabledButtonLabels(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email or username')).toBeFocused();
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type('Admin#2025');
    // The show/hide toggle is in the tab order and works with Enter (once it no longer shows
    // that it is waiting for the page to finish loading).
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect(toggle).toBeFocused();
    await expect(toggle).not.toHaveAttribute('aria-disabled');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    const dialog = codeDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Security code')).toBeFocused();
    await page.keyboard.type('246810');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin$/);
    // Each check showed its busy, disabled button while it ran.
    expect(await busyLabels()).toEqual(expect.arrayContaining(['Signing In...', 'Verifying...']));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(page.getByTestId('toast')).toContainText('Login Successful');
    await expect(page.getByTestId('toast')).toContainText('Welcome to the Signalwise Admin Portal!');
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBe(ADMIN_TOKEN);
  });

  test('requires both fields', async ({ page }) => {
    await page.goto('/login');
    await loginForm(page).getByLabel('Email or username').fill('admin');
    await loginForm(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    const password = loginForm(page).getByLabel('Password', { exact: true });
    await expect(loginForm(page).getByRole('alert')).toHaveText('Email and password are required.');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  test('rejects a wrong password inline and with the Login Failed toast', async ({ page }) => {
    const busyLabels = await recordDisabledButtonLabels(page);
    await page.goto('/login');
    await loginForm(page).getByLabel('Email or username').fill('admin@example.com');
    await loginForm(page).getByLabel('Password', { exact: true }).fill('admin#2025');
    await loginForm(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(loginForm(page).getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
    expect(await busyLabels()).toContain('Signing In...');
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Login Failed');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(codeDialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  });

  test('the code field takes digits only, up to six, and a pasted code', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.goto('/login');
    await passCredentials(page);
    const dialog = codeDialog(page);
    const code = dialog.getByLabel('Security code');
    const verify = dialog.getByRole('button', { name: 'Verify Code' });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await page.keyboard.type('1a2b-3');
    await expect(code).toHaveValue('123');
    await expect(verify).toBeDisabled();
    // Enter with fewer than six digits explains why nothing happens.
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('toast')).toContainText('OTP Invalid');
    await expect(page.getByTestId('toast')).toContainText('Please enter a valid 6-digit code.');
    await page.keyboard.press('Backspace');
    await expect(code).toHaveValue('12');
    await code.clear();
    await page.evaluate(() => navigator.clipboard.writeText('654 321'));
    await page.keyboard.press('ControlOrMeta+V');
    await expect(code).toHaveValue('654321');
    await expect(verify).toBeEnabled();
    await page.keyboard.type('9');
    await expect(code).toHaveValue('654321');
  });

  test('closing the code dialog goes back to the filled-in form', async ({ page }) => {
    await page.goto('/login');
    await passCredentials(page);
    await page.keyboard.press('Escape');
    await expect(codeDialog(page)).toHaveCount(0);
    await expect(loginForm(page).getByLabel('Email or username')).toHaveValue('admin@example.com');
    await expect(loginForm(page).getByLabel('Password', { exact: true })).toHaveValue('Admin#2025');
    await expect(loginForm(page).getByRole('button', { name: 'Sign In', exact: true })).toBeFocused();
    // A click beside the dialog closes it too, and so does its close button.
    await loginForm(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(codeDialog(page)).toBeVisible();
    await clickBeside(page, codeDialog(page));
    await expect(codeDialog(page)).toHaveCount(0);
    await loginForm(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await codeDialog(page).getByRole('button', { name: 'Close dialog' }).click();
    await expect(codeDialog(page)).toHaveCount(0);
    await expect(loginForm(page).getByLabel('Password', { exact: true })).toHaveValue('Admin#2025');
  });

  test('Forgot password? says recovery is not available yet', async ({ page }) => {
    await page.goto('/login');
    await loginForm(page).getByRole('button', { name: 'Forgot password?' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Feature not implemented');
    await expect(toast).toContainText('Password recovery is not yet available.');
    await expect(toast).toHaveAttribute('data-variant', 'warning');
  });

  test('Remember me keeps the e-mail across a reload, and unticking forgets it', async ({ page }) => {
    await page.goto('/login');
    await loginForm(page).getByText('Remember me').click();
    await expect(loginForm(page).getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await passCredentials(page);
    await page.keyboard.press('Escape');
    await page.reload();
    const identifier = loginForm(page).getByLabel('Email or username');
    await expect(identifier).toHaveValue('admin@example.com');
    const remember = loginForm(page).getByRole('checkbox', { name: 'Remember me' });
    await expect(remember).toBeChecked();
    await loginForm(page).getByText('Remember me').click();
    await expect(remember).not.toBeChecked();
    await loginForm(page).getByLabel('Password', { exact: true }).fill('Admin#2025');
    await loginForm(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(codeDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(loginForm(page).getByLabel('Email or username')).toHaveValue('');
  });

  test('returns to the page first asked for, and stays signed in after a reload', async ({ page }) => {
    await page.goto('/admin/billing');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fbilling$/);
    await passCredentials(page);
    await codeDialog(page).getByLabel('Security code').fill('000000');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/billing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing');
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/billing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing');
  });

  test('an admin who opens /login goes to the console', async ({ page }) => {
    await seedStorage(page, { authToken: ADMIN_TOKEN });
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('admin session', () => {
  test('Log out removes the key, goes home and shows Login again', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/login');
    await signIn(page);
    await page.getByRole('button', { name: 'Account menu for Test Admin' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    await openMenuIfCollapsed(page);
    await expect(page.getByRole('link', { name: 'Login' }).filter({ visible: true })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  });

  for (const [name, value] of [
    ['changed to another role', '{"access":"mock","role":"Viewer"}'],
    ['broken', '{"access":"mock","role":"Adm'],
    ['removed', null],
  ] as const) {
    test(`a token ${name} after sign-in signs out on reload and on the next navigation`, async ({ page }) => {
      const tamper = () =>
        page.evaluate((next) => {
          if (next === null) window.localStorage.removeItem('authToken');
          else window.localStorage.setItem('authToken', next);
        }, value);
      await page.goto('/login');
      await signIn(page);
      await tamper();
      await page.reload();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
      await signIn(page);
      await tamper();
      await page.getByRole('link', { name: 'Admin dashboard' }).click();
      await expect(page).toHaveURL(/\/login/);
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    });
  }

  test('the account menu shows the test admin; Profile and Settings are not available yet', { tag: '@phone' }, async ({ page }) => {
    await seedStorage(page, { authToken: ADMIN_TOKEN });
    await page.goto('/admin');
    const trigger = page.getByRole('button', { name: 'Account menu for Test Admin' });
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Test Admin');
    await expect(menu).toContainText('admin@example.com');
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByTestId('toast')).toContainText('Feature Not Implemented');
    await expect(page.getByTestId('toast')).toContainText('Profile is not yet available.');
    await page.getByTestId('toast').getByRole('button', { name: 'Close notification' }).click();
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByTestId('toast')).toContainText('Settings is not yet available.');
  });
});

for (const language of ['en', 'he'] as const) {
  const t = texts[language];
  test.describe(`console navigation (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { authToken: ADMIN_TOKEN, i18nextLng: language });
    });

    test('the sidebar (desktop) or the drawer (phone) lists the pages and marks the current one', { tag: '@phone' }, async ({ page }) => {
      await page.goto('/admin/users');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.users);
      const width = page.viewportSize()!.width;
      if (hasDrawer(page)) {
        await expect(page.getByRole('navigation', { name: t.nav })).toBeHidden();
        const menuButton = page.getByRole('button', { name: t.openNav });
        await menuButton.click();
        const drawer = page.getByRole('dialog', { name: t.drawer });
        await expect(drawer).toBeVisible();
        await expect(drawer.getByRole('link', { name: t.users })).toHaveAttribute('aria-current', 'page');
        // The drawer opens from the inline start: the left edge in English, the right in Hebrew.
        const box = (await drawer.boundingBox())!;
        if (language === 'he') expect(box.x + box.width).toBeGreaterThan(width - 2);
        else expect(box.x).toBeLessThan(2);
        await drawer.getByRole('link', { name: t.billing }).click();
        await expect(page).toHaveURL(/\/admin\/billing$/);
        await expect(drawer).toBeHidden();
        await expect(menuButton).toBeFocused();
      } else {
        await expect(page.getByRole('button', { name: t.openNav })).toBeHidden();
        const sidebar = page.getByRole('navigation', { name: t.nav });
        await expect(sidebar).toBeVisible();
        await expect(sidebar.getByRole('link')).toHaveCount(8);
        await expect(sidebar.getByRole('link', { name: t.users })).toHaveAttribute('aria-current', 'page');
        // Fixed beside the page: at the start edge, left in English and right in Hebrew.
        const box = (await sidebar.boundingBox())!;
        if (language === 'he') expect(box.x + box.width).toBeGreaterThan(width - 2);
        else expect(box.x).toBeLessThan(2);
        await sidebar.getByRole('link', { name: t.billing }).click();
        await expect(page).toHaveURL(/\/admin\/billing$/);
        await expect(sidebar.getByRole('link', { name: t.billing })).toHaveAttribute('aria-current', 'page');
        await expect(sidebar.getByRole('link', { name: t.users })).not.toHaveAttribute('aria-current');
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.billing);
    });

    test('signing in works and welcomes the admin', async ({ page }) => {
      await page.goto('/login');
      // Seeded as signed in: log out first, through the account menu.
      await page.getByRole('button', { name: t.account }).click();
      await page.getByRole('menuitem').last().click();
      // Home, in the language the console was in.
      await expect(page).toHaveURL(language === 'he' ? /\/he$/ : /\/$/);
      await page.goto('/login');
      await signIn(page, t);
      await expect(page.getByTestId('toast')).toContainText(t.welcome);
    });
  });
}
