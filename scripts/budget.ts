// Size budget of the public home page, measured on the built site (run `npm run build` first).
// Prints what `/` loads up front and fails when it is over budget or carries code that
// belongs to another part of the site.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { appStartScripts } from './app-chunks.ts';

const KB = 1024;
export const BUDGET = {
  /**
   * JS the app needs to start: the entry, the app module, its start-up steps and their static
   * imports. A guard against growth, not the goal: the goal (120 KB) is below what React DOM,
   * TanStack Router, i18next and xstate weigh together (~126 KB). One chunk per library costs
   * ~1 KB over a single framework chunk and lets start-up evaluate them in separate tasks.
   */
  initialJsGzip: 150 * KB,
};
/**
 * Source paths that must never be part of the initial JS of `/`. Route files themselves may
 * be (their guards and loaders run before a page's code is fetched); the views they split
 * off, and the features behind them, may not.
 */
const FORBIDDEN_UP_FRONT = [
  /^src\/features\/admin/,
  /^src\/routes\/admin\/.*[?&]tsr-split/,
  /^src\/features\/contact/,
  /libphonenumber-js/,
  /react-phone-number-input/,
  // Ark widgets load with the pages that use them; only its locale provider is app-wide.
  /@ark-ui\/react\/dist\/components/,
];

const dist = new URL('../dist/', import.meta.url);
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

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
console.log('Initial load of / (gzip; the entry, the app it starts and their static imports):');
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
console.log(`  JS total   ${kb(jsTotal)} (budget ${kb(BUDGET.initialJsGzip)})`);
console.log(`  CSS total  ${kb(cssTotal)}`);
console.log(`  HTML       ${kb(htmlGzip)}`);

const failures: string[] = [];
if (jsTotal > BUDGET.initialJsGzip) failures.push(`initial JS is ${kb(jsTotal)}, over the ${kb(BUDGET.initialJsGzip)} budget`);
for (const file of scripts) {
  for (const module of chunkModules[file] ?? []) {
    if (FORBIDDEN_UP_FRONT.some((pattern) => pattern.test(module))) failures.push(`${module} is loaded up front by / (in ${file})`);
  }
}
if (failures.length) {
  console.error(`\nBudget failed:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('\nBudget met.');
