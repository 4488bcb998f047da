import { INDUSTRY_KEYS } from '../config/industry-keys.ts';

/**
 * Every public page, as a visitor or crawler reaches it. The build prerenders each one to
 * HTML, and the sitemap lists them.
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/about-us',
  ...INDUSTRY_KEYS.map((industry) => `/${industry}`),
  '/privacy-policy',
  '/terms-and-conditions',
  '/cookie-policy',
  '/login',
];
