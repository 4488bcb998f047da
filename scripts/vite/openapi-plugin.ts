import { readFileSync } from 'node:fs';
import { convert } from 'openapi-to-postmanv2';
import type { Plugin } from 'vite';
import { API_SLUGS, isApiSlug, openApiPath, postmanPath, SANDBOX_BASE_PATH, type ApiSlug } from '../../src/config/api-catalogue.ts';
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
 * The API's Postman collection, made by Postman's own converter from the published document:
 * one request per operation with the document's example body and headers, against
 * `{{baseUrl}}` (the sandbox). Without a token (the document's security allows none), as every
 * sample on the page runs.
 */
export function postmanCollection(slug: string, siteUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    convert(
      { type: 'string', data: publishedDocument(slug, siteUrl) },
      { requestParametersResolution: 'Example', exampleParametersResolution: 'Example', folderStrategy: 'Paths' },
      (error, result) => {
        const collection = result?.result ? result.output?.[0]?.data : undefined;
        if (error) reject(error instanceof Error ? error : new Error(`${slug}: the converter failed`));
        else if (!collection) reject(new Error(`${slug}: no Postman collection (${result?.reason ?? 'no output'})`));
        else resolve(`${JSON.stringify(collection, null, 2)}\n`);
      },
    );
  });
}

/** What /openapi/ serves for a request path: the document or its collection, by slug. */
function servedFile(path: string): { slug: ApiSlug; postman: boolean } | undefined {
  const match = /^\/openapi\/([a-z-]+)(\.postman)?\.json$/.exec(path);
  const slug = match?.[1];
  return isApiSlug(slug) ? { slug, postman: Boolean(match?.[2]) } : undefined;
}

/**
 * Serves each API's OpenAPI document at /openapi/<slug>.json and its Postman collection at
 * /openapi/<slug>.postman.json: written into dist/ by the build (the downloads on its page),
 * answered by the dev server, in both cases with absolute URLs on VITE_SITE_URL's origin. nginx
 * lets any origin read them (deploy/site.conf).
 */
export function openApiDocuments(): Plugin {
  let siteUrl = normalizeSiteUrl(undefined);
  return {
    name: 'signalwise:openapi-documents',
    configResolved(config) {
      siteUrl = normalizeSiteUrl(config.env.VITE_SITE_URL as string | undefined);
    },
    async generateBundle() {
      // The client build only: the prerender's SSR build writes no public files.
      if (this.environment.config.consumer !== 'client') return;
      for (const slug of API_SLUGS) {
        this.emitFile({ type: 'asset', fileName: openApiPath(slug).slice(1), source: publishedDocument(slug, siteUrl) });
        this.emitFile({ type: 'asset', fileName: postmanPath(slug).slice(1), source: await postmanCollection(slug, siteUrl) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = servedFile(req.url?.split('?')[0] ?? '');
        if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
          next();
          return;
        }
        (file.postman ? postmanCollection(file.slug, siteUrl) : Promise.resolve(publishedDocument(file.slug, siteUrl))).then((body) => {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Access-Control-Allow-Origin', '*');
          res.end(req.method === 'HEAD' ? undefined : body);
        }, next);
      });
    },
  };
}
