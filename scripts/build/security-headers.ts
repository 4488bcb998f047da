/**
 * The HTTP security headers of the site, in one place: the build works them out from its
 * VITE_* settings and writes them as nginx directives for deploy/site.conf and as JSON for
 * `vite preview` (scripts/build/write-nginx-headers.ts), and the e2e suite asserts them. The
 * Content-Security-Policy starts from nothing and allows only what the site loads: itself,
 * reCAPTCHA (script and frame) when a site key is configured, the hub API when it lives on
 * another origin, and the scheduling page as a frame.
 */
export interface SiteEnv {
  /** VITE_HUB_API_URL: '' means the same origin. */
  readonly hubApiUrl?: string | undefined;
  /** VITE_SCHEDULING_URL: the booking page embedded in the scheduling modal. */
  readonly schedulingUrl?: string | undefined;
  /** VITE_RECAPTCHA_SITE_KEY: without one the form never loads reCAPTCHA, so the CSP omits it. */
  readonly recaptchaSiteKey?: string | undefined;
  /** The exact texts of the `<style>` elements the prerender inlined (a page's own CSS): allowed by hash. */
  readonly inlineStyles?: readonly string[];
}

import { createHash } from 'node:crypto';
import { LOOPBACK_REDIRECT_URIS } from '../../src/config/sandbox-operator.ts';
import { existsSync, readFileSync } from 'node:fs';
import { HSTS_DIRECTIVE, STATIC_SECURITY_HEADERS } from '../../server/static-security-headers.ts';
import { inlinePageGate } from '../vite/page-gate-plugin.ts';

/** A CSP source that allows one inline script or style, by the hash of its exact text. */
const scriptHash = (source: string) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** Where the prerender lists the styles it inlined (scripts/build/prerender.ts). */
export const INLINE_STYLES_FILE = '.vite/inline-styles.json';

/** The inline styles of a built dist/, for its CSP; none before a build. */
export const readInlineStyles = (dist: URL): string[] => {
  const file = new URL(INLINE_STYLES_FILE, dist);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
};

export const DEFAULT_SCHEDULING_URL = 'https://scheduling.example/signalwise/30min';

const origin = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** The operator's redirect URIs' origins (src/config/sandbox-operator.ts), any port. */
const LOOPBACK_FORM_ACTIONS = [...new Set(LOOPBACK_REDIRECT_URIS.map((uri) => `${new URL(uri).origin}:*`))];

export function contentSecurityPolicy(env: SiteEnv = {}): string {
  const hub = origin(env.hubApiUrl);
  // Unset, the app embeds its default booking page (src/config/scheduling-url.ts).
  const scheduling = origin(env.schedulingUrl?.trim() || DEFAULT_SCHEDULING_URL);
  const recaptcha = Boolean(env.recaptchaSiteKey?.trim());
  const captchaScripts = recaptcha ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    // The one inline script is the page gate, which must run before the first paint.
    'script-src': ["'self'", scriptHash(inlinePageGate()), ...captchaScripts],
    // A page's own CSS is inlined in its prerendered HTML (no second render-blocking request).
    'style-src': ["'self'", ...(env.inlineStyles ?? []).map(scriptHash)],
    // React and Ark position popovers and hide inputs with style attributes.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(recaptcha ? ['https://www.gstatic.com/recaptcha/'] : [])],
    'font-src': ["'self'"],
    // The scheduling origin is also fetched (no-cors) to tell a blocked frame from a loaded one.
    'connect-src': [
      "'self'",
      ...(hub ? [hub] : []),
      ...(recaptcha ? ['https://www.google.com/recaptcha/'] : []),
      ...(scheduling ? [scheduling] : []),
    ],
    'frame-src': [
      ...(recaptcha ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] : []),
      ...(scheduling ? [scheduling] : []),
    ],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    // The sandbox operator's sign-in page (/operator) posts to the site, whose answer redirects
    // to the developer's loopback callback: Chrome checks form-action on every redirect of a
    // form's navigation, so the loopback redirect URIs it allows are allowed here, and no other.
    'form-action': ["'self'", ...LOOPBACK_FORM_ACTIONS],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(env: SiteEnv = {}): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(env), ...STATIC_SECURITY_HEADERS };
}

/** The same headers as nginx directives, for deploy/site.conf to include, and HSTS over HTTPS. */
export const nginxHeaderDirectives = (env: SiteEnv = {}) =>
  [...Object.entries(securityHeaders(env)).map(([name, value]) => `add_header ${name} "${value}" always;`), HSTS_DIRECTIVE].join('\n');
