// The virtual operator's oidc-provider, for one origin: its configuration to CAMARA's security
// and interoperability profile (ICM r3.3) and the rules of src/config/sandbox-operator.ts. Its
// keys, accounts and store are the operator's (./operator.ts), shared by every origin.
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import { SANDBOX_BASE_PATH, type ApiSlug } from '../../src/config/api-catalogue.ts';
import type { OpenApiDocument } from '../../src/config/api-sandbox.ts';
import { operationsOf, type Operation } from '../../src/config/openapi/schema-validator.ts';
import {
  CIBA_GRANT_TYPE,
  AMR,
  API_FLOWS,
  CONSENT_DELAY_SECONDS,
  CONSENT_NUMBERS,
  issuerOf,
  LOOPBACK_REDIRECT_URIS,
  OPERATOR_COOKIES,
  OPERATOR_ROUTES,
  OPERATOR_TIMES,
  PURPOSES,
  SANDBOX_CLIENT,
  SANDBOX_CLIENT_PUBLIC_JWK,
  SHORT_REQUEST_SECONDS,
} from '../../src/config/sandbox-operator.ts';
import { DEFAULT_LANGUAGE, toLanguage } from '../../src/i18n/languages.ts';
import { numberOfLoginHint, type Accounts } from './accounts.ts';

/** CIBA requests whose polling pace is remembered at once. */
const MAX_PACED_REQUESTS = 10_000;

/** The scope an operation needs (its document's `security`), if any. */
export const requiredScopes = (definition: Operation['definition']): readonly string[] =>
  (definition.security ?? []).flatMap((requirement) => requirement.openId ?? []);

/** Every scope the documents name, and the API each belongs to. */
function scopesOf(documents: Readonly<Record<string, OpenApiDocument>>): Map<string, ApiSlug> {
  const scopes = new Map<string, ApiSlug>();
  for (const [slug, document] of Object.entries(documents))
    for (const { definition } of operationsOf(document)) for (const scope of requiredScopes(definition)) scopes.set(scope, slug as ApiSlug);
  return scopes;
}

const param = (ctx: KoaContextWithOIDC, name: string): string => {
  const value: unknown = ctx.oidc.params?.[name];
  return typeof value === 'string' ? value : '';
};

/** The page's language: the first of `ui_locales` we have, else the browser's, else English. */
function pageLanguage(ctx: KoaContextWithOIDC): string {
  const asked = [
    ...param(ctx, 'ui_locales').split(' '),
    ...ctx
      .get('accept-language')
      .split(',')
      .map((part) => part.split(';')[0] ?? ''),
  ];
  return asked.map(toLanguage).find(Boolean) ?? DEFAULT_LANGUAGE;
}

type Grant = InstanceType<Provider['Grant']>;

/** The grant's scopes: `openid` as OpenID's, the rest (purpose and API scopes) for the sandbox. */
export function grantScopes(grant: Grant, scope: string, resource: string) {
  const asked = scope.split(' ').filter(Boolean);
  if (asked.includes('openid')) grant.addOIDCScope('openid');
  const forResource = asked.filter((value) => value !== 'openid');
  if (forResource.length > 0) grant.addResourceScope(resource, forResource.join(' '));
}

export interface ProviderDeps {
  readonly documents: Readonly<Record<string, OpenApiDocument>>;
  readonly adapter: Configuration['adapter'];
  readonly signingJwk: JWK;
  readonly cookieKeys: readonly string[];
  readonly accounts: Accounts;
  readonly behindProxy: boolean;
  readonly fail: (error: unknown) => void;
}

/** The operator's rules that depend on nothing but the documents (made once, for every origin). */
export function operatorRules(documents: Readonly<Record<string, OpenApiDocument>>) {
  const scopes = scopesOf(documents);
  const resourceScopes = [...PURPOSES, ...scopes.keys()].join(' ');

  /** CAMARA's purpose and flow rules, on every request that asks for scopes. */
  function checkScopes(ctx: KoaContextWithOIDC) {
    const asked = param(ctx, 'scope').split(' ').filter(Boolean);
    if (asked.length === 0) return;
    const purposes = asked.filter((scope) => scope.startsWith('dpv:'));
    if (purposes.length !== 1) throw new errors.InvalidScope('name exactly one purpose, as a dpv: scope value', 'dpv:');
    const twoLegged = param(ctx, 'grant_type') === 'client_credentials';
    for (const scope of asked) {
      const slug = scopes.get(scope);
      if (!slug) continue;
      const flows = API_FLOWS[slug];
      if (twoLegged && !flows.includes('clientCredentials'))
        throw new errors.InvalidScope(`${scope} needs a three-legged token (the authorization code flow or CIBA)`, scope);
      if (!twoLegged && !flows.some((flow) => flow !== 'clientCredentials'))
        throw new errors.InvalidScope(`${scope} is granted with client credentials only`, scope);
    }
  }

  // CIBA's pace (OpenID CIBA §7.3, §11): oidc-provider leaves the interval to the deployment.
  // The client is told to poll every OPERATOR_TIMES.pollInterval seconds; a poll sooner than its
  // request's interval while the user has not answered is `slow_down`, and adds 5 s to it.
  const polls = new Map<string, { at: number; interval: number }>();
  async function pacePolling(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
    await next();
    const route = (ctx.oidc as KoaContextWithOIDC['oidc'] | undefined)?.route;
    const body = ctx.body as Record<string, unknown> | undefined;
    if (route === 'backchannel_authentication' && ctx.status === 200 && body) body.interval = OPERATOR_TIMES.pollInterval;
    if (route !== 'token' || param(ctx, 'grant_type') !== CIBA_GRANT_TYPE || body?.error !== 'authorization_pending') return;
    const id = param(ctx, 'auth_req_id');
    const at = Date.now();
    const last = polls.get(id);
    polls.delete(id);
    const interval = last?.interval ?? OPERATOR_TIMES.pollInterval;
    const tooSoon = last !== undefined && at - last.at < interval * 1000;
    // Kept no longer than a request lives, and never more than the operator's records.
    for (const [key, poll] of polls)
      if (polls.size >= MAX_PACED_REQUESTS || at - poll.at > OPERATOR_TIMES.backchannelRequest * 1000) polls.delete(key);
      else break;
    polls.set(id, { at, interval: tooSoon ? interval + 5 : interval });
    if (tooSoon) ctx.body = { error: 'slow_down', error_description: `poll at most every ${interval + 5} seconds` };
  }

  return { resourceScopes, checkScopes, pacePolling };
}

/** One origin's operator: issuer `<origin>/sandbox`. */
export function createProvider(origin: string, deps: ProviderDeps, rules: ReturnType<typeof operatorRules>): Provider {
  const { accounts, fail } = deps;
  const { checkScopes, resourceScopes } = rules;
  const issuer = issuerOf(origin);
  const configuration: Configuration = {
    adapter: deps.adapter,
    clients: [
      {
        client_id: SANDBOX_CLIENT.id,
        client_name: 'Signalwise sandbox test client',
        // Loopback redirects on any port (RFC 8252) are a native client's.
        application_type: 'native',
        token_endpoint_auth_method: 'private_key_jwt',
        token_endpoint_auth_signing_alg: 'ES256',
        jwks: { keys: [SANDBOX_CLIENT_PUBLIC_JWK] },
        grant_types: ['authorization_code', CIBA_GRANT_TYPE, 'client_credentials'],
        response_types: ['code'],
        // No form_post: its page submits itself with an inline script.
        response_modes: ['query'],
        redirect_uris: [...LOOPBACK_REDIRECT_URIS],
        id_token_signed_response_alg: 'ES256',
        backchannel_token_delivery_mode: 'poll',
      },
    ],
    jwks: { keys: [deps.signingJwk] },
    cookies: {
      keys: [...deps.cookieKeys],
      names: OPERATOR_COOKIES,
      long: { httpOnly: true, sameSite: 'lax', path: SANDBOX_BASE_PATH },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    routes: {
      authorization: OPERATOR_ROUTES.authorization,
      backchannel_authentication: OPERATOR_ROUTES.backchannelAuthentication,
      token: OPERATOR_ROUTES.token,
      jwks: OPERATOR_ROUTES.jwks,
    },
    scopes: ['openid'],
    claims: { openid: ['sub'] },
    responseTypes: ['code'],
    clientAuthMethods: ['private_key_jwt'],
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    clockTolerance: 5,
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => issuer,
        useGrantedResource: () => true,
        getResourceServerInfo: (ctx, resource) => {
          if (resource !== issuer) throw new errors.InvalidTarget();
          checkScopes(ctx);
          return {
            scope: resourceScopes,
            audience: issuer,
            accessTokenTTL: OPERATOR_TIMES.accessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
      ciba: {
        enabled: true,
        deliveryModes: ['poll'],
        async processLoginHint(_ctx, loginHint) {
          const number = numberOfLoginHint(loginHint);
          if (!number) throw new errors.UnknownUserId('login_hint must be tel: and a test number on +990');
          return accounts.idOf(number);
        },
        processLoginHintToken() {
          throw new errors.InvalidRequest('send login_hint (tel:+990…), not login_hint_token');
        },
        // CAMARA: binding_message and user_code are not used; the operator ignores them.
        validateBindingMessage: () => undefined,
        validateRequestContext: () => undefined,
        verifyUserCode: () => undefined,
        // The user's phone answers by test number (src/config/sandbox-operator.ts): at once, a
        // few polls later, with a refusal, or never.
        async triggerAuthenticationDevice(ctx, request, account) {
          const number = await accounts.numberOf(account.accountId);
          if (number === CONSENT_NUMBERS.expires) return;
          const { provider } = ctx.oidc;
          const consent = async () => {
            if (number === CONSENT_NUMBERS.denies) {
              await provider.backchannelResult(request, new errors.AccessDenied('the user refused on their phone'));
              return;
            }
            const grant = new provider.Grant({ accountId: account.accountId, clientId: request.clientId! });
            grantScopes(grant, request.scope ?? '', issuer);
            await grant.save();
            await provider.backchannelResult(request, grant, { amr: [AMR.consentOnDevice], authTime: Math.floor(Date.now() / 1000) });
          };
          if (number === CONSENT_NUMBERS.afterPolls) setTimeout(() => void consent().catch(fail), CONSENT_DELAY_SECONDS * 1000).unref();
          else await consent();
        },
      },
    },
    interactions: {
      url: (ctx) => `${SANDBOX_BASE_PATH}${OPERATOR_ROUTES.interaction}?lang=${pageLanguage(ctx)}`,
    },
    async findAccount(_ctx, accountId) {
      if (!(await accounts.numberOf(accountId))) return undefined;
      return { accountId, claims: () => ({ sub: accountId }) };
    },
    extraTokenClaims(ctx, token) {
      if (token.kind !== 'AccessToken') return undefined;
      const amr = ctx.oidc.entities.AuthorizationCode?.amr ?? ctx.oidc.entities.BackchannelAuthenticationRequest?.amr;
      return amr ? { amr } : undefined;
    },
    ttl: {
      AccessToken: OPERATOR_TIMES.accessToken,
      ClientCredentials: OPERATOR_TIMES.accessToken,
      AuthorizationCode: OPERATOR_TIMES.authorizationCode,
      IdToken: OPERATOR_TIMES.accessToken,
      Interaction: OPERATOR_TIMES.interaction,
      Session: OPERATOR_TIMES.interaction,
      Grant: OPERATOR_TIMES.interaction,
      BackchannelAuthenticationRequest: (ctx) =>
        numberOfLoginHint(ctx.oidc.params?.login_hint) === CONSENT_NUMBERS.expires
          ? SHORT_REQUEST_SECONDS
          : OPERATOR_TIMES.backchannelRequest,
    },
    // A browser may call the token endpoint from the site itself (the playground's Authorize step
    // runs the test client there): its own origin, and no other site's.
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
    // Errors that cannot go back to the client's redirect_uri: JSON, no page of oidc-provider's own.
    renderError(ctx, out) {
      ctx.type = 'application/json';
      ctx.body = out;
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = deps.behindProxy;
  provider.use(rules.pacePolling);
  provider.on('backchannel.error', (_ctx, error) => fail(error));
  provider.on('server_error', (_ctx, error) => fail(error));
  return provider;
}
