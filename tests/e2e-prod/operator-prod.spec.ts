import { CONSENT_NUMBERS, SHORT_REQUEST_SECONDS } from '../../src/config/sandbox-operator.ts';
import { PROD_STACKS } from '../../playwright.prod.config.ts';
import { expect, test } from '../e2e/fixtures.ts';
import {
  callApi,
  ciba,
  claimsOf,
  clientCredentials,
  discover,
  errorOf,
  frontEnd,
  paceRequests,
  pollOnce,
} from '../operator/relying-party.ts';

// The sandbox's operator through the shipped stack (nginx → the site's service), driven by a
// real relying-party library (openid-client) as a developer's backend drives it, nothing
// faked: discovery on the origin asked, both three-legged flows and client credentials, every
// consent outcome, the site's own sign-in page (its HTML form, in English and Hebrew), and the
// tokens calling every API with CAMARA's answers. The flows run on the stack whose sandbox takes
// 300 requests a client every 30 s, paced to nginx's zone for /sandbox/ (5 a second); the rate
// limit's own test, on the stack with production's limits, whose sandbox no later test uses.
test.describe.configure({ mode: 'serial' });
const origin = PROD_STACKS.unpaced.url;
const FRAUD = 'dpv:FraudPreventionAndDetection';
paceRequests(5, 1_000);

test('discovery and JWKS are served on the origin asked for, under /sandbox', async () => {
  const metadata = (await discover(origin)).serverMetadata();
  expect(metadata.issuer).toBe(`${origin}/sandbox`);
  expect(metadata.token_endpoint_auth_methods_supported).toEqual(['private_key_jwt']);
  const jwks = (await (await fetch(`${origin}/sandbox/jwks`)).json()) as { keys: Record<string, unknown>[] };
  expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })]);
  // A public key only.
  expect(jwks.keys[0]).not.toHaveProperty('d');
});

test('CIBA: consent at once, after a few polls (pending, then slow_down when polled too fast), a refusal, an expiry', async () => {
  test.setTimeout(120_000);
  const config = await discover(origin);
  const scope = `openid ${FRAUD} sim-swap:check`;

  const atOnce = await ciba(config, scope, '+99020000001');
  expect(claimsOf((await atOnce.token()).access_token).scope).toBe(`${FRAUD} sim-swap:check`);

  const later = await ciba(config, scope, CONSENT_NUMBERS.afterPolls);
  expect(await pollOnce(config, later.started.auth_req_id)).toBe('authorization_pending');
  expect(await pollOnce(config, later.started.auth_req_id)).toBe('slow_down');
  const started = Date.now();
  await later.token();
  console.log(`consent after polls: a token ${((Date.now() - started) / 1000).toFixed(1)} s after slow_down`);

  const refused = await ciba(config, scope, CONSENT_NUMBERS.denies);
  await expect(refused.token().catch(errorOf)).resolves.toBe('access_denied');

  // openid-client stops polling by itself at expires_in; a client that polls on is told so.
  const expiring = await ciba(config, scope, CONSENT_NUMBERS.expires);
  expect(expiring.started.expires_in).toBe(SHORT_REQUEST_SECONDS);
  expect(await pollOnce(config, expiring.started.auth_req_id)).toBe('authorization_pending');
  await new Promise((resolve) => setTimeout(resolve, (SHORT_REQUEST_SECONDS + 1) * 1000));
  expect(await pollOnce(config, expiring.started.auth_req_id)).toBe('expired_token');
});

test('the front-end flow through the site’s own page, in English and Hebrew: mobile data, another line, Wi-Fi, a refusal', async () => {
  test.setTimeout(120_000);
  const config = await discover(origin);
  const scope = `openid ${FRAUD} number-verification:verify`;
  const verify = async (token: string, phoneNumber: string) =>
    (await callApi(origin, '/number-verification/v2/verify', { phoneNumber }, token)).body;
  for (const language of ['en', 'he']) {
    const page = language === 'en' ? '/operator' : `/${language}/operator`;
    const onLine = await frontEnd(config, origin, {
      scope,
      language,
      loginHint: 'tel:+99010000002',
      answer: { decision: 'allow', connection: 'mobileData' },
    });
    // The prerendered page was shown, and only the operator's cookies were set, under /sandbox.
    expect(onLine.pages).toEqual([page]);
    expect(onLine.cookies.every((name) => name.startsWith('sw_op_'))).toBe(true);
    expect(claimsOf(onLine.tokens!.access_token).amr).toEqual(['nba']);
    expect(await verify(onLine.tokens!.access_token, '+99010000002')).toEqual({ devicePhoneNumberVerified: true });
    expect(await verify(onLine.tokens!.access_token, '+99010000001')).toEqual({ devicePhoneNumberVerified: false });

    const other = await frontEnd(config, origin, { scope, language, answer: { decision: 'allow', connection: 'anotherLine' } });
    expect(await verify(other.tokens!.access_token, '+99010000001')).toEqual({ devicePhoneNumberVerified: false });
    expect((await frontEnd(config, origin, { scope, language, answer: { decision: 'allow', connection: 'wifi' } })).error).toBe(
      'login_required',
    );
    expect((await frontEnd(config, origin, { scope, language, answer: { decision: 'deny' } })).error).toBe('access_denied');
  }
});

test('the tokens call every API, CAMARA’s way', async () => {
  test.setTimeout(180_000);
  const config = await discover(origin);
  const threeLegged = async (number: string, scopes: string) =>
    (await (await ciba(config, `openid ${FRAUD} ${scopes}`, number)).token()).access_token;
  const twoLegged = async (scopes: string) => (await clientCredentials(config, `${FRAUD} ${scopes}`)).access_token;
  const call = (path: string, body: unknown, token?: string, method?: string) => callApi(origin, path, body, token, method);
  const code = (answer: { status: number; body: Record<string, unknown> }) => [answer.status, answer.body.code];

  // SIM Swap: the device from a three-legged token; named by the body with a two-legged one.
  const simSwap = await threeLegged('+99020000001', 'sim-swap:check sim-swap:retrieve-date');
  expect(await call('/sim-swap/v2/check', { maxAge: 24 }, simSwap)).toEqual({ status: 200, body: { swapped: true } });
  expect((await call('/sim-swap/v2/retrieve-date', {}, simSwap)).status).toBe(200);
  expect(code(await call('/sim-swap/v2/check', { phoneNumber: '+99020000001' }, simSwap))).toEqual([422, 'UNNECESSARY_IDENTIFIER']);
  const simSwapServer = await twoLegged('sim-swap:check');
  expect(await call('/sim-swap/v2/check', { phoneNumber: '+99020000002' }, simSwapServer)).toEqual({
    status: 200,
    body: { swapped: false },
  });
  expect(code(await call('/sim-swap/v2/check', {}, simSwapServer))).toEqual([422, 'MISSING_IDENTIFIER']);
  expect(code(await call('/sim-swap/v2/retrieve-date', { phoneNumber: '+99020000002' }, simSwapServer))).toEqual([
    403,
    'PERMISSION_DENIED',
  ]);

  // Device Location.
  const area = { areaType: 'CIRCLE', center: { latitude: 50.735851, longitude: 7.10066 }, radius: 2000 };
  const location = await threeLegged('+99030000001', 'location-verification:verify');
  expect(await call('/location-verification/v3/verify', { area }, location)).toMatchObject({
    status: 200,
    body: { verificationResult: 'TRUE' },
  });
  expect(code(await call('/location-verification/v3/verify', { device: { phoneNumber: '+99030000001' }, area }, location))).toEqual([
    422,
    'UNNECESSARY_IDENTIFIER',
  ]);

  // Device Status, both APIs.
  const status = await threeLegged('+99040000001', 'device-roaming-status:read device-reachability-status:read');
  expect(await call('/device-roaming-status/v1/retrieve', {}, status)).toMatchObject({ status: 200, body: { roaming: false } });
  expect(await call('/device-reachability-status/v1/retrieve', {}, status)).toMatchObject({ status: 200, body: { reachable: true } });

  // Quality on Demand: a session for the token's device, read and deleted with the token's scopes.
  const qod = await threeLegged(
    '+99050000001',
    'quality-on-demand:sessions:create quality-on-demand:sessions:read quality-on-demand:sessions:delete',
  );
  const created = await call(
    '/quality-on-demand/v1/sessions',
    { applicationServer: { ipv4Address: '198.51.100.10' }, qosProfile: 'QOS_L', duration: 60 },
    qod,
  );
  expect(created.status).toBe(201);
  const sessionId = String(created.body.sessionId);
  expect((await call(`/quality-on-demand/v1/sessions/${sessionId}`, undefined, qod, 'GET')).status).toBe(200);
  expect((await call(`/quality-on-demand/v1/sessions/${sessionId}`, undefined, qod, 'DELETE')).status).toBe(204);

  // OTP SMS: two-legged; the number in the body.
  const otp = await twoLegged('one-time-password-sms:send-validate');
  const sent = await call('/one-time-password-sms/v1/send-code', { phoneNumber: '+99060000001', message: '{{code}} is your code' }, otp);
  expect(sent.status).toBe(200);
  expect(
    (await call('/one-time-password-sms/v1/validate-code', { authenticationId: sent.body.authenticationId, code: '123456' }, otp)).status,
  ).toBe(204);

  // Number Verification refuses a token that did not come from the network (CIBA's).
  const notByNetwork = await threeLegged('+99010000001', 'number-verification:verify');
  expect(code(await call('/number-verification/v2/verify', { phoneNumber: '+99010000001' }, notByNetwork))).toEqual([
    403,
    'NUMBER_VERIFICATION.USER_NOT_AUTHENTICATED_BY_MOBILE_NETWORK',
  ]);

  // Expired, forged or malformed: 401; and without a header, the sandbox's convenience stands.
  expect(code(await call('/sim-swap/v2/check', {}, `${simSwap.slice(0, -4)}AAAA`))).toEqual([401, 'UNAUTHENTICATED']);
  expect(await call('/sim-swap/v2/check', { phoneNumber: '+99020000001' })).toEqual({ status: 200, body: { swapped: true } });
});

test('the token endpoint is rate-limited like the rest of the sandbox', async () => {
  // Unpaced: 80 token requests at once from one address meet the limit (429), never a 5xx.
  const statuses = await Promise.all(
    Array.from({ length: 80 }, () =>
      fetch(`${PROD_STACKS.limited.url}/sandbox/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      }).then((response) => response.status),
    ),
  );
  expect(statuses).toContain(429);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
});
