// The sandbox: a virtual operator that answers every operation of the six OpenAPI documents
// under /sandbox/…, for test numbers on +990 only, exactly as each document's x-sandbox says
// (docs/apis.md walks through the rules; the API pages print their tables from the same data).
// A Fastify plugin of the site's service (server/app.ts): each operation is a route whose
// request schemas are the document's own, checked by the document's validator; sessions and
// codes live in memory, in fair stores. No key, no sign-up, no data folder.
//
// A request goes through, in order: CORS preflight (answered at once) · the rate limit per
// client and per network (429 + Retry-After) · the path (404) and method (405) · the body: size
// (413), media type (415), JSON (400) · the header, path and body schemas (400) · an access
// token, if one is sent (401, 403: ../operator/) · the device, from the token or the body
// (422) · the number (outside +990: 422; listed: its answer; any other +990: the common one)
// · the state of sessions, codes and subscriptions (./answer.ts). Events go to the sandbox's own
// inboxes only (./events.ts, ./inbox-routes.ts); every request first settles what is due.
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { SANDBOX_BASE_PATH } from '../../src/config/api-catalogue.ts';
import { TOKEN_TYPE_POINTER, type OpenApiDocument } from '../../src/config/api-sandbox.ts';
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { createDocumentValidator, operationsOf } from '../../src/config/openapi/schema-validator.ts';
import { clientOf, type Client } from '../clients.ts';
import type { FairLimits } from '../fair-store.ts';
import { requiredScopes, type Operator, type TokenFacts } from '../operator/operator.ts';
import { answer, sha256, type Operation } from './answer.ts';
import { CodeStore, DEFAULT_CODE_LIMITS } from './codes.ts';
import { Events } from './events.ts';
import { BODY_ERRORS, correlatorOf, HTTP_ERRORS, MAX_BODY_BYTES, PREFLIGHT_HEADERS, reply, replyError, SANDBOX_HEADERS } from './http.ts';
import { inboxRoutes } from './inbox-routes.ts';
import { DEFAULT_SESSION_LIMITS, SessionStore } from './sessions.ts';
import { DEFAULT_SUBSCRIPTION_LIMITS, SubscriptionStore } from './subscriptions.ts';
import type { Timer } from './timeline.ts';

/**
 * Requests per window: `perClient` for one client (an IPv4 address or an IPv6 /64), `perGroup`
 * for its network (an IPv4 /24 or an IPv6 /48), so rotating through addresses buys little.
 * `maxClients`: clients (and networks) remembered, the least recently seen forgotten first.
 */
export interface SandboxRateLimit {
  readonly perClient: number;
  readonly perGroup: number;
  readonly windowMs: number;
  readonly maxClients: number;
}

/** 60 every 30 s (120 a minute, at most 60 at once) per client; ten clients' worth per network. */
export const DEFAULT_RATE_LIMIT: SandboxRateLimit = { perClient: 60, perGroup: 600, windowMs: 30_000, maxClients: 10_000 };

/** The same limits with another number per client (SANDBOX_RATE_LIMIT, a test server's). */
export const sandboxRateLimit = (perClient: number): SandboxRateLimit => ({ ...DEFAULT_RATE_LIMIT, perClient, perGroup: 10 * perClient });

export interface SandboxOptions {
  /** The documents to answer, by slug (default: the six of src/config/openapi/). */
  readonly documents?: Readonly<Record<string, OpenApiDocument>>;
  /** The time (ms since the epoch) a number's answer and the stores' state are worked out at. */
  readonly now?: () => number;
  readonly rateLimit?: SandboxRateLimit;
  readonly sessionLimits?: FairLimits;
  readonly codeLimits?: FairLimits;
  readonly subscriptionLimits?: FairLimits;
  readonly inboxLimits?: FairLimits;
  /** Scales the documents' event delays: 1 in production, less for a test server (SANDBOX_EVENT_DELAY_PERCENT). */
  readonly eventDelayScale?: number;
  /** Wakes the event timeline (default: a real timer, unref'd). */
  readonly timer?: Timer;
  /** The site's host names besides loopback, where an inbox's URL may be made. */
  readonly siteHosts?: readonly string[] | undefined;
  /** Where a failure of the sandbox itself (a 500) is reported. */
  readonly log?: (message: string) => void;
  /**
   * The virtual operator (../operator/operator.ts): its routes are the sandbox's, and the APIs
   * honour its access tokens. Without it an Authorization header is ignored.
   */
  readonly operator?: Operator;
}

type StoreSize = { readonly records: number; readonly clients: number; readonly groups: number; readonly reclaimed?: number };
export interface SandboxStats {
  readonly sessions: StoreSize;
  readonly codes: StoreSize;
  readonly subscriptions: StoreSize;
  readonly inboxes: StoreSize & { readonly following: number };
  /** Events planned and not yet due. */
  readonly pending: number;
}

export interface Sandbox {
  /** Registers the sandbox's routes on a Fastify instance, under the prefix /sandbox. */
  readonly plugin: (app: FastifyInstance) => Promise<void>;
  /** What the sandbox holds in memory. */
  stats(): SandboxStats;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The x-correlator this request is answered with. */
    correlator: string;
    /** Whom the request's limits and state belong to. */
    client: Client;
  }
}

function compile(documents: Readonly<Record<string, OpenApiDocument>>, options: SandboxOptions, events: Events): Operation[] {
  return Object.entries(documents).flatMap(([slug, document]) => {
    const spec = document['x-sandbox'];
    const validator = createDocumentValidator(document);
    const documented = operationsOf(document);
    /** An operation's collection on the sandbox (`/sandbox/quality-on-demand/v1/sessions`): its resources' events' source. */
    const collection = (operationId: string) =>
      `${SANDBOX_BASE_PATH}${documented.find((operation) => operation.operationId === operationId)?.path ?? ''}`;
    const sessionEvents =
      spec.sessions && spec.events?.qosStatusChanged
        ? { events, type: spec.events.qosStatusChanged, collection: collection(spec.sessions.create) }
        : undefined;
    const sessions = spec.sessions && new SessionStore(spec.sessions, options.sessionLimits ?? DEFAULT_SESSION_LIMITS, sessionEvents);
    const codes = spec.codes ? new CodeStore(spec.codes, options.codeLimits ?? DEFAULT_CODE_LIMITS) : undefined;
    const subscriptions =
      spec.subscriptions &&
      new SubscriptionStore(
        spec.subscriptions,
        events,
        collection(spec.subscriptions.create),
        options.subscriptionLimits ?? DEFAULT_SUBSCRIPTION_LIMITS,
      );
    const hashes = new Map(spec.numbers.map(({ number }) => [sha256(number), number]));
    return documented.map(({ operationId, method, path, definition }) => {
      const followed = spec.subscriptions;
      const stateful = [spec.sessions?.read, spec.sessions?.delete, spec.codes?.validate, followed?.list, followed?.read, followed?.delete];
      if (!spec.operations[operationId] && !stateful.includes(operationId))
        throw new Error(`${slug}: x-sandbox says nothing about how to answer ${operationId}`);
      return {
        operationId,
        method,
        route: path.replace(/\{([^}]+)\}/g, ':$1'),
        url: `${SANDBOX_BASE_PATH}${path.replace(/\{([^}]+)\}/g, ':$1')}`,
        hasBody: Boolean(definition.requestBody),
        scopes: requiredScopes(definition),
        spec,
        validator,
        hashes,
        sessions,
        codes,
        subscriptions,
        events: spec.events ? events : undefined,
      };
    });
  });
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.error(message));
  const limits = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const events = new Events({ now, timer: options.timer, inboxLimits: options.inboxLimits, delayScale: options.eventDelayScale });
  const operations = compile(options.documents ?? OPENAPI_DOCUMENTS, options, events);
  const { operator } = options;

  async function plugin(app: FastifyInstance) {
    app.decorateRequest('correlator', '');
    app.decorateRequest('client', null as unknown as Client);
    // The only body the sandbox reads is JSON (Fastify's parser, which drops __proto__ keys).
    app.removeContentTypeParser('text/plain');

    app.addHook('onRequest', (request, _response, done) => {
      request.correlator = correlatorOf(request.headers['x-correlator']);
      request.client = clientOf(request.ip);
      // What the virtual network did meanwhile (a swap, a session's end) is done before anything is answered.
      events.timeline.settle();
      done();
    });
    // Preflights are answered here, before the rate limit counts them.
    await app.register(cors, {
      origin: '*',
      methods: PREFLIGHT_HEADERS['Access-Control-Allow-Methods'],
      allowedHeaders: PREFLIGHT_HEADERS['Access-Control-Allow-Headers'],
      exposedHeaders: 'x-correlator, Retry-After',
      maxAge: Number(PREFLIGHT_HEADERS['Access-Control-Max-Age']),
      strictPreflight: false,
    });
    await app.register(rateLimit, {
      global: false,
      max: limits.perClient,
      timeWindow: limits.windowMs,
      cache: limits.maxClients,
      keyGenerator: (request) => request.client.key,
    });
    const limiters = [
      app.createRateLimit(),
      app.createRateLimit({ max: limits.perGroup, keyGenerator: (request: FastifyRequest) => `group ${request.client.group}` }),
    ];
    app.addHook('onRequest', async (request, response) => {
      for (const limiter of limiters) {
        const verdict = await limiter(request);
        if (!verdict.isAllowed && verdict.isExceeded) {
          const spec = operations.find((operation) => request.routeOptions.url === operation.url)?.spec;
          return replyError(response, spec?.rateLimited ?? HTTP_ERRORS.tooManyRequests, {
            'Retry-After': String(Math.max(1, verdict.ttlInSeconds)),
          });
        }
      }
      return undefined;
    });
    app.addHook('onSend', (request, response, payload, done) => {
      response.headers(SANDBOX_HEADERS).header('x-correlator', request.correlator || correlatorOf(undefined));
      done(null, payload);
    });

    app.setErrorHandler((error: FastifyError, request, response) => {
      // A client that went away mid-body is no failure of ours, and has no one to answer.
      if (request.raw.destroyed) return response.send();
      const spec = operations.find((operation) => request.routeOptions.url === operation.url)?.spec;
      if (error.validation) {
        // CAMARA: a value past a field's range is OUT_OF_RANGE where the operation declares it.
        const outOfRange = spec?.outOfRange;
        const pastBounds =
          outOfRange !== undefined &&
          error.validation.every(
            ({ keyword, instancePath }) => ['minimum', 'maximum'].includes(keyword) && outOfRange.fields.includes(instancePath),
          );
        // CAMARA: a sink credential's token of another type than bearer is INVALID_TOKEN.
        const invalidToken = spec?.events?.invalidToken;
        const tokenType =
          invalidToken !== undefined &&
          error.validation.every(({ keyword, instancePath }) => keyword === 'enum' && instancePath === TOKEN_TYPE_POINTER);
        return replyError(
          response,
          (pastBounds ? outOfRange : undefined) ??
            (tokenType ? invalidToken : undefined) ??
            spec?.invalidRequest ??
            HTTP_ERRORS.invalidArgument,
        );
      }
      const known = BODY_ERRORS[error.code];
      if (known) return replyError(response, known, known.status === 413 ? { Connection: 'close' } : {});
      log(`[sandbox] ${request.method} ${request.url} failed: ${error.stack ?? String(error)}`);
      return replyError(response, HTTP_ERRORS.internal);
    });
    app.setNotFoundHandler((_request, response) => replyError(response, HTTP_ERRORS.notFound));
    if (operator) await operator.routes(app);
    inboxRoutes(app, { events, now, siteHosts: new Set(options.siteHosts ?? []) });

    const byUrl = new Map<string, Operation[]>();
    for (const operation of operations) byUrl.set(operation.route, [...(byUrl.get(operation.route) ?? []), operation]);
    for (const [url, atUrl] of byUrl) {
      for (const operation of atUrl) {
        const { validator } = operation;
        app.route({
          method: operation.method,
          url,
          bodyLimit: MAX_BODY_BYTES,
          schema: validator.requestSchemas(operation.operationId),
          validatorCompiler: ({ schema }) => validator.compile(schema),
          handler: (request: FastifyRequest<{ Params: Record<string, string> }>, response) => {
            // An empty body is a missing argument, whatever its declared type.
            if (operation.hasBody && request.body === undefined) return replyError(response, operation.spec.invalidRequest);
            const respond = (token?: TokenFacts) => {
              const result = answer(operation, request.client, request.params, request.body, now(), token);
              return reply(response, result.status, result.body, result.headers);
            };
            // No Authorization header: the sandbox's convenience, answered for the body's device.
            if (!operator || request.headers.authorization === undefined) return respond();
            return operator
              .verify(request)
              .then((token) => (token ? respond(token) : replyError(response, operation.spec.access.unauthenticated)));
          },
        });
      }
      // Every other method at a known path: 405, naming the ones it has.
      const methods = atUrl.map((operation) => operation.method);
      const allow = [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
      app.route({
        method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => !allow.split(', ').includes(method)),
        url,
        bodyLimit: MAX_BODY_BYTES,
        handler: (_request, response) => replyError(response, HTTP_ERRORS.methodNotAllowed, { Allow: allow }),
      });
    }
  }

  const sizes = (stores: ({ size: StoreSize } | undefined)[]) =>
    [...new Set(stores)].reduce<StoreSize>(
      (sum, store) => ({
        records: sum.records + (store?.size.records ?? 0),
        clients: sum.clients + (store?.size.clients ?? 0),
        groups: sum.groups + (store?.size.groups ?? 0),
      }),
      { records: 0, clients: 0, groups: 0 },
    );

  return {
    plugin,
    stats: () => ({
      sessions: sizes(operations.map((operation) => operation.sessions)),
      codes: sizes(operations.map((operation) => operation.codes)),
      subscriptions: sizes(operations.map((operation) => operation.subscriptions)),
      inboxes: { ...events.inboxes.size, following: events.inboxes.following },
      pending: events.timeline.size,
    }),
  };
}
