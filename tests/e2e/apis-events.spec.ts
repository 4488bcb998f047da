import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';

/**
 * Events in the playground (issue 42): a person makes an events inbox on the Quality on Demand
 * or SIM Swap page, sends a session or a subscription with it as the sink, and watches the
 * CloudEvents arrive. The e2e server shortens the sandbox's event delays
 * (SANDBOX_EVENT_DELAY_PERCENT=5 in playwright.config.ts): the session the network ends ends 1 s
 * in rather than 20 s, the SIM is swapped 3 s after the subscription rather than a minute.
 */

const INBOX_URL = /^http:\/\/127\.0\.0\.1:\d+\/sandbox\/inboxes\/[0-9a-f]{32}$/;
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Opens the events inbox and makes one, as a person does; its URL as shown. */
async function makeInbox(playground: Locator, words: { inbox: string; create: string }) {
  await playground.getByText(words.inbox, { exact: true }).click();
  await playground.getByRole('button', { name: words.create }).click();
  const url = playground.locator('.api-inbox-url code');
  await expect(url).toHaveText(INBOX_URL);
  return (await url.textContent())!;
}

/**
 * Sends the session and returns the sandbox's answer. Every test of the run is one client of the
 * sandbox (127.0.0.1): when another test's session of the same number is still running (1 s
 * here) the sandbox says 409 CONFLICT, and when the run's requests pass the client's rate limit,
 * 429 with Retry-After; a person sends again a moment later.
 */
async function createSession(page: Page, send: Locator) {
  for (let attempt = 0; ; attempt += 1) {
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/sandbox/quality-on-demand/v1/sessions');
    await send.click();
    const response = await answer;
    if (![409, 429].includes(response.status()) || attempt === 5) return response;
    await page.waitForTimeout(1000 * Math.min(10, Number((await response.allHeaders())['retry-after'] ?? 1.5)));
  }
}

test.describe('events in the playground', () => {
  test('Quality on Demand: an inbox, a session the network ends, and its two events arriving live', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/apis/quality-on-demand');
    const playground = page.getByRole('region', { name: 'Try it in the sandbox' });
    const url = await makeInbox(playground, { inbox: 'Events inbox', create: 'Create an inbox' });
    await expect(playground.getByText('Nothing yet. Send a subscription or a session: its events arrive here.')).toBeVisible();
    await playground.getByLabel('Test number').selectOption('+99050000005');
    // The request carries the inbox as its sink, with its credential.
    const curl = playground.getByRole('region', { name: 'curl for this request' });
    await expect(curl).toContainText(`"sink": "${url}"`);
    await expect(curl).toContainText('"credentialType": "ACCESSTOKEN"');
    const response = await createSession(page, playground.getByRole('button', { name: 'Send' }));
    expect(response.status()).toBe(201);
    const { sessionId } = (await response.json()) as { sessionId: string };
    const sent = response.request().postDataJSON() as { sinkCredential: { accessToken: string } };

    // The session starts (AVAILABLE), then the network ends it: each arrives without a reload.
    const events = playground.getByRole('region', { name: 'What arrived, newest first' });
    const items = events.getByRole('listitem');
    await expect(items).toHaveCount(2, { timeout: 15_000 });
    await expect(items.nth(0).getByRole('region', { name: 'Its data: qos-status-changed (2)' })).toHaveText(
      JSON.stringify({ sessionId, qosStatus: 'UNAVAILABLE', statusInfo: 'NETWORK_TERMINATED' }, null, 2),
    );
    await expect(items.nth(1).getByRole('region', { name: 'Its data: qos-status-changed (1)' })).toHaveText(
      JSON.stringify({ sessionId, qosStatus: 'AVAILABLE' }, null, 2),
    );
    // Taken by the inbox: it came with the inbox's own bearer token.
    for (const item of [items.nth(0), items.nth(1)]) {
      await expect(item.getByText('Taken (204)')).toBeVisible();
      await expect(item.getByText(`Bearer ${sent.sinkCredential.accessToken}`, { exact: true })).toBeVisible();
    }
    // Said once, briefly, for a screen reader.
    await expect(playground.locator('[aria-live="polite"].api-inbox-latest')).toHaveText(/^Event qos-status-changed arrived at /);
    await expect(playground.getByText('Listening: events show here the moment they arrive.')).toBeVisible();
    expect(await noSideways(page)).toBe(true);
    // The open inbox with its events: WCAG 2.2 AA, and axe's best practices.
    expect(await axeViolations(page, { include: '.api-play-inbox', allRules: true })).toEqual([]);
  });

  test(
    'Quality on Demand in Hebrew: the inbox and its events read right to left, the URL and JSON left to right',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/he/apis/quality-on-demand');
      const playground = page.getByRole('region', { name: 'נסו בסביבת הבדיקות' });
      await makeInbox(playground, { inbox: 'תיבת אירועים', create: 'יצירת תיבה' });
      await playground.getByLabel('מספר בדיקה').selectOption('+99050000005');
      expect((await createSession(page, playground.getByRole('button', { name: 'שליחה' }))).status()).toBe(201);
      const items = playground.getByRole('region', { name: 'מה שהגיע, מהחדש לישן' }).getByRole('listitem');
      await expect(items).toHaveCount(2, { timeout: 15_000 });
      await expect(items.nth(0)).toContainText('"statusInfo": "NETWORK_TERMINATED"');
      await expect(items.nth(0).getByText('התקבל (204)')).toBeVisible();
      await expect(playground.getByText(/^האירוע qos-status-changed הגיע ב-/)).toBeVisible();
      const direction = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).direction);
      expect(await direction(playground.locator('.api-inbox'))).toBe('rtl');
      expect(await direction(playground.locator('.api-inbox-url code'))).toBe('ltr');
      expect(await direction(items.nth(0).getByRole('region'))).toBe('ltr');
      expect(await noSideways(page)).toBe(true);
      // The open inbox with its events: WCAG 2.2 AA, and axe's best practices.
      expect(await axeViolations(page, { include: '.api-play-inbox', allRules: true })).toEqual([]);
    },
  );

  test(
    'SIM Swap: a subscription needs an inbox; with one, the SIM is swapped and the event arrives',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/apis/sim-swap');
      const playground = page.getByRole('region', { name: 'Try it in the sandbox' });
      await playground.getByRole('radio', { name: 'Subscribe to SIM swaps' }).check();
      await expect(playground.getByText('Subscribe first: its id then fills in reading and deleting the subscription.')).toBeVisible();
      await playground.getByLabel('Test number').selectOption('+99020000005');
      // Sent without an inbox, nothing goes out: the inbox opens with the keyboard on its button.
      await playground.getByRole('button', { name: 'Send' }).click();
      const create = playground.getByRole('button', { name: 'Create an inbox' });
      await expect(create).toBeFocused();
      await expect(playground.getByText('Create an events inbox first: a subscription delivers its events there.')).toBeVisible();
      await create.click();
      const url = playground.locator('.api-inbox-url code');
      await expect(url).toHaveText(INBOX_URL);

      const created = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/subscriptions'));
      await playground.getByRole('button', { name: 'Send' }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      const subscription = (await response.json()) as { id: string; sink: string };
      expect(subscription.sink).toBe(await url.textContent());
      // Its id goes on to reading and deleting it.
      await expect(playground.getByRole('radio', { name: 'Read a subscription' })).toBeChecked();
      await expect(playground.getByLabel('subscriptionId', { exact: true })).toHaveValue(subscription.id);

      const items = playground.getByRole('region', { name: 'What arrived, newest first' }).getByRole('listitem');
      await expect(items).toHaveCount(1, { timeout: 15_000 });
      await expect(items.nth(0).getByText('swapped', { exact: true })).toBeVisible();
      await expect(items.nth(0).getByRole('region')).toHaveText(
        JSON.stringify({ phoneNumber: '+99020000005', subscriptionId: subscription.id }, null, 2),
      );

      // Deleting it ends it: subscription-ended (SUBSCRIPTION_DELETED) arrives too.
      await playground.getByRole('radio', { name: 'Delete a subscription' }).check();
      await playground.getByRole('button', { name: 'Send' }).click();
      await expect(playground.getByText(/“Delete a subscription” answered 204/)).toBeVisible();
      await expect(items).toHaveCount(2);
      await expect(items.nth(0)).toContainText('"terminationReason": "SUBSCRIPTION_DELETED"');
      expect(await noSideways(page)).toBe(true);
    },
  );

  test('the inbox stays through a reload of the tab, and can be deleted', async ({ page }) => {
    await page.goto('/apis/quality-on-demand');
    const playground = page.getByRole('region', { name: 'Try it in the sandbox' });
    const url = await makeInbox(playground, { inbox: 'Events inbox', create: 'Create an inbox' });
    // A short session, so it holds no place of the run's other tests for long.
    await playground.getByLabel('duration', { exact: true }).fill('3');
    expect((await createSession(page, playground.getByRole('button', { name: 'Send' }))).status()).toBe(201);
    const items = playground.getByRole('region', { name: 'What arrived, newest first' }).getByRole('listitem');
    await expect(items).not.toHaveCount(0);
    await page.reload();
    await playground.getByText('Events inbox', { exact: true }).click();
    await expect(playground.locator('.api-inbox-url code')).toHaveText(url);
    // What arrived before the reload is listed again, from the inbox itself.
    await expect(items.getByText('qos-status-changed', { exact: true }).first()).toBeVisible();
    await playground.getByRole('button', { name: 'Delete the inbox' }).click();
    await expect(playground.getByRole('button', { name: 'Create an inbox' })).toBeVisible();
    expect((await page.request.get(url)).status()).toBe(404);
    await expect(playground.getByRole('region', { name: 'curl for this request' })).not.toContainText('"sink"');
  });
});
