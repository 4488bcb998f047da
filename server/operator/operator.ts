// The virtual operator's authorization server, under /sandbox: oidc-provider (OpenID
// Certified) configured to CAMARA's security and interoperability profile (ICM r3.3), with the
// rules of src/config/sandbox-operator.ts. Discovery, JWKS, the authorization-code flow with
// PKCE, CIBA (poll), client credentials; the one published client authenticates with
// `private_key_jwt`; access tokens are ES256 JWTs for the sandbox (audience: the issuer), five
// minutes long. The issuer is the origin the site is answered on (`https://host/sandbox`), so
// one operator per origin, made when first asked (a few at most: the site's host and loopback).
//
// oidc-provider answers on the raw request (its routes are hijacked from Fastify, bodies
// unread); Fastify's hooks of the sandbox (the rate limit, the client) run first. Its state
// lives in a fair store (./adapter.ts); its keys, and so every token, last as long as the process.
import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, type JWK } from 'jose';
import type Provider from 'oidc-provider';
import { SANDBOX_BASE_PATH } from '../../src/config/api-catalogue.ts';
import type { OpenApiDocument } from '../../src/config/api-sandbox.ts';
import {
  AMR,
  ANOTHER_LINE_NUMBER,
  CONNECTIONS,
  FRONT_END_NUMBER,
  issuerOf,
  OPERATOR_ENDED_ID,
  OPERATOR_PAGE_PATH,
  OPERATOR_ROUTES,
  type Connection,
} from '../../src/config/sandbox-operator.ts';
import { localizedPath } from '../../src/i18n/language-path.ts';
import { DEFAULT_LANGUAGE, toLanguage } from '../../src/i18n/languages.ts';
import type { FairLimits } from '../fair-store.ts';
import { ownOrigin } from '../own-origin.ts';
import { sandboxSecurityHeaders } from '../sandbox/http.ts';
import { createAccounts, numberOfLoginHint } from './accounts.ts';
import { fairAdapter, withClient } from './adapter.ts';
import { createProvider, grantScopes, operatorRules, type ProviderDeps } from './provider.ts';

export { requiredScopes } from './provider.ts';

/** What a valid access token says, for the sandbox's APIs. */
export interface TokenFacts {
  /** Three-legged: the token names a subscriber (its number); two-legged: only the client. */
  readonly number: string | undefined;
  readonly scopes: ReadonlySet<string>;
  /** Issued after network-based authentication (the front-end flow on mobile data). */
  readonly byNetwork: boolean;
}

export interface OperatorOptions {
  /** Behind nginx: the scheme is the X-Forwarded-Proto nginx writes. */
  readonly behindProxy: boolean;
  /** Host names (no port) an operator answers for besides loopback: the site's own. */
  readonly siteHosts?: readonly string[];
  readonly documents: Readonly<Record<string, OpenApiDocument>>;
  readonly limits?: FairLimits;
  readonly log: (message: string) => void;
}

export interface Operator {
  /** Registers the operator's routes on the sandbox's Fastify scope (prefix /sandbox). */
  readonly routes: (app: FastifyInstance) => Promise<void>;
  /**
   * Checks an Authorization header for the origin the request came to: the token's facts, or
   * undefined when it is missing, malformed, forged, expired or meant for another issuer.
   */
  verify(request: FastifyRequest): Promise<TokenFacts | undefined>;
  /** Records the operator holds (bounded-memory tests). */
  readonly size: () => number;
}

/** Operators kept at once (one per origin): the site's and a loopback one or two. */
const MAX_ORIGINS = 4;

export async function createOperator(options: OperatorOptions): Promise<Operator> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const signingJwk: JWK = { ...(await exportJWK(privateKey)), kid: `sandbox-${randomBytes(6).toString('hex')}`, alg: 'ES256', use: 'sig' };
  const { d: _private, ...publicJwk } = signingJwk;
  const publicKeys = createLocalJWKSet({ keys: [publicJwk] });
  const cookieKeys = [randomBytes(32).toString('base64url')];
  const accounts = createAccounts();
  const adapter = fairAdapter(options.limits);
  const fail = (error: unknown) => options.log(`[operator] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  const deps: ProviderDeps = {
    documents: options.documents,
    adapter: adapter.factory,
    signingJwk,
    cookieKeys,
    accounts,
    behindProxy: options.behindProxy,
    fail,
  };
  const rules = operatorRules(options.documents);
  const siteHosts = new Set(options.siteHosts ?? []);
  const providers = new Map<string, Provider>();

  /** The origin a request came to (the Host nginx passes on, the scheme it was asked with), if ours. */
  const originOf = (request: FastifyRequest) => ownOrigin(request, siteHosts);

  function providerFor(origin: string): Provider {
    const known = providers.get(origin);
    if (known) {
      providers.delete(origin);
      providers.set(origin, known);
      return known;
    }
    const provider = createProvider(origin, deps, rules);
    if (providers.size >= MAX_ORIGINS) providers.delete(providers.keys().next().value!);
    providers.set(origin, provider);
    return provider;
  }

  const notOurs = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('application/json')
      .send(JSON.stringify({ error: 'invalid_request', error_description: 'no operator on this host' }));

  /** Hands the raw request to oidc-provider, under /sandbox, on behalf of the request's client. */
  function hijack(request: FastifyRequest, reply: FastifyReply) {
    const origin = originOf(request);
    if (!origin) return notOurs(reply);
    const provider = providerFor(origin);
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = raw.url!.slice(SANDBOX_BASE_PATH.length) || '/';
    // Only nginx's Host counts, never a host a client names.
    delete raw.headers['x-forwarded-host'];
    for (const [name, value] of Object.entries(sandboxSecurityHeaders())) reply.raw.setHeader(name, value);
    reply.raw.setHeader('x-correlator', request.correlator);
    void withClient(request.client, () => provider.callback()(raw, reply.raw));
    return undefined;
  }

  async function routes(app: FastifyInstance) {
    // oidc-provider reads its own bodies: this scope's parser leaves them in the stream.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      for (const [url, methods] of [
        [OPERATOR_ROUTES.discovery, ['GET', 'HEAD']],
        [OPERATOR_ROUTES.jwks, ['GET', 'HEAD']],
        [OPERATOR_ROUTES.authorization, ['GET', 'POST']],
        [`${OPERATOR_ROUTES.authorization}/:uid`, ['GET']],
        [OPERATOR_ROUTES.backchannelAuthentication, ['POST']],
        [OPERATOR_ROUTES.token, ['POST']],
      ] as const)
        scope.route({ method: [...methods], url, handler: hijack });
    });

    // The sign-in page: oidc-provider sends the browser here, and the page's form posts back here.
    await app.register(async (scope) => {
      await scope.register(formbody);
      scope.get(OPERATOR_ROUTES.interaction, (request: FastifyRequest<{ Querystring: { lang?: string } }>, reply) => {
        const language = toLanguage(request.query.lang) ?? DEFAULT_LANGUAGE;
        return reply.redirect(localizedPath(OPERATOR_PAGE_PATH, language), 303);
      });
      scope.post(OPERATOR_ROUTES.interaction, async (request: FastifyRequest<{ Body: Record<string, unknown> }>, reply) => {
        const origin = originOf(request);
        if (!origin) return notOurs(reply);
        const provider = providerFor(origin);
        return withClient(request.client, async () => {
          // Absent when the form came without its media type.
          const body = (request.body as Record<string, unknown> | undefined) ?? {};
          let details;
          try {
            details = await provider.interactionDetails(request.raw, reply.raw);
          } catch {
            // No sign-in waits for this browser (it ended, or its cookie is gone): the page says so.
            const language = toLanguage(body.lang) ?? DEFAULT_LANGUAGE;
            return reply.redirect(`${localizedPath(OPERATOR_PAGE_PATH, language)}#${OPERATOR_ENDED_ID}`, 303);
          }
          const connection: Connection = CONNECTIONS.includes(body.connection as Connection)
            ? (body.connection as Connection)
            : 'mobileData';
          const params = details.params as Record<string, unknown>;
          let result: Parameters<Provider['interactionResult']>[2];
          if (body.decision !== 'allow') result = { error: 'access_denied', error_description: 'the user refused' };
          else if (connection === 'wifi')
            result = { error: 'login_required', error_description: 'the network cannot tell who the device is: it is on Wi-Fi' };
          else {
            const number = connection === 'anotherLine' ? ANOTHER_LINE_NUMBER : (numberOfLoginHint(params.login_hint) ?? FRONT_END_NUMBER);
            const accountId = await accounts.idOf(number);
            const grant = new provider.Grant({ accountId, clientId: String(params.client_id) });
            grantScopes(grant, typeof params.scope === 'string' ? params.scope : '', issuerOf(origin));
            const grantId = await grant.save();
            result = { login: { accountId, amr: [AMR.network], remember: false }, consent: { grantId } };
          }
          const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
          return reply.redirect(returnTo, 303);
        });
      });
    });
  }

  async function verify(request: FastifyRequest): Promise<TokenFacts | undefined> {
    const origin = originOf(request);
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(request.headers.authorization ?? '');
    if (!origin || !match) return undefined;
    try {
      const { payload } = await jwtVerify(match[1]!, publicKeys, {
        issuer: issuerOf(origin),
        audience: issuerOf(origin),
        typ: 'at+jwt',
        algorithms: ['ES256'],
      });
      const number = payload.sub && payload.sub !== payload.client_id ? await accounts.numberOf(payload.sub) : undefined;
      if (payload.sub !== payload.client_id && !number) return undefined;
      const amr = Array.isArray(payload.amr) ? payload.amr : [];
      return {
        number,
        scopes: new Set(typeof payload.scope === 'string' ? payload.scope.split(' ') : []),
        byNetwork: number !== undefined && amr.includes(AMR.network),
      };
    } catch {
      return undefined;
    }
  }

  return { routes, verify, size: () => adapter.store.size.records };
}
