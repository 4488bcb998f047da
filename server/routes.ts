// The site's own HTTP service answers a few paths (the contact endpoint today); each part of it
// contributes routes, and one dispatcher serves them wherever the service runs: the production
// process (server/service.ts, behind nginx) and `vite dev` / `vite preview`
// (server/vite-plugin.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Route {
  /** The path this route answers: exactly, or every path under it when it ends with "/". */
  readonly path: string;
  readonly handle: (request: IncomingMessage, response: ServerResponse) => void;
}

const matches = (route: Route, path: string) => (route.path.endsWith('/') ? path.startsWith(route.path) : path === route.path);

/** The route for a request's path (its query aside), if any. */
export function findRoute(routes: readonly Route[], request: IncomingMessage): Route | undefined {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  return routes.find((route) => matches(route, path));
}

/** Answers a request with its route; calls `next` (or answers 404) when no route has its path. */
export function dispatch(routes: readonly Route[]) {
  return (request: IncomingMessage, response: ServerResponse, next?: () => void): void => {
    const route = findRoute(routes, request);
    if (route) route.handle(request, response);
    else if (next) next();
    else {
      response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end('{"ok":false,"error":"not_found"}');
    }
  };
}
