import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';
import { pageGateScript } from '../../src/start-up/page-gate.ts';

const CHARSET = '<meta charset="UTF-8" />';

/**
 * The page gate (src/start-up/page-gate.ts) as every page carries it inline: minified by Vite's
 * own bundler (rolldown), as the app's scripts are, since its bytes count against each page's
 * first round trip (the HTML budget). The plugin below and the CSP's hash
 * (scripts/build/security-headers.ts) both take this text, and the gate's unit test runs it, so
 * what is tested is what ships.
 */
export function inlinePageGate(): string {
  const { code, errors } = minifySync('page-gate.js', pageGateScript(), { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`the page gate does not minify: ${errors.map((error) => error.message).join('; ')}`);
  return code.trim();
}

/**
 * Puts the page gate inline at the top of every page's <head>, right after the charset
 * declaration (which must sit within the first 1024 bytes): the gate has to run before the
 * first paint, and a request of its own would delay that paint. The CSP allows exactly this
 * script by its hash (scripts/build/security-headers.ts).
 */
export const pageGate = (): Plugin => ({
  name: 'signalwise:page-gate',
  transformIndexHtml: (html) => {
    if (!html.includes(CHARSET)) throw new Error(`index.html must declare ${CHARSET} for the page gate to follow it`);
    return html.replace(CHARSET, `${CHARSET}\n    <script>${inlinePageGate()}</script>`);
  },
});
