import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as client from 'openid-client';
import { SANDBOX_CLIENT } from '../../src/config/sandbox-operator.ts';
import { callApi, discover } from '../operator/relying-party.ts';
import { expect, test } from './fixtures.ts';

// The sandbox operator's sign-in page as a person meets it: a developer's app sends the phone's
// browser to /sandbox/authorize, the operator shows the site's page in the person's language,
// they answer at once (before the app has taken over, on the slow phone), and the browser lands
// on the app's loopback callback with a code, which the app's backend exchanges (openid-client)
// for a token that Number Verification honours. The callback is the app's: a server on a
// loopback port of the test's own (any port is allowed, RFC 8252).

async function startSignIn(page: import('@playwright/test').Page, baseURL: string, language: string) {
  let arrived: (url: URL) => void = () => undefined;
  const landed = new Promise<URL>((resolve) => (arrived = resolve));
  const app = createServer((request, response) => {
    arrived(new URL(request.url ?? '/', `http://${request.headers.host}`));
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>The app</title><p>Back in the app.</p>');
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  const callback = `http://127.0.0.1:${(app.address() as AddressInfo).port}/callback`;
  // The app is no outside host: let the browser reach it (the fixture blocks other origins).
  await page.route(`${callback}**`, (route) => route.continue());
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorize = new URL('/sandbox/authorize', baseURL);
  authorize.search = new URLSearchParams({
    client_id: SANDBOX_CLIENT.id,
    response_type: 'code',
    redirect_uri: callback,
    scope: 'openid dpv:FraudPreventionAndDetection number-verification:verify',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    login_hint: 'tel:+99010000002',
    ui_locales: language,
  }).toString();
  await page.goto(authorize.href);
  return { verifier, state, landed, close: () => new Promise((resolve) => app.close(resolve)) };
}

for (const language of ['en', 'he'] as const) {
  test(`@phone @slow a person allows the test app at once (${language}); the app gets a code and a token Number Verification honours`, async ({
    page,
    baseURL,
  }) => {
    const { verifier, state, landed, close } = await startSignIn(page, baseURL!, language);
    await expect(page).toHaveURL(new RegExp(`${language === 'en' ? '' : `/${language}`}/operator$`));
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: language === 'he' ? 'לאפשר' : 'Allow' }).click();

    const callback = await landed;
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('code')).toBeTruthy();
    await expect(page.getByText('Back in the app.')).toBeVisible();
    await close();

    const config = await discover(new URL(baseURL!).origin);
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
    const verified = await callApi(
      new URL(baseURL!).origin,
      '/number-verification/v2/verify',
      { phoneNumber: '+99010000002' },
      tokens.access_token,
    );
    expect(verified).toEqual({ status: 200, body: { devicePhoneNumberVerified: true } });
  });
}

test('@phone a person on Wi-Fi sends the app login_required: the network cannot tell who the device is', async ({ page, baseURL }) => {
  const wifi = await startSignIn(page, baseURL!, 'en');
  await page.getByRole('radio', { name: /Wi-Fi/ }).check();
  await page.getByRole('button', { name: 'Allow' }).click();
  expect((await wifi.landed).searchParams.get('error')).toBe('login_required');
  await wifi.close();
});

test('a person who denies sends the app access_denied', async ({ page, baseURL }) => {
  const denied = await startSignIn(page, baseURL!, 'pt');
  await page.getByRole('button', { name: 'Recusar' }).click();
  expect((await denied.landed).searchParams.get('error')).toBe('access_denied');
  await denied.close();
});

test('the page says so when the sign-in it answers has ended', async ({ page }) => {
  // No sign-in is waiting for this browser: the operator sends it back to the page's notice.
  await page.goto('/es/operator');
  await page.getByRole('button', { name: 'Permitir' }).click();
  await expect(page).toHaveURL(/\/es\/operator#ended$/);
  await expect(page.getByText(/Este inicio de sesión ha terminado/)).toBeVisible();
});
