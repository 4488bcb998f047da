// Writes what the servers of the site read from the build, into <out>/.nginx/ (out: dist/, or
// the folder after --out):
//   security-headers.conf  the headers as nginx directives (deploy/site.conf includes them),
//   security-headers.json  the same headers for `vite preview` (scripts/vite/preview-server.ts): every
//                          server sends the headers of the bundle it serves, worked out once,
//                          here, from the VITE_* settings the bundle was built with, never
//                          again from the serving shell's environment;
//   sandbox-headers.conf   the headers of nginx's own answers under /sandbox/ (429, 413, 503):
//                          the sandbox's own (server/sandbox/http.ts);
//   site.json              the site's origin (VITE_SITE_URL, null for the placeholder), for
//                          the service's reCAPTCHA host-name check (server/settings.ts);
//   routes.conf            the route table: every prerendered page (each <out>/<path>/index.html)
//                          and every console page (served the app shell). Any other path is a 404.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { ADMIN_PAGES } from '../../src/config/admin-pages.ts';
import { sandboxNginxHeaderDirectives } from '../../server/sandbox/http.ts';
import { isPlaceholderSiteUrl, normalizeSiteUrl } from '../../src/config/site-url.ts';
import { nginxHeaderDirectives, readInlineStyles, securityHeaders } from './security-headers.ts';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist' } } });
const env = loadEnv(process.env.NODE_ENV === 'development' ? 'development' : 'production', process.cwd(), 'VITE_');
const distUrl = pathToFileURL(`${resolve(values.out)}/`);
const dir = new URL('.nginx/', distUrl);
mkdirSync(dir, { recursive: true });
const site = {
  hubApiUrl: env.VITE_HUB_API_URL,
  schedulingUrl: env.VITE_SCHEDULING_URL,
  recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY,
  // The styles the prerender inlined, allowed by hash.
  inlineStyles: readInlineStyles(distUrl),
};
writeFileSync(new URL('security-headers.conf', dir), `${nginxHeaderDirectives(site)}\n`);
writeFileSync(new URL('security-headers.json', dir), `${JSON.stringify(securityHeaders(site), null, 2)}\n`);
writeFileSync(new URL('sandbox-headers.conf', dir), `${sandboxNginxHeaderDirectives()}\n`);
const origin = normalizeSiteUrl(env.VITE_SITE_URL);
writeFileSync(new URL('site.json', dir), `${JSON.stringify({ siteUrl: isPlaceholderSiteUrl(origin) ? null : origin })}\n`);
console.log(`wrote ${values.out}/.nginx/security-headers.conf, security-headers.json, sandbox-headers.conf and site.json`);

/** URL paths of the prerendered pages: "/" for dist/index.html, "/a/b" for dist/a/b/index.html. */
function prerenderedPaths(root: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(root + relative, { withFileTypes: true })) {
      // Dot folders (.vite, .nginx) and fingerprinted assets hold no pages.
      if (entry.name.startsWith('.') || (relative === '' && entry.name === 'assets')) continue;
      if (entry.isDirectory()) walk(`${relative}${entry.name}/`);
      else if (entry.name === 'index.html') found.push(relative === '' ? '/' : `/${relative.slice(0, -1)}`);
    }
  };
  walk('');
  return found.sort();
}

const pages = prerenderedPaths(distUrl.pathname);
const consolePages = ADMIN_PAGES.map((page) => page.to as string).filter((path) => !pages.includes(path));
const quote = (path: string) => `"${path.replace(/["\\]/g, '')}"`;
writeFileSync(
  new URL('routes.conf', dir),
  [
    '# Written by scripts/build/write-nginx-headers.ts at build time: the file each known path serves.',
    'map $uri $route_file {',
    '  default "";',
    ...pages.map((path) => `  ${quote(path)} ${quote(path === '/' ? '/index.html' : `${path}/index.html`)};`),
    ...consolePages.map((path) => `  ${quote(path)} "/shell.html";`),
    '}',
    '',
  ].join('\n'),
);
console.log(`wrote ${values.out}/.nginx/routes.conf (${pages.length} prerendered pages, ${consolePages.length} console pages)`);
