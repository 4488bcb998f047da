import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { SANDBOX_BASE_PATH } from '../../src/config/api-catalogue.ts';

/**
 * The security headers the build wrote for the bundle in `dist` (scripts/build/write-nginx-headers.ts),
 * from the VITE_* settings the bundle was built with. Read, never worked out again from the
 * serving shell's environment: a CSP without the reCAPTCHA or hub origins the bundle uses would
 * block the contact form.
 */
export function builtSecurityHeaders(dist: string): Record<string, string> {
  const file = join(dist, '.nginx', 'security-headers.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site with \`npm run build\` before serving it`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * `vite preview` as production serves the site, with the same security headers: a prerendered page for each public path
 * (dist/<path>/index.html), and the empty app shell for every other path, so the console and
 * unknown paths never flash the home page before the app redirects.
 */
export function servePrerendered(): Plugin {
  return {
    name: 'signalwise:serve-prerendered',
    configurePreviewServer(server) {
      const dist = server.config.build.outDir.startsWith('/')
        ? server.config.build.outDir
        : join(server.config.root, server.config.build.outDir);
      const headers = builtSecurityHeaders(dist);
      // Every response, pages and assets alike, carries the production security headers.
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          next();
          return;
        }
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
        // Files with an extension (assets, robots.txt, …) are the static server's business,
        // /api/ belongs to the embedded contact endpoint and /sandbox/ to the API sandbox
        // (server/vite-plugin.ts), whose GETs must not get a page.
        if (/\.[a-z0-9]+$/i.test(path) || path.startsWith('/api/') || path.startsWith(`${SANDBOX_BASE_PATH}/`)) {
          next();
          return;
        }
        const safe = normalize(path).replace(/^(\.\.[/\\])+/, '');
        const page = join(dist, safe, 'index.html');
        const file = existsSync(page) && statSync(page).isFile() ? page : join(dist, 'shell.html');
        if (!existsSync(file)) {
          next();
          return;
        }
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
        // Compressed as production serves it (nginx gzips HTML too).
        const encodings = req.headers['accept-encoding'];
        const gzip = /\bgzip\b/.test(Array.isArray(encodings) ? encodings.join(',') : (encodings ?? ''));
        const body = gzip ? gzipSync(readFileSync(file)) : readFileSync(file);
        if (gzip) res.setHeader('Content-Encoding', 'gzip');
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
