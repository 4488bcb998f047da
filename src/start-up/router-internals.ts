import type { AnyRouter } from '@tanstack/react-router';

/**
 * What the prerender and the adopting render rely on in TanStack Router beyond its documented
 * API, in one place. Checked against @tanstack/react-router ROUTER_CHECKED_WITH; on an upgrade
 * tests/unit/router-internals.test.ts fails until each point below has been checked again
 * (tests/static and tests/e2e/prerender.spec.ts check the markup's shape on every build).
 *
 * 1. Rendered with renderToString, <HeadContent> puts the page's title, meta and link tags
 *    first in the markup, and the router adds inline scripts (server-side scroll restoration).
 * 2. With `router.ssr` set, the first client render leaves out the Suspense boundaries around
 *    the root's matches, as a server render does: that is the markup React must adopt.
 */
export const ROUTER_CHECKED_WITH = '1.170.46';

/**
 * The body markup of a prerendered page: without the head tags <HeadContent> rendered in place
 * (the template's <head> gets them instead) and without the router's inline scripts (the client
 * restores scroll itself, and the CSP allows no inline script).
 */
export const withoutRouterHeadAndScripts = (rendered: string): string =>
  rendered.replace(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/, '').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

/** Makes the router's first render the shape of the prerendered markup, for React to adopt it. */
export function renderLikeTheServer(router: AnyRouter): void {
  router.ssr = { manifest: undefined };
}
