import { API_SLUGS } from '../config/api-slugs.ts';
import { INDUSTRY_KEYS } from '../config/industry-keys.ts';

/**
 * Every public page meant for search engines, in sitemap order (each in every language). The
 * build prerenders each one to HTML, and the sitemap lists them.
 */
export const INDEXED_PATHS: readonly string[] = [
  '/',
  '/about-us',
  ...INDUSTRY_KEYS.map((industry) => `/${industry}`),
  '/apis',
  ...API_SLUGS.map((slug) => `/apis/${slug}`),
  '/privacy-policy',
  '/terms-and-conditions',
  '/cookie-policy',
];

/**
 * Every public page, as a visitor or crawler reaches it: the indexed ones, the sandbox
 * operator's sign-in page (in every language) and the console's sign-in page, which are
 * prerendered too but carry `noindex` (as the console does).
 */
export const PUBLIC_PATHS: readonly string[] = [...INDEXED_PATHS, '/operator', '/login'];
