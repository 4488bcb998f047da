// Writes what deploy/nginx.conf includes from the build:
//   dist/.nginx/security-headers.conf  the headers, from the build's environment, so the CSP
//                                      matches what this bundle loads;
//   dist/.nginx/routes.conf            the route table: every prerendered page (each
//                                      dist/<path>/index.html) and every console page (served
//                                      the app shell). Any other path is a 404.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { ADMIN_PAGES } from '../src/config/admin-pages.ts';
import { nginxHeaderDirectives, readInlineStyles } from './security-headers.ts';

const env = loadEnv(process.env.NODE_ENV === 'development' ? 'development' : 'production', process.cwd(), 'VITE_');
const distUrl = new URL('../dist/', import.meta.url);
const dir = new URL('.nginx/', distUrl);
mkdirSync(dir, { recursive: true });
writeFileSync(
  new URL('security-headers.conf', dir),
  `${nginxHeaderDirectives({
    hubApiUrl: env.VITE_HUB_API_URL,
    schedulingUrl: env.VITE_SCHEDULING_URL,
    recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY,
    inlineStyles: readInlineStyles(distUrl),
  })}\n`,
);
console.log('wrote dist/.nginx/security-headers.conf');

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
    '# Written by scripts/write-nginx-headers.ts at build time: the file each known path serves.',
    'map $uri $route_file {',
    '  default "";',
    ...pages.map((path) => `  ${quote(path)} ${quote(path === '/' ? '/index.html' : `${path}/index.html`)};`),
    ...consolePages.map((path) => `  ${quote(path)} "/shell.html";`),
    '}',
    '',
  ].join('\n'),
);
console.log(`wrote dist/.nginx/routes.conf (${pages.length} prerendered pages, ${consolePages.length} console pages)`);
