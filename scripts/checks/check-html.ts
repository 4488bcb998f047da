// The Nu Html Checker (vnu, from the vnu-jar package, run on the machine's Java) over every
// page the build writes: each prerendered dist/<path>/index.html and the app shell. Any error
// fails (warnings are printed). Run after `npm run build`: `npm run check:html`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

const dist = new URL('../../dist/', import.meta.url).pathname;
const pages: string[] = [];
const walk = (dir: string) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'assets') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.html')) pages.push(path);
  }
};
walk(dist);
if (pages.length === 0) throw new Error('dist/ has no pages: run `npm run build` first');

// The package's export is the jar's path (a String object).
const jar = String(createRequire(import.meta.url)('vnu-jar'));
const run = spawnSync('java', ['-Xss1m', '-jar', jar, '--format', 'json', '--exit-zero-always', ...pages], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error) throw new Error(`could not run Java (Debian: apt-get install default-jre-headless): ${run.error.message}`);
// vnu reports on stderr in JSON.
const { messages } = JSON.parse(run.stderr) as {
  messages: { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string }[];
};
const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
const warnings = messages.filter((message) => message.type === 'info' && message.subType === 'warning');
const where = (message: (typeof messages)[number]) =>
  `${message.url ? relative(dist, new URL(message.url).pathname) : '?'}:${message.lastLine ?? '?'}`;
for (const message of warnings) console.warn(`warning ${where(message)}: ${message.message}`);
for (const message of errors)
  console.error(`error ${where(message)}: ${message.message}${message.extract ? `\n    ${message.extract.trim()}` : ''}`);
console.log(`vnu: ${pages.length} pages, ${errors.length} errors, ${warnings.length} warnings`);
if (errors.length > 0) process.exit(1);
