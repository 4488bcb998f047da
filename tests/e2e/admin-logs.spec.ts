import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expectNoSideScroll, expectToast, openConsole } from './console.ts';
import { expect, isPhone, test } from './fixtures.ts';

async function downloadText(download: Download) {
  const path = await download.path();
  return readFile(path);
}

/** The logs are dated from when the console loads (demo-clock.ts): pin that moment. */
const LOGS_NOW = new Date('2026-11-25T10:34:15Z');

test.describe('Audit Logs', () => {
  test('exports each section as a real CSV file with a BOM and a mock toast', async ({ page }) => {
    await page.clock.setFixedTime(LOGS_NOW);
    await openConsole(page, '/admin/logs');
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
    await openConsole(page, '/admin/logs');
    await expect(page.getByRole('heading', { name: 'Consent Logs' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Consent Logs' }).getByRole('listitem')).toHaveCount(5);

    const logins = page.getByRole('region', { name: 'User Login History' });
    const failed = logins.getByRole('row').filter({ hasText: 'Failed (OTP)' }).filter({ hasText: 'usr_001' });
    await expect(failed).toHaveCount(1);
    // A phone shows the user and address under the row's "More"; a desktop in its columns.
    if (isPhone(page)) await failed.getByRole('group').getByText('More').click();
    await expect(failed.getByText('usr_001').filter({ visible: true })).toBeVisible();
    for (const address of await logins.getByText('2001:db8:85a3::8a2e:370:7334').all()) await expect(address).toHaveAttribute('dir', 'ltr');
    await logins.getByRole('button', { name: 'Details of lgn_90320' }).click();
    const login = page.getByRole('dialog', { name: 'Sign-in event lgn_90320' });
    await expect(login).toContainText('usr_001');
    await expect(login).toContainText('11/25/2026, 10:30:29 UTC');
    await expect(login).toContainText('Failed (OTP)');
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(logins.getByRole('button', { name: 'Details of lgn_90320' })).toBeFocused();

    const transactions = page.getByRole('region', { name: 'API Transaction Logs' });
    await expect(
      transactions
        .getByRole('row')
        .filter({ hasText: 'OTP SMS' })
        .filter({ hasText: 'Delivered' })
        .filter({ hasText: /1,180.ms/ })
        .filter({ hasText: /\$0\.03(?!\d)/ }),
    ).toHaveCount(1);
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
    await openConsole(page, '/admin/logs', 'he');
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
