import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The playground on an API page, against the site's own sandbox: a visitor acts the moment the
 * form is on screen (on the slow phone, long before the app has taken over: Send waits for it,
 * what was picked or typed meanwhile is kept). The fields, curl and drafts are covered in
 * tests/components/apis.test.tsx; the prerendered form in tests/static/api-pages.test.ts.
 */

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The next answer of the sandbox, as the network gave it. */
const nextAnswer = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/sandbox/'));

test.describe('the API playground', () => {
  test('picks a test number, sends it and shows the answer with its x-correlator', { tag: ['@slow', '@phone'] }, async ({ page }) => {
    await page.goto('/apis/sim-swap');
    const playground = page.getByRole('region', { name: 'Try it in the sandbox' });
    // Before anything is sent, the page's sample response stands in for the answer.
    await expect(playground.getByRole('heading', { name: 'Sample response' })).toBeVisible();
    await playground.getByLabel('Test number').selectOption('+99020000002');
    await expect(playground.getByLabel('phoneNumber', { exact: true })).toHaveValue('+99020000002');
    await expect(playground.getByRole('region', { name: 'curl for this request' })).toContainText('"phoneNumber": "+99020000002"');
    const answer = nextAnswer(page);
    await playground.getByRole('button', { name: 'Send' }).click();
    const response = await answer;
    expect(response.request().postDataJSON()).toEqual({ phoneNumber: '+99020000002', maxAge: 240 });
    await expect(playground.getByText(/“Check for a recent SIM swap” answered 200 in [\d,]+ milliseconds\./)).toBeVisible();
    await expect(playground.getByText(response.headers()['x-correlator']!, { exact: true })).toBeVisible();
    await expect(playground.getByRole('region', { name: 'Answer body' })).toHaveText(JSON.stringify(await response.json(), null, 2));
    expect(await noSideways(page)).toBe(true);
  });

  test(
    'a first tap on Send while the playground wakes is not lost: the request goes out once it is live',
    { tag: ['@slow', '@phone'] },
    async ({ page }) => {
      await page.goto('/apis/sim-swap');
      const playground = page.getByRole('region', { name: 'Try it in the sandbox' });
      const send = playground.getByRole('button', { name: 'Send' });
      // The moment Send is on screen, a person taps it, ready or not (a tap on a button that is not
      // ready yet lands all the same; force: Playwright would wait for it to be).
      await send.scrollIntoViewIfNeeded();
      const answer = nextAnswer(page);
      await send.click({ force: true });
      const response = await answer;
      expect(response.request().postDataJSON()).toEqual({ phoneNumber: '+99020000001', maxAge: 240 });
      await expect(playground.getByText(/answered 200 in [\d,]+ milliseconds\./)).toBeVisible();
    },
  );

  test(
    'in Hebrew, a number off the test range gets the sandbox’s own error, code left to right',
    { tag: ['@slow', '@phone'] },
    async ({ page }) => {
      await page.goto('/he/apis/sim-swap');
      const playground = page.getByRole('region', { name: 'נסו בסביבת הבדיקות' });
      const phone = playground.getByLabel('phoneNumber', { exact: true });
      await phone.fill('+972501234567');
      const answer = nextAnswer(page);
      await playground.getByRole('button', { name: 'שליחה' }).click();
      const response = await answer;
      expect(response.status()).toBe(422);
      const body = playground.getByRole('region', { name: 'גוף התשובה' });
      // As the sandbox wrote it, and what its code means in the visitor's language.
      await expect(body).toHaveText(JSON.stringify(await response.json(), null, 2));
      await expect(body).toContainText('"code": "SERVICE_NOT_APPLICABLE"');
      await expect(playground.getByText('השירות לא חל על הקו הזה', { exact: false })).toBeVisible();
      await expect(playground.getByText(/התקבלה תשובה ל„בדיקת החלפת SIM אחרונה”: 422/)).toBeVisible();
      await expect(phone).toHaveValue('+972501234567');
      await expect(playground.getByLabel('מספר בדיקה')).toHaveValue('');
      expect(await body.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      expect(await page.evaluate(() => getComputedStyle(document.getElementById('playground')!).direction)).toBe('rtl');
      expect(await noSideways(page)).toBe(true);
    },
  );

  test('a sandbox out of reach or silent gets a clear message, and every field stays', async ({ page }) => {
    await page.goto('/apis/sim-swap');
    const playground = page.getByRole('region', { name: 'Try it in the sandbox' });
    const phone = playground.getByLabel('phoneNumber', { exact: true });
    const maxAge = playground.getByLabel(/maxAge/);
    await phone.fill('+99020000003');
    await maxAge.fill('12');
    const send = playground.getByRole('button', { name: 'Send' });

    await page.route('**/sandbox/**', (route) => route.abort('connectionrefused'));
    await send.click();
    await expect(
      playground.getByText('The sandbox could not be reached. Check your connection and send again; your fields are kept.'),
    ).toBeVisible();
    await expect(phone).toHaveValue('+99020000003');
    await expect(maxAge).toHaveValue('12');

    // A sandbox that takes the request and never answers: the playground gives up on it.
    await page.unroute('**/sandbox/**');
    await page.route('**/sandbox/**', () => undefined);
    await send.click();
    await expect(playground.getByText('Sending “Check for a recent SIM swap”…')).toBeVisible();
    await expect(
      playground.getByText('The sandbox did not answer within 10 seconds, so the request was stopped. Send again; your fields are kept.'),
    ).toBeVisible({ timeout: 20_000 });
    await expect(phone).toHaveValue('+99020000003');
    await expect(maxAge).toHaveValue('12');
  });

  test('Quality on Demand, in Hebrew: create a session, then release it', { tag: '@slow' }, async ({ page }) => {
    await page.goto('/he/apis/quality-on-demand');
    const playground = page.getByRole('region', { name: 'נסו בסביבת הבדיקות' });
    const send = playground.getByRole('button', { name: 'שליחה' });
    await expect(playground.getByText('קודם צרו סשן', { exact: false })).toBeVisible();
    const created = nextAnswer(page);
    await send.click();
    const sessionId = ((await (await created).json()) as { sessionId: string }).sessionId;
    await expect(playground.getByText(/התקבלה תשובה ל„יצירת סשן”: 201/)).toBeVisible();
    // The session's id goes on to reading and releasing it.
    await expect(playground.locator('.api-play-chain')).toContainText(
      `הסשן פתוח. קראו אותו או שחררו אותו; ה-sessionId שלו הוא ${sessionId}`,
    );
    await expect(playground.getByRole('radio', { name: 'קריאת סשן' })).toBeChecked();
    await expect(playground.getByLabel('sessionId', { exact: true })).toHaveValue(sessionId);
    await playground.getByRole('radio', { name: 'שחרור סשן' }).check();
    await expect(playground.getByLabel('sessionId', { exact: true })).toHaveValue(sessionId);
    const released = nextAnswer(page);
    await send.click();
    expect(new URL((await released).url()).pathname).toBe(`/sandbox/quality-on-demand/v1/sessions/${sessionId}`);
    await expect(playground.getByText(/התקבלה תשובה ל„שחרור סשן”: 204/)).toBeVisible();
    await expect(playground.getByText('הסשן שוחרר. צרו סשן חדש כדי להתחיל מחדש.')).toBeVisible();
    await expect(playground.getByRole('radio', { name: 'יצירת סשן' })).toBeChecked();
  });

  test('OTP SMS: send a code, validate a wrong one, then the right one', { tag: '@slow' }, async ({ page }) => {
    await page.goto('/apis/otp-sms');
    const playground = page.getByRole('region', { name: 'Try it in the sandbox' });
    const send = playground.getByRole('button', { name: 'Send' });
    await send.click();
    await expect(playground.getByText(/“Send a code” answered 200/)).toBeVisible();
    await expect(playground.getByRole('radio', { name: 'Validate a code' })).toBeChecked();
    const code = playground.getByLabel('code', { exact: true });
    await code.fill('000000');
    await send.click();
    await expect(playground.getByText(/“Validate a code” answered 400/)).toBeVisible();
    await expect(playground.getByRole('region', { name: 'Answer body' })).toContainText('"code": "ONE_TIME_PASSWORD_SMS.INVALID_OTP"');
    await expect(playground.getByText('The code is wrong.')).toBeVisible();
    await expect(code).toHaveValue('000000');
    await code.fill('123456');
    await send.click();
    await expect(playground.getByText(/“Validate a code” answered 204/)).toBeVisible();
    await expect(playground.getByText('Code validated: it cannot be used again. Send another to start again.')).toBeVisible();
    await expect(playground.getByRole('radio', { name: 'Send a code' })).toBeChecked();
  });
});
