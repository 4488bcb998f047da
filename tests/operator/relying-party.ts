// A developer's backend against the sandbox's operator, with a real relying-party library
// (openid-client) and nothing faked: discovery, private_key_jwt with the published test key,
// client credentials, CIBA polling, and the front-end flow driven as a browser would (its
// cookies kept, the operator's page answered with the form the page posts). Shared by the
// service's unit tests and the production stack's (tests/e2e-prod/operator-prod.spec.ts).
import * as client from 'openid-client';
import { SANDBOX_BASE_PATH } from '../../src/config/api-catalogue.ts';
import { OPERATOR_PAGE_PATH, OPERATOR_ROUTES, SANDBOX_CLIENT, type Connection } from '../../src/config/sandbox-operator.ts';

export type Relying = client.Configuration;

/**
 * Every request of a flow goes through this: plain fetch, or (`paceRequests`) fetch held to
 * the sandbox's limit per client, as a developer's client must be (60 every 30 s).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** A request through the same transport as the flows' (paced, after `paceRequests`). */
export const send: typeof fetch = (input, init) => transport(input, init);

/** Keeps at most `max` requests in any `windowMs`, waiting as needed. */
export function paceRequests(max: number, windowMs: number) {
  const sent: number[] = [];
  transport = async (input, init) => {
    for (;;) {
      const now = Date.now();
      while (sent.length > 0 && now - sent[0]! >= windowMs) sent.shift();
      if (sent.length < max) break;
      await new Promise((resolve) => setTimeout(resolve, windowMs - (now - sent[0]!) + 5));
    }
    sent.push(Date.now());
    return fetch(input, init);
  };
}

/** The operator of a site origin, as a client finds it: by discovery at `<origin>/sandbox`. */
export async function discover(origin: string): Promise<Relying> {
  const key = await crypto.subtle.importKey('jwk', SANDBOX_CLIENT.privateJwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  // The test stacks speak plain HTTP on loopback (openid-client marks this deprecated to make it stand out).
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const insecure = origin.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {};
  const config = await client.discovery(new URL(`${origin}/sandbox`), SANDBOX_CLIENT.id, undefined, client.PrivateKeyJwt(key), {
    ...insecure,
    [client.customFetch]: (url: string, options: client.CustomFetchOptions) => transport(url, options as RequestInit),
  });
  config[client.customFetch] = (url, options) => transport(url, options as RequestInit);
  return config;
}

/** An OAuth error's code (`access_denied`, `slow_down`…), or the message of anything else. */
export const errorOf = (error: unknown): string =>
  error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError ? error.error : String(error);

export const clientCredentials = (config: Relying, scope: string) => client.clientCredentialsGrant(config, { scope });

/** CIBA: the request, then polling at the interval asked for until a token or an error. */
export async function ciba(config: Relying, scope: string, number: string) {
  const started = await client.initiateBackchannelAuthentication(config, { scope, login_hint: `tel:${number}` });
  return { started, token: () => client.pollBackchannelAuthenticationGrant(config, started) };
}

/** One raw poll of the token endpoint for a CIBA request (to see `authorization_pending` and `slow_down`). */
export async function pollOnce(config: Relying, authReqId: string): Promise<string> {
  try {
    await client.genericGrantRequest(config, 'urn:openid:params:grant-type:ciba', { auth_req_id: authReqId });
    return 'token';
  } catch (error) {
    return errorOf(error);
  }
}

export interface FrontEndAnswer {
  readonly decision: 'allow' | 'deny';
  readonly connection?: Connection;
}

/**
 * The authorization-code flow with PKCE, as the phone's browser runs it: to /authorize, through
 * the operator's page (answered by posting its form, as a person pressing its buttons does), back
 * to a loopback redirect URI; then the code exchanged. Returns the tokens or the OAuth error.
 */
export async function frontEnd(
  config: Relying,
  origin: string,
  {
    scope,
    loginHint,
    answer,
    language = 'en',
    withoutSite = false,
  }: {
    scope: string;
    loginHint?: string;
    answer: FrontEndAnswer;
    language?: string;
    /** The service alone (unit tests): the site's page is not there, so its form's action is posted to directly. */
    withoutSite?: boolean;
  },
) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const redirectUri = 'http://127.0.0.1:8765/callback';
  const start = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ui_locales: language,
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  const cookies = new Map<string, string>();
  const pages: string[] = [];
  let next: { url: URL; form?: URLSearchParams } = { url: start };
  for (let hop = 0; hop < 8 && next.url.origin === origin; hop += 1) {
    const response = await transport(next.url, {
      method: next.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(next.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: next.form,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      next = { url: new URL(location, next.url) };
      continue;
    }
    if (withoutSite && response.status === 404 && next.url.pathname.endsWith(OPERATOR_PAGE_PATH)) {
      pages.push(next.url.pathname);
      next = {
        url: new URL(`${SANDBOX_BASE_PATH}${OPERATOR_ROUTES.interaction}`, origin),
        form: new URLSearchParams({
          decision: answer.decision,
          lang: language,
          ...(answer.connection ? { connection: answer.connection } : {}),
        }),
      };
      continue;
    }
    if (response.status !== 200) throw new Error(`${next.url.pathname}: ${response.status} ${await response.text()}`);
    // The operator's page: its form, with the answer a person would give.
    const html = await response.text();
    pages.push(next.url.pathname);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const lang = /<input[^>]*name="lang"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? language;
    if (!action) throw new Error(`${next.url.pathname} has no form`);
    next = {
      url: new URL(action, next.url),
      form: new URLSearchParams({ decision: answer.decision, lang, ...(answer.connection ? { connection: answer.connection } : {}) }),
    };
  }
  if (next.url.origin === origin) throw new Error(`the flow did not leave the operator: ${next.url.href}`);
  try {
    const tokens = await client.authorizationCodeGrant(config, next.url, { pkceCodeVerifier: verifier, expectedState: state });
    return { tokens, pages, cookies: [...cookies.keys()] };
  } catch (error) {
    return { error: errorOf(error), pages, cookies: [...cookies.keys()] };
  }
}

/** A sandbox API call with (or without) a token: POST with a JSON body, or GET/DELETE without. */
export async function callApi(origin: string, path: string, body: unknown, accessToken?: string, method = 'POST') {
  const response = await transport(`${origin}/sandbox${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
}

/** A JWT's claims, read (not verified) as a client would show them. */
export const claimsOf = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
