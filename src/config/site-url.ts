/**
 * The public origin of the site, from VITE_SITE_URL. Pure, so the build scripts (sitemap,
 * robots.txt, the placeholder check) and the app read it the same way.
 */
export const PLACEHOLDER_SITE_URL = 'https://signalwise.example';

/** An origin without a trailing slash; blank or missing means the placeholder. Throws on a value that is no URL. */
export function normalizeSiteUrl(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return PLACEHOLDER_SITE_URL;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`VITE_SITE_URL must be an http(s) origin, not ${value}`);
  return url.origin;
}

export const isPlaceholderSiteUrl = (origin: string): boolean => new URL(origin).hostname.endsWith('.example');
