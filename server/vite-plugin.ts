// The service's routes inside Vite: `npm run dev` and `vite preview` (`npm start`) answer the
// same paths as the production service, with the same handlers, so the form works there too.
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { contactRoute } from './contact/endpoint.ts';
import { CONTACT_REQUESTS_FILE } from './contact/store.ts';
import { dispatch, type Route } from './routes.ts';

export function siteService(): Plugin {
  let routes: Route[] = [];
  return {
    name: 'signalwise:site-service',
    configResolved(config) {
      // With a hub, the form posts there; this origin has no contact endpoint.
      const hub: unknown = config.env.VITE_HUB_API_URL;
      const withHub = typeof hub === 'string' && hub.trim() !== '';
      routes = withHub ? [] : [contactRoute({ file: join(config.root, CONTACT_REQUESTS_FILE) })];
    },
    configureServer(server) {
      server.middlewares.use(dispatch(routes));
    },
    configurePreviewServer(server) {
      server.middlewares.use(dispatch(routes));
    },
  };
}
