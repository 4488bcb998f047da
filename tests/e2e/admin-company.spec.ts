import { consoleToast, expectNoAxeViolations, expectNoSideScroll, openConsole } from './console.ts';
import { expect, test } from './fixtures.ts';

test.describe('Company Settings', () => {
  test('saves both forms with the mock toast and keeps what was typed', async ({ page }) => {
    await openConsole(page, '/admin/company');
    await expect(page).toHaveTitle('Company Settings — Signalwise Admin');
    const name = page.getByLabel('Company Name');
    await name.fill('Harborline Holdings plc');
    await page.getByRole('form', { name: 'Legal Entity' }).getByRole('button', { name: 'Save changes' }).click();
    await expect(consoleToast(page)).toContainText('Changes Saved (Mock)');
    await expect(consoleToast(page)).toContainText('Company details have been updated.');
    await expect(name).toHaveValue('Harborline Holdings plc');

    await page.getByRole('button', { name: 'Close notification' }).click();
    const address = page.getByRole('form', { name: 'Address' });
    await address.getByLabel('City').fill('Leeds');
    await address.getByLabel('City').press('Enter');
    await expect(consoleToast(page)).toContainText('Changes Saved (Mock)');
    await expect(address.getByLabel('City')).toHaveValue('Leeds');
    await expect(address.getByLabel('Street Address')).toHaveValue('221 Quayside Road');
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  });

  test('reveals, copies and regenerates the API secret', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openConsole(page, '/admin/company');
    const secret = page.getByRole('textbox', { name: 'API Secret' });
    await expect(secret).toHaveAttribute('type', 'password');
    await expect(page.getByText('Treat your API secret like a password')).toBeVisible();

    const reveal = page.getByRole('button', { name: 'Show API secret' });
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await reveal.click();
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(secret).toHaveAttribute('type', 'text');

    await page.getByRole('button', { name: 'Copy API secret' }).click();
    await expect(consoleToast(page)).toContainText('CopiedThe API secret is on your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await secret.inputValue());

    // One toast at a time: close this one so the next shows at once.
    await page.getByRole('button', { name: 'Close notification' }).click();
    await page.getByRole('button', { name: 'Copy API key' }).click();
    await expect(consoleToast(page)).toContainText('The API key is on your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await page.getByRole('textbox', { name: 'API Key' }).inputValue(),
    );

    await page.getByRole('button', { name: 'Close notification' }).click();
    const before = await secret.inputValue();
    await page.getByRole('button', { name: 'Regenerate Secret' }).click();
    await expect(page.getByText('API Secret Regenerated (Mock)')).toBeVisible();
    await expect(page.getByText('In a real app, this would be a new secret.')).toBeVisible();
    await expect(secret).not.toHaveValue(before);
    await expect(secret).toHaveValue(/^sw_live_sk_[A-Za-z0-9]{32}$/);
  });

  test('works in Hebrew', async ({ page }) => {
    await openConsole(page, '/admin/company', 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('הגדרות החברה');
    await page.getByRole('form', { name: 'כתובת' }).getByRole('button', { name: 'שמירת שינויים' }).click();
    await expect(consoleToast(page)).toContainText('השינויים נשמרו (הדמיה)');
    await expect(page.getByRole('button', { name: 'הצגת סוד ה-API' })).toHaveAttribute('aria-pressed', 'false');
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  });
});
