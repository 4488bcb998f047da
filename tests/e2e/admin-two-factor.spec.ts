import type { Locator, Page } from '@playwright/test';
import { expectNoSideScroll, expectToast, openConsole } from './console.ts';
import { axeViolations, expect, test } from './fixtures.ts';

test.describe('Login and Security Settings', () => {
  const groups = (page: Page) => ({
    authenticator: page.getByRole('group', { name: 'Authenticator app' }),
    sms: page.getByRole('group', { name: 'SMS verification' }),
  });

  async function opacity(locator: Locator) {
    return Number(await locator.evaluate((element) => getComputedStyle(element).opacity));
  }

  test('turning two-factor off dims and disables the authenticator and SMS settings', async ({ page }) => {
    await openConsole(page, '/admin/login-settings');
    const toggle = page.getByRole('switch', { name: 'Require two-factor authentication' });
    const { authenticator, sms } = groups(page);
    await expect(toggle).toBeChecked();
    await expect(authenticator).not.toHaveAttribute('aria-disabled');
    expect(await opacity(authenticator)).toBe(1);

    await page.getByText('Require two-factor authentication').click();
    await expect(toggle).not.toBeChecked();
    await expectToast(page, 'Two-Factor Authentication Disabled (Mock)');
    await expect(authenticator).toHaveAttribute('aria-disabled', 'true');
    await expect(sms).toHaveAttribute('aria-disabled', 'true');
    expect(await opacity(authenticator)).toBeLessThan(1);
    expect(await opacity(sms)).toBeLessThan(1);
    await expect(page.getByRole('button', { name: 'Reset Authenticator' })).toBeDisabled();
    await expect(page.getByLabel('Mobile number')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Set Up SMS Verification' })).toBeDisabled();
    await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();

    // The keyboard toggles it back on.
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    await expectToast(page, 'Two-Factor Authentication Enabled (Mock)');
    await expect(authenticator).not.toHaveAttribute('aria-disabled');
    await expect(page.getByRole('button', { name: 'Reset Authenticator' })).toBeEnabled();
    await expectNoSideScroll(page);
  });

  test('resets and re-verifies the authenticator, and labels the SMS button from the number', async ({ page }) => {
    await openConsole(page, '/admin/login-settings');
    await expect(page.getByText('Configured', { exact: true })).toBeVisible();
    await expect(page.getByRole('img')).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset Authenticator' }).click();
    await expectToast(page, 'Authenticator Reset (Mock)');
    const qr = page.getByRole('img', { name: 'QR code for pairing an authenticator app with this account' });
    await expect(qr).toBeVisible();
    // Sized by its attributes, the picture is laid out before it has loaded: wait for the pixels.
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Scan QR & Verify' }).click();
    await expectToast(page, 'Authenticator Verified (Mock)');
    await expect(page.getByRole('button', { name: 'Reset Authenticator' })).toBeVisible();

    const phone = page.getByLabel('Mobile number');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await expect(phone).toHaveAttribute('placeholder', '+1 XXX XXX XXXX');
    await expect(page.getByRole('button', { name: 'Set Up SMS Verification' })).toBeDisabled();
    await phone.fill('+1 415 555 0100');
    const update = page.getByRole('button', { name: 'Update & Verify Number' });
    await expect(update).toBeEnabled();
    await update.click();
    await expectToast(page, 'Verification Code Sent (Mock)', 'In a real app, a code would be sent to +1 415 555 0100.');
    await phone.fill('');
    await expect(page.getByRole('button', { name: 'Set Up SMS Verification' })).toBeDisabled();
  });

  test('in Hebrew, mirrors the page but keeps the phone field left to right', async ({ page }) => {
    await openConsole(page, '/admin/login-settings', 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('הגדרות כניסה ואבטחה');
    const phone = page.getByLabel('מספר נייד');
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('button', { name: 'הגדרת אימות ב־SMS' })).toBeDisabled();
    await phone.fill('+972 54 123 4567');
    await expect(page.getByRole('button', { name: 'עדכון ואימות המספר' })).toBeEnabled();
    await page.getByText('חיוב אימות דו־שלבי').click();
    await expect(page.getByTestId('toast')).toContainText('האימות הדו־שלבי כובה (הדמיה)');
    await expect(page.getByRole('group', { name: 'אימות ב־SMS' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: 'עדכון ואימות המספר' })).toBeDisabled();
    await expectNoSideScroll(page);
  });
});

// Whole pages are checked in every language by accessibility.spec.ts; these are states within them.
test.describe('accessibility of dialogs and states', () => {
  test('the security settings with two-factor off have no axe violations', async ({ page }) => {
    await openConsole(page, '/admin/login-settings');
    await page.getByRole('button', { name: 'Reset Authenticator' }).click();
    await page.getByText('Require two-factor authentication').click();
    await expect(page.getByRole('group', { name: 'SMS verification' })).toHaveAttribute('aria-disabled', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });
});
