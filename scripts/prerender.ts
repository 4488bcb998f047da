// Writes real HTML for every public route into dist/ (run after `vite build` and the SSR
// build of src/entry-prerender.tsx into .prerender/). Crawlers and first paint get the page's
// content, title, description and social tags in the file itself; the app takes over on
// start-up. dist/shell.html is the empty app shell for every other path (the console,
// unknown paths), so they never flash the home page.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { appStartScripts } from './app-chunks.ts';

interface PrerenderModule {
  PUBLIC_PATHS: readonly string[];
  prerender: (url: string) => Promise<{ html: string; head: string }>;
}

const dist = new URL('../dist/', import.meta.url);
const entry = new URL('../.prerender/entry-prerender.js', import.meta.url);
const { PUBLIC_PATHS, prerender } = (await import(entry.href)) as PrerenderModule;

const template = readFileSync(new URL('index.html', dist), 'utf8');
const staticHead = /\s*<(title|meta)\b[^>]*\bdata-static-head\b[^>]*>(?:[^<]*<\/title>)?/g;
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root to fill');

// The shell shows nothing until the app runs: fetch the app's modules with the entry rather
// than one round trip after it.
const { app } = appStartScripts(dist);
const preloads = app.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
writeFileSync(new URL('shell.html', dist), template.replace('</head>', `  ${preloads}\n  </head>`));
for (const path of PUBLIC_PATHS) {
  const { html, head } = await prerender(path);
  const page = template
    .replace(staticHead, '')
    // The page is readable before any script runs: the entry fetches the app after the first
    // paint (src/entry.ts), so nothing here preloads it.
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', `  ${head}\n  </head>`)
    // The app's start-up code, for the entry to preload once the page has painted.
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path}" data-start-up="${app.join(' ')}">${html}</div>`);
  const file = new URL(path === '/' ? 'index.html' : `.${path}/index.html`, dist);
  mkdirSync(dirname(file.pathname), { recursive: true });
  writeFileSync(file, page);
  console.log(`prerendered ${path} (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)`);
}
