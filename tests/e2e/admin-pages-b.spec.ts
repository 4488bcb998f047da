import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { axeViolations, expect, seedStorage, test } from './fixtures.ts';

const ADMIN = '{"access":"mock","role":"Admin"}';

async function open(page: Page, path: string, language = 'en') {
  await seedStorage(page, { authToken: ADMIN, i18nextLng: language });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The toast on screen has this title; close it so the next one can show at once. */
async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp) {
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
  await toast.getByRole('button').click();
  await expect(toast).toBeHidden();
}

async function expectNoSideScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page must not scroll sideways').toBeLessThanOrEqual(innerWidth);
}

const usersTable = (page: Page) => page.getByRole('region', { name: 'Users' }).getByRole('table');
const userRow = (page: Page, name: string) => usersTable(page).getByRole('row').filter({ hasText: name });
const firstCells = (page: Page) => usersTable(page).locator('tbody tr th');
/** Opens a row's one actions menu and picks an action. */
async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('User Management', () => {
  test('adds, edits, resets and deletes users, with confirmations and mock toasts', { tag: '@phone' }, async ({ page }) => {
    await open(page, '/admin/users');
    await expect(page).toHaveTitle('User Management — Signalwise Admin');
    await expectNoSideScroll(page);

    // Add: errors first, nothing typed is lost.
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    await expect(add.getByLabel('Role')).toHaveValue('viewer');
    await add.getByLabel('Email Address').fill('not-an-email');
    await add.getByRole('button', { name: 'Add User' }).click();
    await expect(add.getByLabel('Full Name')).toBeFocused();
    await expect(add.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(add.getByText('Enter an email address like name@company.com.')).toBeVisible();
    await expect(add.getByText('Set a temporary password.')).toBeVisible();
    await expect(add.getByLabel('Email Address')).toHaveValue('not-an-email');

    await add.getByLabel('Full Name').fill('<img src=x onerror=alert(1)>');
    await add.getByLabel('Email Address').fill('dana.levi@example.com');
    await add.getByLabel('Password').fill('Temp#2025');
    await add.getByLabel('Role').selectOption('editor');
    await add.getByRole('button', { name: 'Add User' }).click();
    await expect(add.getByText('dana.levi@example.com already belongs to another user. Use a different email address.')).toBeVisible();
    await add.getByLabel('Email Address').fill('new.user@example.com');
    await add.getByRole('button', { name: 'Add User' }).click();
    await expect(add).toBeHidden();
    await expectToast(page, 'User Added (Mock)', 'was added as Editor');

    // The HTML-looking name is text: no image element, no alert.
    const added = userRow(page, '<img src=x onerror=alert(1)>');
    await expect(added).toContainText('new.user@example.com');
    await expect(added).toContainText('Never');
    await expect(usersTable(page).locator('img')).toHaveCount(0);

    // Edit.
    await rowAction(page, 'Mariana Costa', 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByLabel('Full Name')).toHaveValue('Mariana Costa');
    await edit.getByLabel('Full Name').fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Enter the user’s full name.')).toBeVisible();
    await edit.getByLabel('Full Name').fill('Mariana S. Costa');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('button', { name: 'Actions for Mariana S. Costa' })).toBeFocused();
    await expectToast(page, 'User Updated (Mock)');
    await expect(userRow(page, 'Mariana S. Costa')).toHaveCount(1);

    // Reset password: a link at once, or a forced reset after confirming.
    await rowAction(page, 'Michael Chen', 'Send reset link');
    await expectToast(page, 'Password Reset (Mock)', 'A password reset link has been sent to michael.chen@example.com.');

    await rowAction(page, 'Michael Chen', 'Force reset at next sign-in…');
    let confirm = page.getByRole('alertdialog', { name: 'Force password reset' });
    await expect(confirm).toContainText(
      'Are you sure you want to force a password reset for Michael Chen? They will be required to set a new password on next login.',
    );
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('toast')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Actions for Michael Chen' })).toBeFocused();

    await rowAction(page, 'Michael Chen', 'Force reset at next sign-in…');
    confirm = page.getByRole('alertdialog', { name: 'Force password reset' });
    await confirm.getByRole('button', { name: 'Force Reset' }).click();
    await expectToast(page, 'Password Forced Reset (Mock)', 'Michael Chen must set a new password at their next login.');

    // Delete: cancel keeps the user, confirm removes them.
    await rowAction(page, 'Priya Raman', 'Delete');
    confirm = page.getByRole('alertdialog', { name: 'Delete user' });
    await expect(confirm).toContainText('Are you sure you want to delete user Priya Raman? This action cannot be undone.');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(userRow(page, 'Priya Raman')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Actions for Priya Raman' })).toBeFocused();

    await rowAction(page, 'Priya Raman', 'Delete');
    await page.getByRole('alertdialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete User' }).click();
    await expect(userRow(page, 'Priya Raman')).toHaveCount(0);
    // The deleted row's button is gone: focus lands on the list's heading instead of the page top.
    await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeFocused();
    await expectToast(page, 'User Deleted (Mock)', 'Priya Raman no longer has access to the console.');
    await expectNoSideScroll(page);
  });

  test('sorts by each column both ways and searches without case or accents', async ({ page }) => {
    await open(page, '/admin/users');
    const header = (name: string) => usersTable(page).getByRole('columnheader', { name });

    await header('Name').getByRole('button').click();
    await expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCells(page)).toHaveText([
      'Dana Levi',
      'José Álvarez',
      'Mariana Costa',
      'Michael Chen',
      'Noa Ben-David',
      'Priya Raman',
      'Test Admin You',
    ]);
    await header('Name').getByRole('button').click();
    await expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells(page).first()).toHaveText('Test Admin You');

    await header('Role').getByRole('button').click();
    await expect(header('Role')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Name')).not.toHaveAttribute('aria-sort');
    await expect(firstCells(page).first()).toHaveText('Test Admin You'); // admins first, in the list's order
    await header('Email').getByRole('button').click();
    await expect(firstCells(page).first()).toHaveText('Test Admin You'); // admin@example.com
    await header('Email').getByRole('button').click();
    await expect(firstCells(page).first()).toHaveText('Priya Raman');
    await header('Last login').getByRole('button').click();
    await expect(firstCells(page).first()).toHaveText('Noa Ben-David');

    // The search applies with Enter or Apply Filters.
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await search.fill('JOSE');
    await search.press('Enter');
    await expect(firstCells(page)).toHaveText(['José Álvarez']);
    await search.fill('álvarez');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(firstCells(page)).toHaveText(['José Álvarez']);
    await search.fill('CHEN@EXAMPLE');
    await search.press('Enter');
    await expect(firstCells(page)).toHaveText(['Michael Chen']);
    await search.fill('nobody here');
    await search.press('Enter');
    await expect(page.getByText('No users match “nobody here”.')).toBeVisible();
    await usersTable(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(firstCells(page)).toHaveCount(7);
  });

  test('works from the keyboard alone: Tab order, Escape, and focus back on the opener', async ({ page }) => {
    await open(page, '/admin/users');
    const addButton = page.getByRole('button', { name: 'Add User' });
    await addButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Email Address')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Role')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Add User' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
    // Focus stays inside the dialog.
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Full Name')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();

    // Add a user without touching the mouse; Enter in a field submits.
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await page.keyboard.type('Keyboard Person');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Temp#2025');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();
    await expect(userRow(page, 'Keyboard Person')).toContainText('Viewer');
    await expect(page.getByTestId('toast')).toContainText('User Added (Mock)');
  });

  test('in Hebrew, reads right to left with LTR e-mails', async ({ page }) => {
    await open(page, '/admin/users', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ניהול משתמשים');
    await expect(page.getByRole('heading', { name: 'תפקידים' })).toBeVisible();
    const table = page.getByRole('region', { name: 'משתמשים' }).getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'כניסה אחרונה' })).toBeVisible();
    await expect(table.getByText('dana.levi@example.com')).toHaveAttribute('dir', 'ltr');
    await expect(table.getByText('אף פעם')).toBeVisible();
    await page.getByRole('button', { name: 'הוספת משתמש' }).click();
    const dialog = page.getByRole('dialog', { name: 'הוספת משתמש' });
    await expect(dialog.getByLabel('סיסמה')).toHaveAttribute('placeholder', 'הגדרת סיסמה זמנית');
    await dialog.getByRole('button', { name: 'הוספת משתמש' }).click();
    await expect(dialog.getByText('יש להזין את השם המלא של המשתמש.')).toBeVisible();
    await expectNoSideScroll(page);
  });
});

async function downloadText(download: Download) {
  const path = await download.path();
  return readFile(path);
}

/** The logs are dated from when the console loads (demo-clock.ts): pin that moment. */
const LOGS_NOW = new Date('2026-11-25T10:34:15Z');

test.describe('Audit Logs', () => {
  test('exports each section as a real CSV file with a BOM and a mock toast', async ({ page }) => {
    await page.clock.setFixedTime(LOGS_NOW);
    await open(page, '/admin/logs');
    await expectNoSideScroll(page);

    const section = (name: string) => page.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const exportFrom = async (name: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section(name).getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      return download;
    };

    const logins = await exportFrom('User Login History');
    expect(logins.suggestedFilename()).toBe('user-login-history.csv');
    const bytes = await downloadText(logins);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Timestamp,User ID,IP Address,Status,Event ID');
    // The signed-in Test Admin (usr_001) signed in minutes ago, after one wrong code.
    expect(lines[1]).toBe('2026-11-25T10:31:46Z,usr_001,203.0.113.24,Success,lgn_90321');
    expect(lines[2]).toBe('2026-11-25T10:30:29Z,usr_001,203.0.113.24,Failed (OTP),lgn_90320');
    expect(lines).toHaveLength(9); // header, seven rows, and the final line break
    await expectToast(page, 'Export Started (Mock)', 'user-login-history.csv is downloading with 7 rows.');

    const transactions = await exportFrom('API Transaction Logs');
    const csv = (await downloadText(transactions)).toString('utf8');
    expect(csv).toContain('Timestamp,API,Status,Latency (ms),Cost (USD),Transaction ID\r\n');
    expect(csv).toContain('2026-11-25T10:31:20Z,Device Location,Error (No Coverage),2035,0.000,txn_8c41ec5b\r\n');
    await expectToast(page, 'Export Started (Mock)');

    const consent = await exportFrom('Consent Logs');
    const consentCsv = (await downloadText(consent)).toString('utf8');
    expect(consentCsv).toContain('2026-11-25T10:32:07Z,Consent granted,SIM Swap,+44 7700 ••• 123,acme-bank-mobile,cns_4f81a2\r\n');
    await expectToast(page, 'Export Started (Mock)');
  });

  test('shows the tables, a details action, and the sample JSON left to right', { tag: '@phone' }, async ({ page }) => {
    await page.clock.setFixedTime(LOGS_NOW);
    await open(page, '/admin/logs');
    await expect(page.getByRole('heading', { name: 'Consent Logs' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Consent Logs' }).getByRole('listitem')).toHaveCount(5);

    const logins = page.getByRole('region', { name: 'User Login History' });
    await expect(logins.getByRole('row', { name: /usr_001.*Failed \(OTP\)/ })).toHaveCount(1);
    await expect(logins.getByText('2001:db8:85a3::8a2e:370:7334')).toHaveAttribute('dir', 'ltr');
    await logins.getByRole('button', { name: 'Details of lgn_90320' }).click();
    const login = page.getByRole('dialog', { name: 'Sign-in event lgn_90320' });
    await expect(login).toContainText('usr_001');
    await expect(login).toContainText('11/25/2026, 10:30:29 UTC');
    await expect(login).toContainText('Failed (OTP)');
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(logins.getByRole('button', { name: 'Details of lgn_90320' })).toBeFocused();

    const transactions = page.getByRole('region', { name: 'API Transaction Logs' });
    await expect(transactions.getByRole('row', { name: /OTP SMS.*Delivered.*1,180 ms.*\$0\.03\b/ })).toHaveCount(1);
    await transactions.getByRole('button', { name: 'Details of txn_8c41ec5b' }).click();
    const transaction = page.getByRole('dialog', { name: 'Transaction txn_8c41ec5b' });
    await expect(transaction).toContainText('Device Location');
    await expect(transaction).toContainText('Error (No Coverage)');
    await expect(transaction).toContainText('2,035 ms');
    await expect(transaction.locator('pre')).toContainText('"transactionId": "txn_8c41ec5b"');
    await transaction.getByRole('button', { name: 'Close dialog' }).click();
    await expect(transaction).toBeHidden();
    await expect(page.getByTestId('toast')).toBeHidden();

    const json = page.locator('pre > code');
    await expect(page.locator('pre')).toHaveAttribute('dir', 'ltr');
    await expect(json).toHaveAttribute('dir', 'ltr');
    const sample = JSON.parse((await json.textContent()) ?? '') as Record<string, unknown>;
    expect(Object.keys(sample)).toEqual([
      'timestamp',
      'transactionId',
      'apiEndpoint',
      'request',
      'response',
      'clientIp',
      'processingTimeMs',
    ]);
    expect(sample.request).toEqual({ phoneNumber: '+447700900123' });
    expect(Object.keys(sample.response as object)).toEqual(['status', 'simChanged', 'lastChangeDate']);
    await expectNoSideScroll(page);
  });

  test('in Hebrew, the JSON and IDs stay left to right and the CSV speaks Hebrew', async ({ page }) => {
    await page.clock.setFixedTime(LOGS_NOW);
    await open(page, '/admin/logs', 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('יומני ביקורת');
    const pre = page.locator('pre');
    await expect(pre).toHaveAttribute('dir', 'ltr');
    await expect(pre).toHaveCSS('direction', 'ltr');
    await expect(pre).toContainText('"transactionId": "txn_8c41f0a2"');
    const logins = page.getByRole('region', { name: 'היסטוריית כניסות משתמשים' });
    await expect(logins.getByText('usr_001').first()).toHaveAttribute('dir', 'ltr');
    await expect(logins.locator('time').first()).toHaveAttribute('dir', 'ltr');
    await expect(logins.locator('time').first()).toHaveText('25.11.2026, 10:31:46 UTC');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'היסטוריית כניסות משתמשים' }) })
        .getByRole('button', { name: 'ייצוא ל־CSV' })
        .click(),
    ]);
    const csv = (await downloadText(download)).toString('utf8');
    expect(csv.startsWith('\uFEFFחותמת זמן,מזהה משתמש,כתובת IP,סטטוס,מזהה אירוע\r\n')).toBe(true);
    expect(csv).toContain(',נכשל (OTP),');
    await expect(page.getByTestId('toast')).toContainText('הייצוא התחיל (הדמיה)');
    await expectNoSideScroll(page);
  });
});

test.describe('Login and Security Settings', () => {
  const groups = (page: Page) => ({
    authenticator: page.getByRole('group', { name: 'Authenticator app' }),
    sms: page.getByRole('group', { name: 'SMS verification' }),
  });

  async function opacity(locator: Locator) {
    return Number(await locator.evaluate((element) => getComputedStyle(element).opacity));
  }

  test('turning two-factor off dims and disables the authenticator and SMS settings', async ({ page }) => {
    await open(page, '/admin/login-settings');
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
    await open(page, '/admin/login-settings');
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
    await open(page, '/admin/login-settings', 'he');
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
  test('the Add User dialog with errors, and the delete confirmation, have no axe violations', async ({ page }) => {
    // Three full axe passes: on a busy phone emulation that is more than the default 30 s.
    test.slow();
    await open(page, '/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Set a temporary password.')).toBeVisible();
    expect(await axeViolations(page, { include: '[role="dialog"]', allRules: true })).toEqual([]);
    await page.keyboard.press('Escape');
    await rowAction(page, 'Dana Levi', 'Delete');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await axeViolations(page, { include: '[role="alertdialog"]', allRules: true })).toEqual([]);
    await page.keyboard.press('Escape');

    // A row's actions menu, with the signed-in admin's disabled Delete if they are listed.
    await page.getByRole('button', { name: 'Actions for Dana Levi' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await axeViolations(page, { include: '[role="menu"]', allRules: true })).toEqual([]);
  });

  test('the security settings with two-factor off have no axe violations', async ({ page }) => {
    await open(page, '/admin/login-settings');
    await page.getByRole('button', { name: 'Reset Authenticator' }).click();
    await page.getByText('Require two-factor authentication').click();
    await expect(page.getByRole('group', { name: 'SMS verification' })).toHaveAttribute('aria-disabled', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });
});
