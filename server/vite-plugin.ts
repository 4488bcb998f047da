// The service's routes inside Vite: `npm run dev` and `vite preview` (`npm start`) hand the
// requests for the service's paths to the same Fastify application the production service runs
// (./app.ts), so the form and the API sandbox work there too. Requests are stored in
// <root>/.data like the service's default (no webhook, no reCAPTCHA). The sandbox answers
// whatever VITE_HUB_API_URL says: the hub only takes contact requests.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { SANDBOX_BASE_PATH } from '../src/config/api-catalogue.ts';
import type { LeadStore } from './contact/lead-store.ts';

const CONTACT_PATH = '/api/v1/contact';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export function siteService(): Plugin {
  let withHub = false;
  let root = process.cwd();
  const mount = (server: ViteDevServer | PreviewServer) => {
    // The application (Fastify, the sandbox's validators, the store's module) is loaded on the
    // first request for its paths, so `vite build` and a server that never gets one load none of
    // it; the store's file is created on the first contact request only.
    let handler: Promise<Handler> | undefined;
    const load = () =>
      (handler ??= (async () => {
        const [{ createServiceApp }, { createLogger }, { sandboxEventDelayScale }, storeModule] = await Promise.all([
          import('./app.ts'),
          import('./log.ts'),
          import('./settings.ts'),
          withHub ? undefined : import('./contact/lead-store.ts'),
        ]);
        const log = (message: string) => server.config.logger.error(message);
        let handle: Handler | undefined;
        let store: LeadStore | undefined;
        const { app } = await createServiceApp({
          behindProxy: false,
          logger: createLogger({ level: 'warn' }),
          contact: storeModule
            ? {
                store: () =>
                  (store = storeModule.LeadStore.open(join(root, storeModule.DEFAULT_DATA_DIR), (message) =>
                    server.config.logger.info(message),
                  )),
                log,
              }
            : undefined,
          // SANDBOX_EVENT_DELAY_PERCENT: a test server's shorter event delays (the e2e run's `vite preview`).
          sandbox: { log, eventDelayScale: sandboxEventDelayScale() },
          // Fastify hands over its request handler; Vite's own server answers the requests.
          serverFactory: (fastifyHandler) => {
            handle = fastifyHandler;
            return server.httpServer as unknown as Server;
          },
        });
        server.httpServer?.once('close', () => {
          store?.close();
          void app.close();
        });
        return handle!;
      })().catch((error: unknown) => {
        handler = undefined;
        throw error;
      }));
    const ours = (url = '/') => {
      const path = url.split('?')[0] ?? '/';
      return path.startsWith(`${SANDBOX_BASE_PATH}/`) || (!withHub && path === CONTACT_PATH);
    };
    // First in the stack, ahead of Vite's own CORS handling (which answers preflights itself and
    // allows only localhost origins) and its host check: any page may call the sandbox, as in
    // production, and no page fallback ever sees these paths.
    server.middlewares.stack.unshift({
      route: '',
      handle: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
        if (!ours(request.url)) {
          next();
          return;
        }
        load().then(
          (handle) => handle(request, response),
          (error: unknown) => {
            server.config.logger.error(`[service] could not start: ${(error as Error).stack ?? String(error)}`);
            response.writeHead(503, {
              'Content-Type': 'application/json; charset=utf-8',
              'Cache-Control': 'no-store',
              'Retry-After': '10',
            });
            response.end('{"ok":false,"error":"service_unavailable"}');
          },
        );
      },
    });
  };
  return {
    name: 'signalwise:site-service',
    configResolved(config) {
      root = config.root;
      const hub: unknown = config.env.VITE_HUB_API_URL;
      withHub = typeof hub === 'string' && hub.trim() !== '';
    },
    configureServer: mount,
    configurePreviewServer: mount,
  };
}
