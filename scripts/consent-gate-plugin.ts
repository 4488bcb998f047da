import type { Plugin } from 'vite';
import { CONSENT_GATE_SCRIPT } from '../src/adapters/consent-gate.ts';

/**
 * Puts the consent gate (src/adapters/consent-gate.ts) first in every page's <head>, inline:
 * it has to run before the first paint, and a request of its own would delay that paint.
 * The CSP allows exactly this script by its hash (scripts/security-headers.ts).
 */
export const consentGate = (): Plugin => ({
  name: 'signalwise:consent-gate',
  transformIndexHtml: () => [{ tag: 'script', children: CONSENT_GATE_SCRIPT, injectTo: 'head-prepend' }],
});
