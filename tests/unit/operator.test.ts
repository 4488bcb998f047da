import { request } from 'node:http';
import { generateKeyPair, SignJWT } from 'jose';
import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import { CONSENT_NUMBERS, OPERATOR_TIMES, SANDBOX_CLIENT } from '../../src/config/sandbox-operator.ts';
import { callApi, ciba, claimsOf, clientCredentials, discover, errorOf, frontEnd, pollOnce } from '../operator/relying-party.ts';
import { useSandboxServer } from './sandbox-server.ts';

// The sandbox's operator (server/operator/) driven by openid-client as a developer's backend
// would drive it, and the APIs answering its tokens CAMARA's way. The slower CIBA outcomes
// (consent after polls, expiry) run against the production stack: tests/e2e-prod/operator-prod.spec.ts.
// A whole flow is several requests: the limit per client (tested in sandbox-server.test.ts) is lifted.
const server = useSandboxServer({ rateLimit: { perClient: 10_000, perGroup: 10_000, windowMs: 30_000, maxClients: 100 } });
const FRAUD = 'dpv:FraudPreventionAndDetection';

describe('discovery', () => {
  it('names the issuer on the origin asked, the endpoints under /sandbox, and CAMARA’s methods', async () => {
    const metadata = (await discover(server.origin)).serverMetadata();
    expect(metadata.issuer).toBe(`${server.origin}/sandbox`);
    expect(metadata.authorization_endpoint).toBe(`${server.origin}/sandbox/authorize`);
    expect(metadata.backchannel_authentication_endpoint).toBe(`${server.origin}/sandbox/bc-authorize`);
    expect(metadata.token_endpoint).toBe(`${server.origin}/sandbox/token`);
    expect(metadata.jwks_uri).toBe(`${server.origin}/sandbox/jwks`);
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(['private_key_jwt']);
    expect(metadata.backchannel_token_delivery_modes_supported).toEqual(['poll']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'client_credentials', 'urn:openid:params:grant-type:ciba']),
    );
  });

  it('is not served for a host that is not the site’s', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) =>
      request(`${server.origin}/sandbox/.well-known/openid-configuration`, { headers: { host: 'attacker.example' } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on('error', reject)
        .end(),
    );
    expect(status).toBe(404);
  });
});

describe('client credentials (two-legged)', () => {
  it('gives a five-minute ES256 JWT for the sandbox, and the body names the device', async () => {
    const config = await discover(server.origin);
    const token = await clientCredentials(config, `${FRAUD} sim-swap:check`);
    expect(token.expires_in).toBe(OPERATOR_TIMES.accessToken);
    const header = JSON.parse(Buffer.from(token.access_token.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;
    expect(header).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    expect(claimsOf(token.access_token)).toMatchObject({
      aud: `${server.origin}/sandbox`,
      client_id: SANDBOX_CLIENT.id,
      scope: `${FRAUD} sim-swap:check`,
    });

    expect(await callApi(server.origin, '/sim-swap/v2/check', { phoneNumber: '+99020000001' }, token.access_token)).toEqual({
      status: 200,
      body: { swapped: true },
    });
    expect(await callApi(server.origin, '/sim-swap/v2/check', {}, token.access_token)).toMatchObject({
      status: 422,
      body: { code: 'MISSING_IDENTIFIER' },
    });
    // Another operation's scope.
    expect(await callApi(server.origin, '/sim-swap/v2/retrieve-date', { phoneNumber: '+99020000001' }, token.access_token)).toMatchObject({
      status: 403,
      body: { code: 'PERMISSION_DENIED' },
    });
  });

  it('refuses a purpose missing or doubled, and Number Verification (three-legged only)', async () => {
    const config = await discover(server.origin);
    for (const scope of ['sim-swap:check', `${FRAUD} dpv:ServiceProvision sim-swap:check`, `${FRAUD} number-verification:verify`])
      await expect(clientCredentials(config, scope).catch(errorOf)).resolves.toBe('invalid_scope');
  });

  it('refuses a client that does not hold the published key', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const config = await client.discovery(
      new URL(`${server.origin}/sandbox`),
      SANDBOX_CLIENT.id,
      undefined,
      client.PrivateKeyJwt(privateKey, {}),
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- plain HTTP on loopback, in a test
      { execute: [client.allowInsecureRequests] },
    );
    await expect(clientCredentials(config, `${FRAUD} sim-swap:check`).catch(errorOf)).resolves.toBe('invalid_client');
  });
});

describe('tokens the APIs refuse', () => {
  it('answers 401 UNAUTHENTICATED to a malformed, forged or another issuer’s token, and a missing device 422 without one', async () => {
    const config = await discover(server.origin);
    const { access_token: real } = await clientCredentials(config, `${FRAUD} sim-swap:check`);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ ...claimsOf(real) })
      .setProtectedHeader({
        alg: 'ES256',
        typ: 'at+jwt',
        kid: (JSON.parse(Buffer.from(real.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid,
      })
      .sign(privateKey);
    const [header, , signature] = real.split('.');
    const widened = `${header}.${Buffer.from(JSON.stringify({ ...claimsOf(real), scope: `${FRAUD} sim-swap:retrieve-date` })).toString('base64url')}.${signature}`;
    for (const token of ['not-a-token', forged, widened]) {
      expect(await callApi(server.origin, '/sim-swap/v2/check', { phoneNumber: '+99020000002' }, token)).toMatchObject({
        status: 401,
        body: { status: 401, code: 'UNAUTHENTICATED' },
      });
    }
    // The same token at another origin of the same service is another issuer's.
    const other = server.origin.replace('127.0.0.1', 'localhost');
    expect((await callApi(other, '/sim-swap/v2/check', { phoneNumber: '+99020000002' }, real)).status).toBe(401);
    // No token and no device: nothing to answer for.
    expect(await callApi(server.origin, '/device-roaming-status/v1/retrieve', {})).toMatchObject({
      status: 422,
      body: { code: 'MISSING_IDENTIFIER' },
    });
  });
});

describe('CIBA (three-legged, back end)', () => {
  it('gives a token for the number the login_hint names: the device comes from the token, a body naming one is refused', async () => {
    const config = await discover(server.origin);
    const flow = await ciba(config, `openid ${FRAUD} sim-swap:check sim-swap:retrieve-date`, '+99020000001');
    expect(flow.started).toMatchObject({ expires_in: OPERATOR_TIMES.backchannelRequest, interval: OPERATOR_TIMES.pollInterval });
    const token = await flow.token();
    const claims = claimsOf(token.access_token);
    // The subject is opaque: no phone number in the token.
    expect(JSON.stringify(claims)).not.toContain('99020000001');

    expect(await callApi(server.origin, '/sim-swap/v2/check', {}, token.access_token)).toEqual({ status: 200, body: { swapped: true } });
    for (const phoneNumber of ['+99020000001', '+99020000002'])
      expect(await callApi(server.origin, '/sim-swap/v2/check', { phoneNumber }, token.access_token)).toMatchObject({
        status: 422,
        body: { code: 'UNNECESSARY_IDENTIFIER' },
      });
  });

  it('subscribes to SIM swaps of the token’s line: the answer names no number, a body naming one is refused, the list is the line’s', async () => {
    const config = await discover(server.origin);
    const scopes = 'sim-swap-subscriptions:org.camaraproject.sim-swap-subscriptions.v0.swapped:create sim-swap-subscriptions:read';
    const token = await (await ciba(config, `openid ${FRAUD} ${scopes}`, '+99020000005')).token();
    const inbox = (await callApi(server.origin, '/inboxes', undefined)).body as { url: string; sinkCredential: object };
    const subscription = (config: object) => ({
      protocol: 'HTTP',
      sink: inbox.url,
      sinkCredential: inbox.sinkCredential,
      types: ['org.camaraproject.sim-swap-subscriptions.v0.swapped'],
      config,
    });
    const path = '/sim-swap-subscriptions/v0.3/subscriptions';
    const created = await callApi(server.origin, path, subscription({ subscriptionDetail: {} }), token.access_token);
    expect(created).toMatchObject({ status: 201, body: { config: { subscriptionDetail: {} }, status: 'ACTIVE' } });
    const named = subscription({ subscriptionDetail: { phoneNumber: '+99020000005' } });
    expect(await callApi(server.origin, path, named, token.access_token)).toMatchObject({
      status: 422,
      body: { code: 'UNNECESSARY_IDENTIFIER' },
    });
    // A subscription of another line, made without a token by the same client, is not this line's.
    expect((await callApi(server.origin, path, subscription({ subscriptionDetail: { phoneNumber: '+99020000002' } }))).status).toBe(201);
    const listed = await callApi(server.origin, path, undefined, token.access_token, 'GET');
    expect(listed).toEqual({ status: 200, body: [created.body] });
  });

  it('answers access_denied when the user refuses, and unknown_user_id for a hint that is no test number', async () => {
    const config = await discover(server.origin);
    const denied = await ciba(config, `openid ${FRAUD} sim-swap:check`, CONSENT_NUMBERS.denies);
    await expect(denied.token().catch(errorOf)).resolves.toBe('access_denied');
    await expect(ciba(config, `openid ${FRAUD} sim-swap:check`, '+34600000000').catch(errorOf)).resolves.toBe('unknown_user_id');
  });

  it('says authorization_pending while the user has not answered, and slow_down to a poll within the interval', async () => {
    const config = await discover(server.origin);
    const { started } = await ciba(config, `openid ${FRAUD} device-roaming-status:read`, CONSENT_NUMBERS.afterPolls);
    expect(await pollOnce(config, started.auth_req_id)).toBe('authorization_pending');
    expect(await pollOnce(config, started.auth_req_id)).toBe('slow_down');
  });

  it('refuses OTP’s scope in a three-legged flow (OTP takes client credentials)', async () => {
    const config = await discover(server.origin);
    await expect(ciba(config, `openid ${FRAUD} one-time-password-sms:send-validate`, '+99060000001').catch(errorOf)).resolves.toBe(
      'invalid_scope',
    );
  });

  it('starts a Quality on Demand session for the token’s device, not echoing it', async () => {
    const config = await discover(server.origin);
    const token = await (
      await ciba(config, `openid dpv:RequestedServiceProvision quality-on-demand:sessions:create`, '+99050000001')
    ).token();
    const session = await callApi(
      server.origin,
      '/quality-on-demand/v1/sessions',
      { applicationServer: { ipv4Address: '198.51.100.10' }, qosProfile: 'QOS_L', duration: 60 },
      token.access_token,
    );
    expect(session.status).toBe(201);
    expect(session.body).not.toHaveProperty('device');
  });
});

describe('the authorization-code flow (three-legged, front end)', () => {
  const scope = `openid ${FRAUD} number-verification:verify`;
  const verify = async (token: string, phoneNumber: string) =>
    (await callApi(server.origin, '/number-verification/v2/verify', { phoneNumber }, token)).body;

  it('on mobile data, the network knows the line: Number Verification compares the body’s number with it', async () => {
    const config = await discover(server.origin);
    const result = await frontEnd(config, server.origin, {
      scope,
      loginHint: 'tel:+99010000002',
      answer: { decision: 'allow', connection: 'mobileData' },
      language: 'he',
      withoutSite: true,
    });
    expect(result.pages).toEqual(['/he/operator']);
    const token = result.tokens!.access_token;
    expect(claimsOf(token).amr).toEqual(['nba']);
    expect(await verify(token, '+99010000002')).toEqual({ devicePhoneNumberVerified: true });
    expect(await verify(token, '+99010000001')).toEqual({ devicePhoneNumberVerified: false });
  });

  it('on another line the number is not the one asked about; on Wi-Fi the operator cannot tell (login_required); a refusal is access_denied', async () => {
    const config = await discover(server.origin);
    const other = await frontEnd(config, server.origin, {
      scope,
      answer: { decision: 'allow', connection: 'anotherLine' },
      withoutSite: true,
    });
    expect(await verify(other.tokens!.access_token, '+99010000001')).toEqual({ devicePhoneNumberVerified: false });
    expect(
      (await frontEnd(config, server.origin, { scope, answer: { decision: 'allow', connection: 'wifi' }, withoutSite: true })).error,
    ).toBe('login_required');
    expect((await frontEnd(config, server.origin, { scope, answer: { decision: 'deny' }, withoutSite: true })).error).toBe('access_denied');
  });

  it('Number Verification refuses a token not obtained through the network', async () => {
    const config = await discover(server.origin);
    const token = await (await ciba(config, `openid ${FRAUD} number-verification:verify`, '+99010000001')).token();
    expect(
      await callApi(server.origin, '/number-verification/v2/verify', { phoneNumber: '+99010000001' }, token.access_token),
    ).toMatchObject({
      status: 403,
      body: { code: 'NUMBER_VERIFICATION.USER_NOT_AUTHENTICATED_BY_MOBILE_NETWORK' },
    });
  });

  it('requires PKCE, and never redirects anywhere but loopback', async () => {
    const authorize = (parameters: Record<string, string>) =>
      fetch(
        `${server.origin}/sandbox/authorize?${new URLSearchParams({ client_id: SANDBOX_CLIENT.id, response_type: 'code', scope, ...parameters })}`,
        {
          redirect: 'manual',
        },
      );
    const noPkce = await authorize({ redirect_uri: 'http://127.0.0.1:8765/callback' });
    expect(noPkce.status).toBe(303);
    expect(new URL(noPkce.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    for (const redirect_uri of [
      'https://attacker.example/callback',
      'http://127.0.0.1:8765/elsewhere',
      'http://127.0.0.1.attacker.example/callback',
    ]) {
      const response = await authorize({ redirect_uri, code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(((await response.json()) as { error: string }).error).toBe('invalid_redirect_uri');
    }
  });
});
