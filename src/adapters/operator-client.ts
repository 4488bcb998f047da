import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT } from 'jose';
import { OperatorError, type BackchannelStarted, type IssuedToken, type PollResult } from '../../machines/authorize/index.ts';
import { SANDBOX_BASE_PATH } from '../config/api-catalogue.ts';
import { CLIENT_ASSERTION_TYPE, CIBA_GRANT_TYPE, issuerOf, OPERATOR_ROUTES, SANDBOX_CLIENT } from '../config/sandbox-operator.ts';

interface OperatorClientOptions {
  readonly fetch: typeof globalThis.fetch;
  /** The site's origin: the operator's issuer is `<origin>/sandbox`. */
  readonly origin: string;
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The published test client, as a developer's backend would be, in the browser: each request
 * to the operator is authenticated with `private_key_jwt` (an ES256 assertion signed with the
 * published key, by jose); answers are read as the OAuth and CIBA specifications word them.
 * The token is decoded for the page to show, not verified: the API verifies it.
 */
export function createOperatorClient({ fetch, origin }: OperatorClientOptions) {
  const issuer = issuerOf(origin);
  let key: Promise<CryptoKey | Uint8Array> | undefined;

  async function assertion() {
    key ??= importJWK(SANDBOX_CLIENT.privateJwk, 'ES256');
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: SANDBOX_CLIENT.privateJwk.kid })
      .setIssuer(SANDBOX_CLIENT.id)
      .setSubject(SANDBOX_CLIENT.id)
      .setAudience(issuer)
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(await key);
  }

  /** A form POST to one of the operator's endpoints, as the client; the JSON answer and its status. */
  async function post(route: string, fields: Record<string, string>, signal?: AbortSignal) {
    const body = new URLSearchParams({
      ...fields,
      client_id: SANDBOX_CLIENT.id,
      client_assertion_type: CLIENT_ASSERTION_TYPE,
      client_assertion: await assertion(),
    });
    let response: Response;
    try {
      response = await fetch(`${origin}${SANDBOX_BASE_PATH}${route}`, {
        method: 'POST',
        body,
        credentials: 'omit',
        cache: 'no-store',
        ...(signal ? { signal } : {}),
      });
    } catch {
      throw new OperatorError('unreachable');
    }
    const json = record(await response.json().catch(() => null));
    return { status: response.status, json };
  }

  const failure = (json: Record<string, unknown>, status: number) =>
    new OperatorError(typeof json.error === 'string' ? json.error : typeof json.code === 'string' ? json.code : `HTTP ${status}`);

  function tokenOf(json: Record<string, unknown>): IssuedToken {
    const value = typeof json.access_token === 'string' ? json.access_token : '';
    try {
      return {
        value,
        header: decodeProtectedHeader(value),
        claims: decodeJwt(value),
        expiresIn: typeof json.expires_in === 'number' ? json.expires_in : 0,
      };
    } catch {
      throw new OperatorError('invalid_token');
    }
  }

  return {
    /** CIBA's authentication request: the operator will ask the person on `loginHint` (`tel:+990…`). */
    async requestBackchannel(
      { loginHint, scope }: { loginHint: string; scope: string },
      signal?: AbortSignal,
    ): Promise<BackchannelStarted> {
      const { status, json } = await post(OPERATOR_ROUTES.backchannelAuthentication, { login_hint: loginHint, scope }, signal);
      if (status !== 200 || typeof json.auth_req_id !== 'string') throw failure(json, status);
      return { authReqId: json.auth_req_id, interval: typeof json.interval === 'number' ? json.interval : 5 };
    },
    /** One poll for CIBA's token. */
    async pollToken({ authReqId }: { authReqId: string }, signal?: AbortSignal): Promise<PollResult> {
      const { status, json } = await post(OPERATOR_ROUTES.token, { grant_type: CIBA_GRANT_TYPE, auth_req_id: authReqId }, signal);
      if (status === 200) return { kind: 'token', token: tokenOf(json) };
      if (json.error === 'authorization_pending') return { kind: 'pending' };
      if (json.error === 'slow_down') return { kind: 'slowDown' };
      throw failure(json, status);
    },
    /** A two-legged token. */
    async requestToken({ scope }: { scope: string }, signal?: AbortSignal): Promise<IssuedToken> {
      const { status, json } = await post(OPERATOR_ROUTES.token, { grant_type: 'client_credentials', scope }, signal);
      if (status !== 200) throw failure(json, status);
      return tokenOf(json);
    },
  };
}
