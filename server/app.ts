// The site's own HTTP service as one Fastify application: the contact endpoint
// (./contact/endpoint.ts) and the API sandbox (./sandbox/sandbox.ts). The production process
// (./service.ts) listens with it behind nginx; `vite dev` and `vite preview` hand it the
// requests for its paths (./vite-plugin.ts), so every route runs the same everywhere.
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerFactory,
} from 'fastify';
import { contactPlugin, type ContactEndpointOptions } from './contact/endpoint.ts';
import type { Logger } from './log.ts';
import { correlatorOf, HTTP_ERRORS, sandboxHeaders } from './sandbox/http.ts';
import { createOperator } from './operator/operator.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox/sandbox.ts';
import { SANDBOX_BASE_PATH } from '../src/config/api-catalogue.ts';
import { OPENAPI_DOCUMENTS } from '../src/config/openapi/index.ts';

/**
 * How long a request may take to arrive whole, headers and body, from its first byte. A body
 * trickled in (a byte every few seconds keeps a per-read timeout happy for ever) is cut here
 * with a 408; nginx streams bodies to the service (deploy/site.conf) so that this clock is the
 * one that counts.
 */
export const REQUEST_DEADLINE_MS = 10_000;

/**
 * How long the service keeps an idle connection open. nginx keeps its idle connections to us
 * for less (`keepalive_timeout` in deploy/http.conf's upstream, tests/unit/sandbox-nginx.test.ts),
 * so it is always nginx that closes one: were it us, a request nginx wrote to the connection as
 * we closed it would be reset, and nginx retries no POST, so the visitor would get a 503.
 */
export const SERVICE_KEEP_ALIVE_MS = 10_000;

export interface ServiceAppOptions {
  /** The contact endpoint; absent when the site posts to a hub instead. */
  readonly contact?: ContactEndpointOptions | undefined;
  readonly sandbox?: SandboxOptions | undefined;
  /**
   * Behind nginx on this machine: the client's address is the X-Forwarded-For nginx writes, which
   * is believed only from loopback (nginx overwrites whatever a client sent). Off where browsers
   * talk to the service directly (`vite dev`, `vite preview`).
   */
  readonly behindProxy: boolean;
  /**
   * Host names the sandbox's operator answers for besides loopback (its issuer is the origin
   * asked for): the site's own, from CONTACT_SITE_URL or the build's VITE_SITE_URL.
   */
  readonly siteHosts?: readonly string[] | undefined;
  readonly logger: Logger;
  /** For `vite dev`/`preview`: the server the app answers on is Vite's. */
  readonly serverFactory?: FastifyServerFactory | undefined;
}

export interface ServiceApp {
  readonly app: FastifyInstance;
  readonly sandbox: Sandbox;
}

export async function createServiceApp(options: ServiceAppOptions): Promise<ServiceApp> {
  // Fastify's own logger type, so the instance has its plain type.
  const loggerInstance: FastifyBaseLogger = options.logger;
  const app = Fastify({
    loggerInstance,
    // Every request is not news; failures are logged where they happen.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.behindProxy ? ['127.0.0.1', '::1'] : false,
    requestTimeout: REQUEST_DEADLINE_MS,
    // Node reads the deadline when it makes the server (setting it afterwards, as Fastify's own
    // option does, leaves the default in force) and checks it on this beat (30 s by default).
    http: { requestTimeout: REQUEST_DEADLINE_MS, connectionsCheckingInterval: 1_000 },
    keepAliveTimeout: SERVICE_KEEP_ALIVE_MS,
    // A malformed path (bad percent-encoding): the sandbox's CAMARA 400, or the site's shape.
    frameworkErrors: (error, request, raw) => {
      const reply = raw as FastifyReply;
      if (request.url.startsWith(`${SANDBOX_BASE_PATH}/`))
        void reply
          .code(400)
          .headers(sandboxHeaders(correlatorOf(request.headers['x-correlator'])))
          .type('application/json')
          .send(JSON.stringify(HTTP_ERRORS.invalidArgument.body));
      else
        void reply
          .code(400)
          .header('Cache-Control', 'no-store')
          .send({ ok: false, error: error.code === 'FST_ERR_BAD_URL' ? 'bad_url' : 'bad_request' });
    },
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });
  const log = (message: string) => options.logger.error(message);
  const operator = await createOperator({
    behindProxy: options.behindProxy,
    siteHosts: options.siteHosts,
    documents: options.sandbox?.documents ?? OPENAPI_DOCUMENTS,
    log,
  });
  const sandbox = createSandbox({ log, operator, siteHosts: options.siteHosts, ...options.sandbox });
  await app.register(sandbox.plugin, { prefix: SANDBOX_BASE_PATH });
  if (options.contact) await app.register(contactPlugin(options.contact));
  app.setNotFoundHandler((_request, reply) => reply.code(404).header('Cache-Control', 'no-store').send({ ok: false, error: 'not_found' }));
  await app.ready();
  return { app, sandbox };
}
