// The service's routes inside Vite: `npm run dev` and `vite preview` (`npm start`) answer the
// same paths as the production service, with the same handlers, so the form and the API
// sandbox work there too. Requests are stored in <root>/.data like the service's default (no
// webhook, no reCAPTCHA). The sandbox answers whatever VITE_HUB_API_URL says: the hub only
// takes contact requests.
import { join } from 'node:path';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { contactRoute } from './contact/endpoint.ts';
import { DEFAULT_DATA_DIR, LeadStore } from './contact/store.ts';
import { dispatch, type Route } from './routes.ts';
import { createSandbox } from './sandbox/sandbox.ts';

export function siteService(): Plugin {
  let withHub = false;
  let root = process.cwd();
  const mount = (server: ViteDevServer | PreviewServer) => {
    const routes: Route[] = [];
    // With a hub the form posts there; this origin has no contact endpoint.
    if (!withHub) {
      // Opened on the first request, so a server that never gets one creates no store.
      let store: LeadStore | undefined;
      const open = () => (store ??= LeadStore.open(join(root, DEFAULT_DATA_DIR), (message) => server.config.logger.info(message)));
      routes.push(contactRoute({ store: open, log: (message) => server.config.logger.error(message) }));
      server.httpServer?.once('close', () => store?.close());
    }
    server.middlewares.use(dispatch(routes));
    // The sandbox goes first, ahead of Vite's own CORS handling (which answers preflights
    // itself and allows only localhost origins) and its host check: any page may call it, as
    // in production, and no page fallback ever sees its paths.
    const sandbox = createSandbox({ log: (message) => server.config.logger.error(message) });
    server.middlewares.stack.unshift({ route: '', handle: dispatch([sandbox.route]) });
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
