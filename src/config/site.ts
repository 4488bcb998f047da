import { normalizeSiteUrl } from './site-url.ts';

/** The public origin every absolute link of the site uses (canonical, hreflang, Open Graph). */
export const SITE_URL = normalizeSiteUrl(import.meta.env.VITE_SITE_URL as string | undefined);
