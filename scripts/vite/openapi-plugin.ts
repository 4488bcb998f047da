import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { API_SLUGS, isApiSlug, openApiPath, SANDBOX_BASE_PATH } from '../../src/config/api-catalogue.ts';
import { normalizeSiteUrl } from '../../src/config/site-url.ts';

const documentFile = (slug: string) => new URL(`../../src/config/openapi/${slug}.json`, import.meta.url);

/**
 * The document as published: its sandbox server and discovery URL absolute on the site's origin,
 * so a tool that imports it by URL (or from a download) reaches the sandbox. The repository keeps
 * them relative: the service and the tests serve the documents on any origin.
 */
export function publishedDocument(slug: string, siteUrl: string): string {
  const document = JSON.parse(readFileSync(documentFile(slug), 'utf8')) as {
    servers: { url: string; description?: string }[];
    components: { securitySchemes: Record<string, { openIdConnectUrl?: string }> };
  };
  const absolute = (url: string) => (url.startsWith('/') ? `${siteUrl}${url}` : url);
  document.servers = document.servers.map((server) => ({ ...server, url: absolute(server.url) }));
  for (const scheme of Object.values(document.components.securitySchemes))
    if (scheme.openIdConnectUrl) scheme.openIdConnectUrl = absolute(scheme.openIdConnectUrl);
  if (!document.servers.some((server) => server.url === `${siteUrl}${SANDBOX_BASE_PATH}`))
    throw new Error(`${slug}: the document's server is not the sandbox (${SANDBOX_BASE_PATH})`);
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * Serves each API's OpenAPI document at /openapi/<slug>.json: written into dist/ by the build
 * (the "Download OpenAPI" link on its page), answered from src/config/openapi/ by the dev
 * server, in both cases with absolute URLs on VITE_SITE_URL's origin. nginx lets any origin read
 * them (deploy/site.conf).
 */
export function openApiDocuments(): Plugin {
  let siteUrl = normalizeSiteUrl(undefined);
  return {
    name: 'signalwise:openapi-documents',
    configResolved(config) {
      siteUrl = normalizeSiteUrl(config.env.VITE_SITE_URL as string | undefined);
    },
    generateBundle() {
      // The client build only: the prerender's SSR build writes no public files.
      if (this.environment.config.consumer !== 'client') return;
      for (const slug of API_SLUGS) {
        this.emitFile({ type: 'asset', fileName: openApiPath(slug).slice(1), source: publishedDocument(slug, siteUrl) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const slug = /^\/openapi\/([a-z-]+)\.json$/.exec(req.url?.split('?')[0] ?? '')?.[1];
        if (!isApiSlug(slug) || (req.method !== 'GET' && req.method !== 'HEAD')) {
          next();
          return;
        }
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.end(req.method === 'HEAD' ? undefined : publishedDocument(slug, siteUrl));
      });
    },
  };
}
