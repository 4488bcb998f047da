import { expect, test } from './fixtures.ts';

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
    },
  );
