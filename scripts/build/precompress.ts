// Build step, last: writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every text file
// nginx serves from dist/, which it sends as they are (deploy/http.conf: brotli_static,
// gzip_static) instead of compressing each response at level 6.
//
// Why the highest levels: an API page's HTML is 12-17 KB as brotli 6 sends it, around the
// 14.6 KB a new connection delivers in its first round trip (ten segments). Over it, the page
// waits one more round trip before its first paint: Lighthouse's mobile LCP 1.51-1.55 s against
// 1.37 s just under it (2026-12-07). Brotli 11 takes 8-10 % off every HTML, script and
// stylesheet, at build time only.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../../dist/', import.meta.url);
/** What deploy/http.conf compresses (brotli_types, gzip_types), by file name. */
const COMPRESSED_FILES = /\.(html|js|css|json|svg|txt|xml)$/;
// nginx compresses nothing shorter (brotli_min_length, gzip_min_length); below it the headers outweigh the saving.
const MIN_LENGTH = 512;

let files = 0;
let before = 0;
let after = 0;
for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  // dist/.vite and dist/.nginx are build records nginx never serves.
  if (file.startsWith('.') || !COMPRESSED_FILES.test(file)) continue;
  const body = readFileSync(new URL(file, dist));
  if (body.length < MIN_LENGTH) continue;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(new URL(`${file}.br`, dist), brotli);
  writeFileSync(new URL(`${file}.gz`, dist), gzipSync(body, { level: 9 }));
  files += 1;
  before += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length;
  after += brotli.length;
}
console.log(`precompressed ${files} files: brotli 11 is ${(after / 1024).toFixed(0)} KB where level 6 was ${(before / 1024).toFixed(0)} KB`);
