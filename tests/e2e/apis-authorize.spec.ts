import { axeViolations, expect, test } from './fixtures.ts';

/**
 * The playground's Authorize step (issue 41), as a developer takes it: open it the moment it is
 * on screen (on the slow phone, before the app has taken over: the disclosure opens as plain
 * HTML and its controls follow), run CIBA against the sandbox's operator, read the decoded
 * token, then send the call with it. The flow's machine is tested in
 * tests/machines/authorize.test.ts; every consent outcome and the step samples against the
 * sandbox in tests/unit/operator-samples.test.ts.
 */
const WORDS = {
  en: {
    path: '/apis/sim-swap',
    playground: 'Try it in the sandbox',
    open: 'Authorize with the operator',
    start: 'Get a token',
    received: 'Token received. The calls below carry it until it expires.',
    diagram: 'The flow, step by step',
    send: 'Send',
    called: 'The call with the token answered 200.',
  },
  he: {
    path: '/he/apis/sim-swap',
    playground: 'נסו בסביבת הבדיקות',
    open: 'הרשאה מהמפעיל',
    start: 'קבלת אסימון',
    received: 'התקבל אסימון. הקריאות למטה יישאו אותו עד שתוקפו יפוג.',
    diagram: 'התהליך, שלב אחר שלב',
    send: 'שליחה',
    called: 'הקריאה עם האסימון החזירה 200.',
  },
} as const;

for (const [language, t] of Object.entries(WORDS))
  test(
    `a developer gets a CIBA token from the operator and calls SIM Swap with it (${language})`,
    { tag: ['@slow', '@phone'] },
    async ({ page }) => {
      await page.goto(t.path);
      const playground = page.getByRole('region', { name: t.playground });
      await playground.getByText(t.open, { exact: true }).click();
      const token = page.waitForResponse((response) => new URL(response.url()).pathname === '/sandbox/token' && response.status() === 200);
      await playground.getByRole('button', { name: t.start }).click();
      const issued = (await (await token).json()) as { access_token: string };
      await expect(playground.getByText(t.received)).toBeVisible();
      // The diagram: every step done but the call, which is next.
      const diagram = playground.getByRole('figure', { name: t.diagram });
      await expect(diagram.getByRole('listitem')).toHaveCount(5);
      await expect(diagram.locator('[aria-current="step"]')).toHaveCount(1);
      await expect(diagram.getByRole('listitem').last()).toHaveAttribute('aria-current', 'step');
      // The token, decoded: signed by the operator for this API's scopes.
      await expect(playground.getByRole('region', { name: 'Claims' })).toContainText(
        '"scope": "dpv:FraudPreventionAndDetection sim-swap:check',
      );
      await expect(playground.getByRole('region', { name: 'Claims' })).toHaveAttribute('dir', 'ltr');
      // The call carries it, and leaves the number out: the token names the line.
      const call = page.waitForResponse((response) => new URL(response.url()).pathname === '/sandbox/sim-swap/v2/check');
      await playground.getByRole('button', { name: t.send, exact: true }).click();
      const answered = await call;
      expect(answered.request().headers()['authorization']).toBe(`Bearer ${issued.access_token}`);
      expect(answered.request().postDataJSON()).toEqual({ maxAge: 240 });
      expect(answered.status()).toBe(200);
      await expect(playground.getByText(t.called)).toBeVisible();
      await expect(diagram.locator('[aria-current="step"]')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Open, with a token and an answer in it, the playground still meets WCAG 2.2 AA.
      expect(await axeViolations(page, { include: '#playground' })).toEqual([]);
    },
  );

test('a person who refuses on their phone: the flow stops at the poll, says so, and the calls go without a token', async ({ page }) => {
  await page.goto('/apis/device-status');
  const playground = page.getByRole('region', { name: 'Try it in the sandbox' });
  await playground.getByText('Authorize with the operator', { exact: true }).click();
  await playground.getByLabel("The person's line (login_hint)").selectOption('+99099000003');
  await playground.getByRole('button', { name: 'Get a token' }).click();
  await expect(playground.getByText('The person refused (access_denied). No token; try another line.')).toBeVisible();
  const diagram = playground.getByRole('figure', { name: 'The flow, step by step' });
  await expect(diagram.locator('[data-status="failed"]')).toContainText('POST /token');
  // The choice is kept for another try, and Send goes out as before, with no token.
  await expect(playground.getByLabel("The person's line (login_hint)")).toHaveValue('+99099000003');
  await expect(playground.getByRole('button', { name: 'Get another token' })).toBeVisible();
  const call = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/sandbox/device-'));
  await playground.getByRole('button', { name: 'Send', exact: true }).click();
  expect((await call).request().headers()['authorization']).toBeUndefined();
});
