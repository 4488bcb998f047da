// The service's routes inside Vite: `npm run dev` and `vite preview` (`npm start`) answer the
// same paths as the production service, with the same handlers, so the form and the API
// sandbox work there too. Requests are stored in <root>/.data like the service's default (no
// webhook, no reCAPTCHA). The sandbox answers whatever VITE_HUB_API_URL says: the hub only
// takes contact requests.
import { join } from 'node:path';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { CONTACT_ENDPOINT_PATH, contactRoute } from './contact/endpoint.ts';
import type { LeadStore } from './contact/store.ts';
import { dispatch, type Route } from './routes.ts';
import { sandboxRoute } from './sandbox/route.ts';

export function siteService(): Plugin {
  let withHub = false;
  let root = process.cwd();
  const mount = (server: ViteDevServer | PreviewServer) => {
    const routes: Route[] = [];
    // With a hub the form posts there; this origin has no contact endpoint.
    if (!withHub) {
      // The store (and node:sqlite) is loaded on the first request, so `vite build` and a
      // server that never gets one load neither, and create no store.
      let store: LeadStore | undefined;
      let contact: Promise<Route> | undefined;
      const route = () =>
        (contact ??= import('./contact/store.ts').then(({ DEFAULT_DATA_DIR, LeadStore }) => {
          store = LeadStore.open(join(root, DEFAULT_DATA_DIR), (message) => server.config.logger.info(message));
          return contactRoute({ store, log: (message) => server.config.logger.error(message) });
        }));
      routes.push({
        path: CONTACT_ENDPOINT_PATH,
        handle: (request, response) => {
          route().then(
            (ready) => ready.handle(request, response),
            (error: unknown) => {
              contact = undefined;
              server.config.logger.error(`[contact] the store could not be opened: ${String(error)}`);
              response.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
              response.end('{"ok":false,"error":"storage_unavailable"}');
            },
          );
        },
      });
      server.httpServer?.once('close', () => store?.close());
    }
    server.middlewares.use(dispatch(routes));
    // The sandbox goes first, ahead of Vite's own CORS handling (which answers preflights
    // itself and allows only localhost origins) and its host check: any page may call it, as
    // in production, and no page fallback ever sees its paths.
    const sandbox = sandboxRoute({ log: (message) => server.config.logger.error(message) });
    server.middlewares.stack.unshift({ route: '', handle: dispatch([sandbox]) });
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
