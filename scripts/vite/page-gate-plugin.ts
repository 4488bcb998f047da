import type { Plugin } from 'vite';
import { inlinePageGate } from '../build/page-gate-inline.ts';

const CHARSET = '<meta charset="UTF-8" />';

/**
 * Puts the page gate (src/adapters/page-gate-script.ts, minified: ../build/page-gate-inline.ts) inline at the top of every page's <head>, right
 * after the charset declaration (which must sit within the first 1024 bytes): the gate has to
 * run before the first paint, and a request of its own would delay that paint. The CSP allows
 * exactly this script by its hash (scripts/build/security-headers.ts).
 */
export const pageGate = (): Plugin => ({
  name: 'signalwise:page-gate',
  transformIndexHtml: (html) => {
    if (!html.includes(CHARSET)) throw new Error(`index.html must declare ${CHARSET} for the page gate to follow it`);
    return html.replace(CHARSET, `${CHARSET}\n    <script>${inlinePageGate()}</script>`);
  },
});
