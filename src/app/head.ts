import { BRAND } from '../config/brand.ts';
import { INDUSTRY_KEYS } from '../features/industries/industry-keys.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages.ts';

export interface PageHead {
  readonly title: string;
  readonly description?: string;
  readonly noindex?: boolean;
  /** The language the texts are in (for og:locale). */
  readonly language?: string;
  /** Alternative text of the share image, in the page's language. */
  readonly imageAlt?: string;
}

/** The share image: a local 1200×630 PNG in public/, addressed absolutely as crawlers need. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** Open Graph locales: the language and the market we write it for. */
export const OG_LOCALES: Readonly<Record<Language, string>> = { en: 'en_US', es: 'es_ES', he: 'he_IL', pt: 'pt_BR' };

const ogLocale = (language: string | undefined): string => OG_LOCALES[isLanguage(language) ? language : DEFAULT_LANGUAGE];

/**
 * Every public page meant for search engines, in sitemap order. public/sitemap.xml lists
 * exactly these (tests/unit/seo.test.ts compares both with the route tree). /login and the
 * console are left out and carry `noindex`.
 */
export const INDEXED_PATHS: readonly string[] = [
  '/',
  '/about-us',
  ...INDUSTRY_KEYS.map((industry) => `/${industry}`),
  '/privacy-policy',
  '/terms-and-conditions',
  '/cookie-policy',
];

/** The canonical address of a path: the site's origin plus the path, never a query or hash. */
export function canonicalUrl(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return new URL(path.startsWith('/') ? path : `/${path}`, BRAND.siteUrl).toString();
}

/**
 * The tags every page sets: title, description, and robots for pages kept out of search.
 * Pages meant for search also get a canonical URL, Open Graph and Twitter card tags.
 */
export function headTags({ title, description, noindex, language, imageAlt }: PageHead, pathname = '/') {
  const common = [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    { property: 'og:site_name', content: BRAND.product },
  ];
  if (noindex) return { meta: common };

  const url = canonicalUrl(pathname);
  const image = new URL(OG_IMAGE.path, BRAND.siteUrl).toString();
  const locale = ogLocale(language);
  return {
    meta: [
      ...common,
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: title },
      ...(description ? [{ property: 'og:description', content: description }] : []),
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(OG_IMAGE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE.height) },
      ...(imageAlt ? [{ property: 'og:image:alt', content: imageAlt }] : []),
      { property: 'og:locale', content: locale },
      ...Object.values(OG_LOCALES)
        .filter((other) => other !== locale)
        .map((other) => ({ property: 'og:locale:alternate', content: other })),
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      ...(description ? [{ name: 'twitter:description', content: description }] : []),
      { name: 'twitter:image', content: image },
      ...(imageAlt ? [{ name: 'twitter:image:alt', content: imageAlt }] : []),
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
