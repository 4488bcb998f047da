// Size budgets on the built site (`npm run build` first): what `/` loads up front, the CSS, each
// page's HTML, what a console page loads; a page carrying another part's code fails too. The two
// JS figures have a goal (out of reach with the fixed stack: printed) and a guard (today's size).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import presetBase from '@pandacss/preset-base';
import { loadConfigAndCreateContext } from '@pandacss/node';
import { SCOPED_FILES } from '../../src/theme/css-scopes.ts';
import { appStartScripts, chunkClosure, readManifest } from '../vite/app-chunks.ts';
import { START_UP_STEPS } from '../../src/start-up/steps.ts';
import { STEP_MODULE_ID } from '../vite/start-up-steps-plugin.ts';
import {
  ADMIN_LAYOUT,
  DEVTOOLS,
  FORBIDDEN_UP_FRONT,
  globPattern,
  PALETTE,
  PUBLIC_BOUNDARY,
  SOURCE_PATTERNS,
  STATIC_CONTENT,
} from './source-patterns.ts';

const KB = 1024;
export const BUDGET = {
  /**
   * JS the app needs to start: the entry, the app module, its start-up steps and their static
   * imports. The goal is below what React DOM, TanStack Router, i18next and xstate weigh
   * together (~126 KB), so it is not reachable with this stack; the guard holds today's size.
   * One chunk per library costs ~1 KB over a single framework chunk and lets start-up evaluate
   * them in separate tasks (src/start-up/steps.ts). How each figure got here: docs/quality.md.
   */
  initialJs: { goal: 120 * KB, guard: 154 * KB },
  /**
   * Everything `/` loads before the app has taken over: the start-up above, the texts and the
   * code of the home page's live parts (#root[data-start-up]), and how many files that is (on a
   * phone's HTTP/1.1 connection, six at a time, each wave a round trip). The page's static
   * content is not part of it (src/start-up/static.tsx). Guards at today's figures.
   */
  beforeTakeover: { guard: 171 * KB, requests: 21 },
  cssGzip: 15 * KB, // the site's stylesheet (every page loads the one file)
  htmlGzip: 14 * KB, // each prerendered page's HTML document
  /** An API page's HTML: its reference, error catalogue and curl samples (the other languages come with the app). */
  apiHtmlGzip: 17 * KB,
  /**
   * A console page's JS: start-up, the console layout and the page, with their static imports
   * (texts not counted). The goal is half of what one open-source admin template ships
   * (~360 KB); Ark's menu and dialog with their zag runtime are ~40 KB of the ~65 KB a page
   * adds to start-up. Out of reach with that stack, so the guard holds the heaviest page (User
   * Management) at its size: a page that grows must pay for it first (docs/quality.md).
   */
  adminPageJs: { goal: 180 * KB, guard: 231 * KB },
};

const dist = new URL('../../dist/', import.meta.url);
const gzipSize = (file: string) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
const html = readFileSync(new URL('index.html', dist), 'utf8');
const chunkModules = JSON.parse(readFileSync(new URL('.vite/chunk-modules.json', dist), 'utf8')) as Record<string, string[]>;

const { entry, app } = appStartScripts(dist);
const scripts = [entry, ...app];
const styles = [...html.matchAll(/<link rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]).filter((f): f is string => !!f);

const rows = scripts.map((file) => ({ file, gzip: gzipSize(file) }));
const jsTotal = rows.reduce((sum, row) => sum + row.gzip, 0);
const cssTotal = styles.reduce((sum, file) => sum + gzipSize(file), 0);
const htmlGzip = gzipSync(html, { level: 9 }).length;
// Every prerendered page (dist/<path>/index.html), the largest of which must fit too.
const pages = [
  'index.html',
  ...readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => /^[\w-]+(\/[\w-]+){0,2}\/index\.html$/.test(f)),
];
const isApiPage = (file: string) => /(^|\/)apis\/[\w-]+\/index\.html$/.test(file);
const bySize = pages
  .map((file) => ({ file, gzip: gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
const largestHtml = bySize.find(({ file }) => !isApiPage(file))!;
const largestApiHtml = bySize.find(({ file }) => isApiPage(file))!;
/** What nginx sends a browser that takes brotli: the build's own `.br` (scripts/build/precompress.ts). */
const brotliSize = (file: string) => statSync(new URL(`${file}.br`, dist)).size;

// What a console page loads: everything above, the console layout and the page itself.
const manifest = readManifest(dist);
const adminPages = Object.keys(manifest)
  .filter((key) => /^src\/routes\/admin\/(?!route\.tsx)[^?]+\?tsr-split=component$/.test(key))
  .map((key) => {
    const files = new Set([...scripts, ...chunkClosure(manifest, [ADMIN_LAYOUT, key])]);
    return { page: key.replace(/\?.*$/, ''), gzip: [...files].reduce((sum, file) => sum + gzipSize(file), 0) };
  })
  .sort((a, b) => b.gzip - a.gzip);

// What each prerendered page loads before the app takes over: its entry and the list the
// prerender wrote on #root for the entry to preload (start-up, texts, the page's live code).
const beforeTakeover = (page: string) => {
  const files = [entry, ...(/data-start-up="([^"]*)"/.exec(readFileSync(new URL(page, dist), 'utf8'))?.[1]?.split(' ') ?? [])];
  return { page, files, gzip: files.reduce((sum, file) => sum + gzipSize(file), 0) };
};
const home = beforeTakeover('index.html');
const publicPages = pages.filter((page) => page !== 'login/index.html').map(beforeTakeover);
// A page's static content (src/features/<area>/*-static.tsx, src/start-up/static.tsx) stays as
// prerendered: no chunk with its code may load before takeover (STATIC_CONTENT).
// What the public pages can ever load: every chunk reachable from the entry through static and
// dynamic imports, without entering the console's route chunks.
const publicChunks = new Set<string>();
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
const visitPublic = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || publicChunks.has(chunk.file) || PUBLIC_BOUNDARY.test(key)) return;
  publicChunks.add(chunk.file);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visitPublic(next);
};
if (entryKey) visitPublic(entryKey);
// Page-scoped stylesheets (src/theme/css-scopes.ts): a file whose styles only a scope's sheet
// holds must never render on a page that does not load that sheet.
const scopedPatterns = SCOPED_FILES.map(globPattern);
const scopedInPublic = [...publicChunks].flatMap((file) =>
  (chunkModules[file] ?? [])
    .filter((module) => scopedPatterns.some((pattern) => pattern.test(module)))
    .map((module) => `${module} (in ${file})`),
);
// The console's own stylesheet and its code loaded on demand, reported beside its pages.
const consoleCss = (manifest[ADMIN_LAYOUT] as { css?: string[] } | undefined)?.css ?? [];
const consoleStart = new Set([...scripts, ...chunkClosure(manifest, [ADMIN_LAYOUT])]);
const paletteFiles = chunkClosure(manifest, [PALETTE]).filter((file) => !consoleStart.has(file));

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
console.log('Initial load of / (gzip; the entry, the app it starts and their static imports):');
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
const goal = (bytes: number, target: number) =>
  bytes <= target ? `goal ${kb(target)} met` : `goal ${kb(target)} NOT met, ${kb(bytes - target)} over`;
console.log(`  JS total   ${kb(jsTotal)} (${goal(jsTotal, BUDGET.initialJs.goal)}; guard ${kb(BUDGET.initialJs.guard)})`);
console.log(
  `  before takeover: / loads ${kb(home.gzip)} of JS in ${home.files.length} files (guard ${kb(BUDGET.beforeTakeover.guard)} in ${BUDGET.beforeTakeover.requests}): the above, then`,
);
for (const file of home.files.filter((file) => !scripts.includes(file))) console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`);
const heaviest = publicPages.toSorted((a, b) => b.gzip - a.gzip)[0]!;
console.log(`  the most of any public page: ${kb(heaviest.gzip)} in ${heaviest.files.length} files, ${heaviest.page}`);
console.log(`  CSS total  ${kb(cssTotal)} (budget ${kb(BUDGET.cssGzip)})`);
// A page whose HTML and headers (~1.15 KB) pass a new connection's first round trip (ten 1460-byte
// segments) paints a round trip later (Lighthouse mobile LCP 1.51 s against 1.37 s, 2026-12-07): fails.
const overOneTrip = pages
  .filter((file) => brotliSize(file) > 14_600 - 1_150)
  .map((file) => `${file.replace(/\/?index\.html$/, '') || '/'} ${kb(brotliSize(file))}`);
console.log(
  [
    `  HTML of /  ${kb(htmlGzip)}; largest page ${kb(largestHtml.gzip)}, ${largestHtml.file} (budget ${kb(BUDGET.htmlGzip)}; ${kb(brotliSize(largestHtml.file))} as nginx sends it, brotli 11)`,
    `  HTML of the largest API page ${kb(largestApiHtml.gzip)}, ${largestApiHtml.file} (budget ${kb(BUDGET.apiHtmlGzip)}; ${kb(brotliSize(largestApiHtml.file))} brotli 11)`,
    `  pages past the first round trip (13.1 KB of brotli): ${overOneTrip.join(', ') || 'none'}`,
  ].join('\n'),
);
console.log(`\nConsole pages (gzip JS, start-up + layout + page; guard ${kb(BUDGET.adminPageJs.guard)}):`);
for (const { page, gzip } of adminPages) console.log(`  ${kb(gzip).padStart(9)}  ${page} (${goal(gzip, BUDGET.adminPageJs.goal)})`);
for (const file of consoleCss)
  console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file} (CSS: the console's stylesheet, loaded with its layout)`);
const paletteGzip = paletteFiles.reduce((sum, file) => sum + gzipSize(file), 0);
console.log(`  ${kb(paletteGzip).padStart(9)}  ${PALETTE} (on demand: the command palette, when first opened)`);
console.log(`Page-scoped styles reachable by public pages: ${scopedInPublic.length === 0 ? 'none' : scopedInPublic.join(', ')}`);

const failures: string[] = [];
if (jsTotal > BUDGET.initialJs.guard) failures.push(`initial JS is ${kb(jsTotal)}, over the ${kb(BUDGET.initialJs.guard)} guard`);
if (home.gzip > BUDGET.beforeTakeover.guard)
  failures.push(`/ loads ${kb(home.gzip)} of JS before takeover, over the ${kb(BUDGET.beforeTakeover.guard)} guard`);
if (home.files.length > BUDGET.beforeTakeover.requests)
  failures.push(`/ loads ${home.files.length} JS files before takeover, over the guard of ${BUDGET.beforeTakeover.requests}`);
// The entry is the page's only script before its first paint (src/start-up/entry.ts): a static import
// of another chunk would be fetched, with everything that chunk imports, before the page paints.
const entryChunk = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file === entry);
if (entryChunk?.imports?.length)
  failures.push(`the entry ${entry} imports ${entryChunk.imports.join(', ')} statically: fetched before the first paint`);
for (const { page, files } of publicPages) {
  for (const file of files) {
    for (const module of chunkModules[file] ?? []) {
      if (STATIC_CONTENT.test(module)) failures.push(`${page} loads static content before takeover: ${module} (in ${file})`);
    }
  }
}
if (cssTotal > BUDGET.cssGzip) failures.push(`CSS is ${kb(cssTotal)}, over the ${kb(BUDGET.cssGzip)} budget`);
if (largestHtml.gzip > BUDGET.htmlGzip)
  failures.push(`${largestHtml.file} is ${kb(largestHtml.gzip)}, over the ${kb(BUDGET.htmlGzip)} budget`);
if (largestApiHtml.gzip > BUDGET.apiHtmlGzip)
  failures.push(`${largestApiHtml.file} is ${kb(largestApiHtml.gzip)}, over the ${kb(BUDGET.apiHtmlGzip)} budget for API pages`);
for (const page of overOneTrip) failures.push(`${page} is past a connection's first round trip`);
if (adminPages.length === 0) failures.push('no console pages found in the manifest');
for (const item of scopedInPublic)
  failures.push(`a public page can load ${item}, whose styles only a page-scoped stylesheet holds (src/theme/css-scopes.ts)`);
for (const { page, gzip } of adminPages) {
  if (gzip > BUDGET.adminPageJs.guard) failures.push(`${page} loads ${kb(gzip)} of JS, over the ${kb(BUDGET.adminPageJs.guard)} guard`);
}
for (const file of scripts) {
  for (const module of chunkModules[file] ?? []) {
    if (FORBIDDEN_UP_FRONT.some((pattern) => pattern.test(module))) failures.push(`${module} is loaded up front by / (in ${file})`);
  }
}
// Each library step's module (src/start-up/steps.ts) sits in its library's chunk
// (scripts/vite/start-up-steps-plugin.ts): a chunk of its own would cost the step a request.
for (const step of START_UP_STEPS) {
  if (!('export' in step)) continue;
  const found = Object.entries(chunkModules).flatMap(([file, modules]) =>
    modules.flatMap((module) => {
      const [, name, library] = STEP_MODULE_ID.exec(module) ?? [];
      return name === step.name && library ? [{ file, library }] : [];
    }),
  );
  if (found.length !== 1) failures.push(`start-up step ${step.name}'s module is in ${found.length} chunks, not one`);
  for (const { file, library } of found)
    if (!chunkModules[file]?.some((module) => module.startsWith(library)))
      failures.push(`start-up step ${step.name}'s module is in ${file}, a chunk without ${library}: one more request at start-up`);
}
// The machine viewer (src/devtools, elkjs) is for `npm run dev` only: the build must contain
// none of it — no chunk made from it, no module of it in any chunk, not its marker in any file.
const DEVTOOLS_MARKER = 'signalwise-devtools';
const devtoolsInDist = [
  ...Object.keys(manifest).filter((key) => DEVTOOLS.test(key)),
  ...Object.entries(chunkModules).flatMap(([file, modules]) =>
    modules.filter((module) => DEVTOOLS.test(module)).map((module) => `${module} (in ${file})`),
  ),
  ...readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => {
    const path = new URL(file, dist);
    return statSync(path).isFile() && readFileSync(path).includes(DEVTOOLS_MARKER);
  }),
];
console.log(`\nDevelopment tools in dist/: ${devtoolsInDist.length === 0 ? '0 bytes' : devtoolsInDist.join(', ')}`);
for (const item of devtoolsInDist) failures.push(`the production build contains the machine viewer: ${item}`);

// panda.config.ts leaves out the base preset's global CSS (the defaults its filter, transform
// and gradient utilities compose): a stylesheet using one would refer to an undeclared property.
const presetProperties = Object.values(presetBase.globalCss).flatMap((rule) => Object.keys(rule as object));
const stylesheets = readdirSync(new URL('assets/', dist)).filter((file) => file.endsWith('.css'));
for (const file of stylesheets) {
  const css = readFileSync(new URL(`assets/${file}`, dist), 'utf8');
  for (const property of presetProperties)
    if (css.includes(`var(${property}`)) failures.push(`${file} uses ${property}, whose default panda.config.ts leaves out`);
}
if (presetProperties.length === 0) failures.push("@pandacss/preset-base declares no global properties: check panda.config.ts's presets");

// Every pattern of the build's modules that a check or the build names must name one: a
// pattern that matches nothing can no longer fail (scripts/checks/source-patterns.ts; the
// repository's own files are held by tests/unit/source-patterns.test.ts).
const bundled = [...new Set([...Object.keys(manifest), ...Object.values(chunkModules).flat()])];
for (const { use, pattern } of SOURCE_PATTERNS.filter((entry) => entry.in === 'build')) {
  const regex = typeof pattern === 'string' ? new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\?]/g, '\\$&')}$`) : pattern;
  if (!bundled.some((module) => regex.test(module))) failures.push(`${String(pattern)} (${use}) names no module of the build`);
}

// The shared stylesheet holds the styles of what public pages can show, and no class that only
// the console's files use: those belong in the console's own sheet (src/theme/css-scopes.ts).
// Which files public pages can show comes from the build (the chunks they can reach), not from
// the scope's globs, so a glob that misses a console file shows up here, by name.
const sourceOf = (module: string) => module.split('?')[0]!;
const sourceFiles = (modules: Iterable<string>) => [
  ...new Set([...modules].map(sourceOf).filter((module) => /^src\/.*\.tsx?$/.test(module))),
];
const publicFiles = sourceFiles([...publicChunks].flatMap((file) => chunkModules[file] ?? []));
const consoleOnlyFiles = sourceFiles(Object.values(chunkModules).flat()).filter((file) => !publicFiles.includes(file));
/** The classes a stylesheet's rules select: every prelude before a "{" but an at-rule's. */
const selectorClasses = (css: string) =>
  new Set(
    css
      .split('}')
      .flatMap((part) => part.split('{').slice(0, -1))
      .filter((selector) => !selector.trim().startsWith('@'))
      .flatMap((selector) => [...selector.matchAll(/\.((?:\\.|[A-Za-z0-9_-])+)/g)].map((match) => match[1]!)),
  );
/** The classes Panda writes for these files alone. */
async function pandaClasses(files: readonly string[]) {
  const ctx = await loadConfigAndCreateContext({
    cwd: process.cwd(),
    configPath: 'panda.config.ts',
    config: { include: files.map((file) => `./${file}`), exclude: [] },
  });
  ctx.parseFiles();
  const sheet = ctx.createSheet();
  ctx.appendParserCss(sheet);
  return selectorClasses(ctx.getCss(sheet));
}
const publicClasses = await pandaClasses(publicFiles);
// Plain CSS of our own (src/styles.css: the loading screen, fonts) is no Panda class.
const plainClasses = selectorClasses(readFileSync(new URL('../../src/styles.css', import.meta.url), 'utf8'));
const sharedSheetClasses = new Set(styles.flatMap((file) => [...selectorClasses(readFileSync(new URL(file, dist), 'utf8'))]));
const consoleOnlyClasses = [...sharedSheetClasses].filter((name) => !publicClasses.has(name) && !plainClasses.has(name));
if (consoleOnlyClasses.length > 0) {
  const culprits: string[] = [];
  for (const file of consoleOnlyFiles) {
    const own = await pandaClasses([file]);
    const theirs = consoleOnlyClasses.filter((name) => own.has(name));
    if (theirs.length > 0) culprits.push(`${file} (${theirs.length}: .${theirs.slice(0, 4).join(', .')})`);
  }
  failures.push(
    `the shared stylesheet holds ${consoleOnlyClasses.length} classes only console files use (.${consoleOnlyClasses.slice(0, 6).join(', .')}): ` +
      `add to src/theme/css-scopes.ts ${culprits.length > 0 ? culprits.join('; ') : 'the console-only files that write them'}`,
  );
}
console.log(
  `Console-only styles in the shared stylesheet: ${consoleOnlyClasses.length === 0 ? 'none' : consoleOnlyClasses.length} (${publicFiles.length} files public pages can show, ${consoleOnlyFiles.length} only the console)`,
);

if (failures.length) {
  console.error(`\nBudget failed:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('\nBudget met.');
