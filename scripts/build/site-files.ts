// The files crawlers and agents read, generated for the configured origin (VITE_SITE_URL):
// sitemap.xml with every page in every language and its hreflang alternates, robots.txt and
// llms.txt. Pure functions; scripts/build/write-site-files.ts writes them into dist/.
import { readFileSync } from 'node:fs';
import { localizedPath } from '../../src/i18n/language-path.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/i18n/languages.ts';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page's absolute URL in a language; the home page keeps its single slash. */
export const pageUrl = (origin: string, path: string, language: string) => {
  const localized = localizedPath(path, language);
  return localized === '/' ? `${origin}/` : `${origin}${localized}`;
};

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...LANGUAGES.map((language) => [language, pageUrl(origin, path, language)] as const),
      ['x-default', pageUrl(origin, path, DEFAULT_LANGUAGE)] as const,
    ]
      .map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join('\n');
    return LANGUAGES.map((language) => `  <url>\n    <loc>${escapeXml(pageUrl(origin, path, language))}</loc>\n${alternates}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** The console is private; /login stays crawlable so that its noindex is seen and obeyed. */
export const robotsTxt = (origin: string) =>
  [`# Signalwise — ${origin}`, 'User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');

export const llmsTxt = (origin: string) =>
  readFileSync(new URL('llms.template.txt', import.meta.url), 'utf8').replaceAll('{{origin}}', origin);
