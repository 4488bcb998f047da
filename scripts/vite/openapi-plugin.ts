import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { API_SLUGS, isApiSlug, openApiPath } from '../../src/config/api-catalogue.ts';

const documentFile = (slug: string) => new URL(`../../src/config/openapi/${slug}.json`, import.meta.url);

/**
 * Serves each API's OpenAPI document at /openapi/<slug>.json: written into dist/ by the build
 * (the "Download OpenAPI" link on its page), answered from src/config/openapi/ by the dev
 * server. The files in the repository are the only copy; nothing is generated from them.
 */
export function openApiDocuments(): Plugin {
  return {
    name: 'signalwise:openapi-documents',
    generateBundle() {
      // The client build only: the prerender's SSR build writes no public files.
      if (this.environment.config.consumer !== 'client') return;
      for (const slug of API_SLUGS) {
        this.emitFile({ type: 'asset', fileName: openApiPath(slug).slice(1), source: readFileSync(documentFile(slug)) });
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
        res.end(req.method === 'HEAD' ? undefined : readFileSync(documentFile(slug)));
      });
    },
  };
}
