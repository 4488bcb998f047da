// Build step: writes sitemap.xml, robots.txt and llms.txt for VITE_SITE_URL into dist/, and
// refuses to let a placeholder origin or booking page slip into production unnoticed: a loud
// warning naming the variable, or a failed build with SITE_STRICT=1.
import { writeFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { isPlaceholderSiteUrl, normalizeSiteUrl } from '../../src/config/site-url.ts';
import { llmsTxt, robotsTxt, sitemapXml } from './site-files.ts';

interface PrerenderModule {
  INDEXED_PATHS: readonly string[];
}

const env = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env };
const origin = normalizeSiteUrl(env.VITE_SITE_URL);
const { INDEXED_PATHS: indexed } = (await import(new URL('../../.prerender/entry-prerender.js', import.meta.url).href)) as PrerenderModule;

const dist = new URL('../../dist/', import.meta.url);
writeFileSync(new URL('sitemap.xml', dist), sitemapXml(origin, indexed));
writeFileSync(new URL('robots.txt', dist), robotsTxt(origin));
writeFileSync(new URL('llms.txt', dist), llmsTxt(origin));
console.log(`wrote sitemap.xml (${indexed.length} pages × 4 languages), robots.txt and llms.txt for ${origin}`);

const placeholders = [
  isPlaceholderSiteUrl(origin) &&
    `VITE_SITE_URL is not set (or is a placeholder): canonical, hreflang and sitemap links point at ${origin}.`,
  !env.VITE_SCHEDULING_URL?.trim() && 'VITE_SCHEDULING_URL is not set: the scheduling modal embeds a placeholder booking page.',
].filter((line): line is string => typeof line === 'string');
if (placeholders.length > 0) {
  const banner = '!'.repeat(78);
  console.warn(
    `\n${banner}\n${placeholders.map((line) => `!! ${line}`).join('\n')}\n!! Set them for a production build (see .env.example); SITE_STRICT=1 turns this into an error.\n${banner}\n`,
  );
  if (process.env.SITE_STRICT === '1') process.exit(1);
}
