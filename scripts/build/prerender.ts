// Writes real HTML for every public page in every language into dist/ (run after `vite build`
// and the SSR build of src/entry-prerender.tsx into .prerender/): `/banking` in English,
// `/es/banking`, `/he/banking` and `/pt/banking` in theirs, and `/login` once. Crawlers and
// first paint get the page's content, language, direction, title, description, canonical
// and hreflang links in the file itself; the app hydrates it on start-up. dist/shell.html is
// the app shell for every other path (the console, unknown paths).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { isUnlocalizedPath, splitLanguagePath } from '../../src/i18n/language-path.ts';
import { appStartScripts, chunkClosure, cssClosure, readManifest } from '../vite/app-chunks.ts';
import { INLINE_STYLES_FILE } from './security-headers.ts';
import { pageRouteKeys } from '../vite/start-up-chunks.ts';

interface PrerenderModule {
  PRERENDERED_PAGES: readonly { url: string; language: string }[];
  prerender: (
    url: string,
    language: string,
  ) => Promise<{ html: string; head: string; language: string; dir: string; namespaces: readonly string[] }>;
}

const dist = new URL('../../dist/', import.meta.url);
const entry = new URL('../../.prerender/entry-prerender.js', import.meta.url);
const { PRERENDERED_PAGES, prerender } = (await import(entry.href)) as PrerenderModule;

const template = readFileSync(new URL('index.html', dist), 'utf8');
const staticHead = /\s*<(title|meta)\b[^>]*\bdata-static-head\b[^>]*>(?:[^<]*<\/title>)?/g;
const htmlOpen = '<html lang="en" dir="ltr">';
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root to fill');
if (!template.includes(htmlOpen)) throw new Error(`dist/index.html does not open with ${htmlOpen}`);

// Hebrew pages paint in Heebo alone, its Hebrew and Latin faces (src/styles.css): fetch both
// with the HTML, and not Inter's Latin face, which index.html preloads for every other page.
const assets = readdirSync(new URL('assets/', dist));
const fontFile = (pattern: RegExp) => {
  const file = assets.find((name) => pattern.test(name));
  if (!file) throw new Error(`No font matching ${pattern} in dist/assets`);
  return file;
};
const heebo = [fontFile(/^heebo-hebrew-wght-normal-.*\.woff2$/), fontFile(/^heebo-latin-wght-normal-.*\.woff2$/)];
const interPreload = /\s*<link\s+rel="preload"\s+as="font"[^>]*href="\/assets\/inter-latin-wght-normal-[^"]*"[^>]*>/;
if (!interPreload.test(template)) throw new Error('dist/index.html no longer preloads Inter’s Latin face');
const fontPreload = (language: string) =>
  language === 'he'
    ? heebo.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`).join('\n    ')
    : '';

// The shell shows nothing until the app runs: fetch the app's modules with the entry rather
// than one round trip after it.
const { app } = appStartScripts(dist);
const preloads = app.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
// Not a blank page while the console's code loads: the brand and a moving bar, in no language
// (the visitor's is not known yet), replaced by the app's first render.
const loadingFrame = `<div class="app-loading" aria-busy="true"><span class="app-loading-brand" aria-hidden="true"><svg viewBox="0 0 32 32" width="40" height="40"><rect width="32" height="32" rx="8" fill="#B4450B"/><circle cx="11" cy="21" r="2.5" fill="#fff"/><path d="M11 14.5a6.5 6.5 0 0 1 6.5 6.5M11 8.5A12.5 12.5 0 0 1 23.5 21" stroke="#fff" stroke-width="2.5" stroke-linecap="round" fill="none"/></svg>Signalwise</span><span class="app-loading-bar" aria-hidden="true"></span></div>`;
writeFileSync(
  new URL('shell.html', dist),
  template.replace('</head>', `  ${preloads}\n  </head>`).replace('<div id="root"></div>', `<div id="root">${loadingFrame}</div>`),
);
// The page's own code and texts, which the router loads before the app can take over: listed
// after the app's, so the entry fetches them in the same parallel batch instead of one round
// trip per level of imports once the router asks (on a slow phone connection, seconds).
// /login's texts are left out: a visitor in another language renders it in theirs.
const manifest = readManifest(dist);
const appFiles = new Set([appStartScripts(dist).entry, ...app]);
// The chunk each text module is in (several namespaces may share one, vite.config.ts).
const chunkOf = new Map(
  Object.entries(JSON.parse(readFileSync(new URL('.vite/chunk-modules.json', dist), 'utf8')) as Record<string, string[]>).flatMap(
    ([file, modules]) => modules.map((module) => [module, file] as const),
  ),
);
// An API page's loader also imports its reference, made at build time
// (scripts/vite/api-reference-plugin.ts): fetched with the page's code, not a round trip later.
const pageDataKeys = (path: string) => {
  const slug = /^\/apis\/([a-z-]+)$/.exec(path)?.[1];
  const key = slug && `virtual:api-reference/${slug}`;
  if (key && !manifest[key]) throw new Error(`no reference chunk for ${path}`);
  return key ? [key] : [];
};
const pageScripts = (url: string, language: string, namespaces: readonly string[]) => {
  const textModules = isUnlocalizedPath(url) ? [] : namespaces.map((namespace) => `src/locales/${language}/${namespace}.json`);
  const missing = textModules.filter((module) => !chunkOf.has(module));
  if (missing.length > 0) throw new Error(`no text chunk for ${missing.join(', ')}`);
  const { path } = splitLanguagePath(url);
  // Texts first: start-up waits for them before it creates the router (src/start-up/boot.ts).
  const texts = textModules.map((module) => chunkOf.get(module)!);
  return [...new Set([...texts, ...chunkClosure(manifest, [...pageRouteKeys(manifest, path), ...pageDataKeys(path)])])].filter(
    (file) => !appFiles.has(file),
  );
};
// A page's own stylesheet (docs/conventions.md, "Styles"), inlined after the shared one: the
// first paint has it without a second render-blocking request (Lighthouse's mobile LCP: 1.51-1.57 s
// with a <link>, against 1.38 s for a page without one). The CSP allows each by its hash
// (INLINE_STYLES_FILE, read by scripts/build/security-headers.ts). Reached by a link instead, the
// page gets the same file from Vite's helper. Beside each inlined text, a disabled <link> names
// its file: a browser neither fetches nor applies it, and Vite's helper, which skips a stylesheet
// the document already links, does not add the file again when the app takes over; the second
// copy restyled the whole page then (16 ms unthrottled on /he/apis/sim-swap, a long task at 4x).
const sharedCss = new Set(manifest['index.html']?.css ?? []);
const inlineStyles = new Set<string>();
const pageStyles = (url: string) =>
  cssClosure(manifest, pageRouteKeys(manifest, splitLanguagePath(url).path))
    .filter((file) => !sharedCss.has(file))
    .map((file) => {
      const css = readFileSync(new URL(file, dist), 'utf8');
      if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined`);
      inlineStyles.add(css);
      return `<style>${css}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`;
    });

for (const { url, language } of PRERENDERED_PAGES) {
  const page = await prerender(url, language);
  const startUp = [...app, ...pageScripts(url, language, page.namespaces)];
  const html = (page.language === 'he' ? template.replace(interPreload, '') : template)
    .replace(htmlOpen, `<html lang="${page.language}" dir="${page.dir}">`)
    .replace(staticHead, '')
    // The page is readable before any script runs: the entry fetches the app after the first
    // paint (src/start-up/entry.ts), so nothing here preloads it.
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', `  ${[fontPreload(page.language), ...pageStyles(url), page.head].filter(Boolean).join('\n    ')}\n  </head>`)
    // The app's start-up code and the page's, for the entry to preload once the page has painted.
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${url}" data-start-up="${startUp.join(' ')}">${page.html}</div>`);
  const file = new URL(url === '/' ? 'index.html' : `.${url}/index.html`, dist);
  mkdirSync(dirname(file.pathname), { recursive: true });
  writeFileSync(file, html);
  console.log(`prerendered ${url} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`);
}
writeFileSync(new URL(INLINE_STYLES_FILE, dist), JSON.stringify([...inlineStyles]));
