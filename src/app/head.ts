import { BRAND } from '../config/brand.ts';
import { SITE_URL } from '../config/site.ts';
import { localizedPath } from '../i18n/language-path.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../i18n/languages.ts';

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
 * The canonical address of a page in a language: the site's origin plus the page's path in
 * that language (`/es/banking`), never a query, hash or trailing slash.
 */
export function canonicalUrl(pathname: string, language?: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  const localized = localizedPath(path.startsWith('/') ? path : `/${path}`, language);
  return localized === '/' ? `${SITE_URL}/` : `${SITE_URL}${localized.replace(/\/+$/, '')}`;
}

/** hreflang alternates of a page: each language's version, and English as x-default. */
export const alternateLinks = (pathname: string) => [
  ...LANGUAGES.map((language) => ({ rel: 'alternate', hrefLang: language, href: canonicalUrl(pathname, language) })),
  { rel: 'alternate', hrefLang: 'x-default', href: canonicalUrl(pathname, DEFAULT_LANGUAGE) },
];

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

  const url = canonicalUrl(pathname, language);
  const image = `${SITE_URL}${OG_IMAGE.path}`;
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
    links: [{ rel: 'canonical', href: url }, ...alternateLinks(pathname)],
  };
}
