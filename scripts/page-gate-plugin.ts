import type { Plugin } from 'vite';
import { PAGE_GATE_SCRIPT } from '../src/adapters/page-gate.ts';

/**
 * Puts the page gate (src/adapters/page-gate.ts) first in every page's <head>, inline: it has
 * to run before the first paint, and a request of its own would delay that paint. The CSP
 * allows exactly this script by its hash (scripts/security-headers.ts).
 */
export const pageGate = (): Plugin => ({
  name: 'signalwise:page-gate',
  transformIndexHtml: () => [{ tag: 'script', children: PAGE_GATE_SCRIPT, injectTo: 'head-prepend' }],
});
