import type { Locator } from '@playwright/test';
import { expect, seedStorage, test } from './fixtures.ts';

/**
 * Toasts never get in the way (PRODUCT.md): a new one replaces the one showing, a held toast
 * stays, and no toast covers an open dialog's content or actions or the cookie banner's
 * buttons — checked with the rectangles the browser drew, at both sizes, in English and Hebrew.
 */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectClear(toast: Locator, others: Locator[]) {
  const toastBox = await toast.boundingBox();
  expect(toastBox, 'the toast is on screen').not.toBeNull();
  for (const other of others) {
    const box = await other.boundingBox();
    expect(box, String(other) + ' is on screen').not.toBeNull();
    expect(overlaps(toastBox!, box!), 'the toast must not cover ' + String(other)).toBe(false);
  }
}

const texts = {
  en: {
    identifier: 'Email or username',
    password: 'Password',
    signIn: 'Sign In',
    dialog: 'Enter 6-digit code',
    code: 'Security code',
    verify: 'Verify Code',
    loginFailed: 'Login Failed',
    learnMore: 'Learn more about our network APIs',
    banner: ['Accept All', 'Reject', 'Choose categories'],
  },
  he: {
    identifier: 'אימייל או שם משתמש',
    password: 'סיסמה',
    signIn: 'כניסה',
    dialog: 'הזנת קוד בן 6 ספרות',
    code: 'קוד אבטחה',
    verify: 'אימות הקוד',
    loginFailed: 'הכניסה נכשלה',
    learnMore: 'מידע נוסף על ממשקי ה-API של הרשת שלנו',
    banner: ['אישור הכול', 'דחייה', 'בחירת קטגוריות'],
  },
} as const;

for (const language of ['en', 'he'] as const) {
  const t = texts[language];

  test.describe(`toasts (${language})`, () => {
    test(
      'a toast still up when the code dialog opens moves inside it, clear of its field and its buttons',
      { tag: '@phone' },
      async ({ page }) => {
        await seedStorage(page, { i18nextLng: language });
        await page.goto('/login');
        const form = page.getByRole('main');
        await form.getByLabel(t.identifier).fill('admin@example.com');
        // A wrong password first: its destructive toast is still up when the code dialog opens.
        await form.getByLabel(t.password, { exact: true }).fill('wrong#2025');
        await form.getByRole('button', { name: t.signIn, exact: true }).click();
        await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
        await form.getByLabel(t.password, { exact: true }).fill('Admin#2025');
        await form.getByRole('button', { name: t.signIn, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: t.dialog });
        await expect(dialog).toBeVisible();

        const toast = dialog.getByTestId('toast');
        await expect(toast).toContainText(t.loginFailed);
        // Announced from inside the dialog (the page behind it is hidden from assistive tech).
        await expect(dialog.getByRole('alert').getByTestId('toast')).toHaveCount(1);
        await expectClear(toast, [dialog.getByLabel(t.code), dialog.getByRole('heading', { name: t.dialog })]);
        // Every button of the dialog (Verify, Cancel, the close cross), but the toast's own.
        const buttons = dialog.getByRole('button');
        expect(await buttons.count()).toBeGreaterThanOrEqual(3);
        for (const button of await buttons.all()) {
          if (await button.evaluate((element) => element.closest('[data-testid="toast"]') !== null)) continue;
          await expectClear(toast, [button]);
        }
      },
    );

    test.describe('with the cookie banner showing', () => {
      test.use({ consent: null });

      test('a toast never covers the banner buttons; a new one replaces it; holding it keeps it', { tag: '@phone' }, async ({ page }) => {
        await seedStorage(page, { i18nextLng: language });
        await page.goto('/');
        const banner = page.getByTestId('consent-banner');
        await expect(banner).toBeVisible();
        const learnMore = page.getByRole('button', { name: t.learnMore });
        await learnMore.scrollIntoViewIfNeeded();
        await learnMore.click();
        const toast = page.getByTestId('toast');
        await expect(toast).toBeVisible();
        await expectClear(
          toast,
          t.banner.map((name) => banner.getByRole('button', { name })),
        );

        // A second toast replaces the first at once: still exactly one on screen.
        await learnMore.click();
        await expect(page.getByTestId('toast')).toHaveCount(1);

        // Held under the pointer, it outlives its 5 s.
        await toast.hover();
        await page.waitForTimeout(5600);
        await expect(toast).toBeVisible();
        await page.mouse.move(0, 0);
        await expect(toast).toBeHidden({ timeout: 8000 });
      });
    });
  });
}
