import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, headTags, OG_IMAGE } from '../../src/app/head.ts';
import { INDEXED_PATHS } from '../../src/app/public-routes.ts';
import { loadPage, pageHead } from '../../src/app/route-helpers.ts';
import { BRAND } from '../../src/config/brand.ts';
import { SITE_URL } from '../../src/config/site.ts';
import { API_SLUGS } from '../../src/config/api-slugs.ts';
import { INDUSTRY_KEYS } from '../../src/config/industry-keys.ts';
import {
  buildSchedulingUrl,
  DEFAULT_SCHEDULING_URL,
  SCHEDULING_EMBED_URL,
  SCHEDULING_PAGE_URL,
  SCHEDULING_THEME,
} from '../../src/config/scheduling-url.ts';
import { tokens } from '../../src/theme/tokens.ts';
import { isPlaceholderSiteUrl, normalizeSiteUrl, PLACEHOLDER_SITE_URL } from '../../src/config/site-url.ts';
import { llmsTxt, robotsTxt, sitemapXml } from '../../scripts/build/site-files.ts';

const file = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url));
const text = (path: string) => file(path).toString('utf8');

type Tag = Record<string, string | undefined>;
const metaOf = (tags: { meta?: Tag[] }) => {
  const byKey = new Map<string, string[]>();
  for (const tag of tags.meta ?? []) {
    const key = tag.property ?? tag.name ?? (tag.title === undefined ? '?' : 'title');
    byKey.set(key, [...(byKey.get(key) ?? []), tag.content ?? tag.title ?? '']);
  }
  return (key: string) => byKey.get(key);
};

describe('head tags', () => {
  it('a public page: title, description, canonical, Open Graph and Twitter card', () => {
    const tags = headTags(
      { title: 'Banking — Signalwise', description: 'Network APIs for banks.', language: 'es', imageAlt: 'Signalwise: APIs' },
      '/banking',
    );
    const meta = metaOf(tags);
    expect(meta('title')).toEqual(['Banking — Signalwise']);
    expect(meta('description')).toEqual(['Network APIs for banks.']);
    expect(meta('robots')).toBeUndefined();
    // The Spanish page is canonical at its own URL and names every language's version.
    expect(tags.links).toEqual([
      { rel: 'canonical', href: `${SITE_URL}/es/banking` },
      { rel: 'alternate', hrefLang: 'en', href: `${SITE_URL}/banking` },
      { rel: 'alternate', hrefLang: 'es', href: `${SITE_URL}/es/banking` },
      { rel: 'alternate', hrefLang: 'he', href: `${SITE_URL}/he/banking` },
      { rel: 'alternate', hrefLang: 'pt', href: `${SITE_URL}/pt/banking` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${SITE_URL}/banking` },
    ]);
    expect(meta('og:title')).toEqual(['Banking — Signalwise']);
    expect(meta('og:description')).toEqual(['Network APIs for banks.']);
    expect(meta('og:url')).toEqual([`${SITE_URL}/es/banking`]);
    expect(meta('og:type')).toEqual(['website']);
    expect(meta('og:site_name')).toEqual([BRAND.product]);
    expect(meta('og:image')).toEqual([`${SITE_URL}/og-image.png`]);
    expect(meta('og:image:width')).toEqual(['1200']);
    expect(meta('og:image:height')).toEqual(['630']);
    expect(meta('og:image:alt')).toEqual(['Signalwise: APIs']);
    expect(meta('og:locale')).toEqual(['es_ES']);
    expect(meta('og:locale:alternate')?.sort()).toEqual(['en_US', 'he_IL', 'pt_BR']);
    expect(meta('twitter:card')).toEqual(['summary_large_image']);
    expect(meta('twitter:title')).toEqual(['Banking — Signalwise']);
    expect(meta('twitter:description')).toEqual(['Network APIs for banks.']);
    expect(meta('twitter:image')).toEqual([`${SITE_URL}/og-image.png`]);
  });

  it('an admin page: noindex, and nothing for sharing or canonicalising', () => {
    const tags = headTags({ title: 'Users — Signalwise Admin', noindex: true, language: 'en' }, '/admin/users');
    const meta = metaOf(tags);
    expect(meta('title')).toEqual(['Users — Signalwise Admin']);
    expect(meta('robots')).toEqual(['noindex, nofollow']);
    expect('links' in tags).toBe(false);
    for (const key of ['og:url', 'og:title', 'og:image', 'twitter:card', 'description']) expect(meta(key)).toBeUndefined();
  });

  it('an unknown language falls back to the English locale', () => {
    expect(metaOf(headTags({ title: 'x', language: 'fr' }))('og:locale')).toEqual(['en_US']);
  });

  it('canonical URLs are the site origin plus the path, never a query or hash', () => {
    expect(canonicalUrl('/')).toBe(`${SITE_URL}/`);
    expect(canonicalUrl('/banking?utm_source=x')).toBe(`${SITE_URL}/banking`);
    expect(canonicalUrl('/about-us#team')).toBe(`${SITE_URL}/about-us`);
    expect(canonicalUrl('')).toBe(`${SITE_URL}/`);
    expect(canonicalUrl('/', 'es')).toBe(`${SITE_URL}/es`);
    expect(canonicalUrl('/banking', 'he')).toBe(`${SITE_URL}/he/banking`);
    expect(canonicalUrl('/banking', 'en')).toBe(`${SITE_URL}/banking`);
  });

  it('loadPage and pageHead translate the head into the current language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'he',
      ns: ['common', 'home'],
      resources: {
        he: {
          common: { seo: { imageAlt: 'תמונה' } },
          home: { meta: { title: 'כותרת', description: 'תיאור' } },
        },
      },
    });
    const loaderData = await loadPage(i18n, ['home'], (t) => ({
      title: t(($) => $.meta.title),
      description: t(($) => $.meta.description),
    }));
    const meta = metaOf(pageHead({ loaderData, match: { pathname: '/' } }));
    expect(meta('title')).toEqual(['כותרת']);
    expect(meta('og:description')).toEqual(['תיאור']);
    expect(meta('og:locale')).toEqual(['he_IL']);
    expect(meta('og:image:alt')).toEqual(['תמונה']);
    expect(meta('og:url')).toEqual([`${SITE_URL}/he`]);
    expect(pageHead({})).toEqual({});
  });
});

describe('sitemap, robots and llms.txt', () => {
  const origin = 'https://www.signalwise.test';
  const sitemap = sitemapXml(origin, INDEXED_PATHS);
  const sitemapLocs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  /** The public routes of the generated route tree, with the industry and API parameters expanded. */
  const routedPaths = () => {
    const tree = text('src/routeTree.gen.ts');
    const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
    const paths = [...block.matchAll(/'([^']+)':/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(5);
    return paths
      .filter((path) => path !== '/$' && path !== '/login' && path !== '/operator' && !path.startsWith('/admin'))
      .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
      .flatMap((path) =>
        path === '/$industry'
          ? INDUSTRY_KEYS.map((industry) => `/${industry}`)
          : path === '/apis/$slug'
            ? API_SLUGS.map((slug) => `/apis/${slug}`)
            : [path],
      );
  };

  it('the sitemap lists every indexed page in every language, on the configured origin, without trailing slashes', () => {
    expect(sitemapLocs).toHaveLength(INDEXED_PATHS.length * 4);
    expect(sitemapLocs.slice(0, 4)).toEqual([`${origin}/`, `${origin}/es`, `${origin}/he`, `${origin}/pt`]);
    expect(sitemapLocs).toContain(`${origin}/he/privacy-policy`);
    for (const loc of sitemapLocs) expect(loc === `${origin}/` || !loc!.endsWith('/')).toBe(true);
  });

  it('each sitemap entry names all four versions and English as x-default', () => {
    const entry = /<url>\s*<loc>https:\/\/www\.signalwise\.test\/es\/banking<\/loc>([\s\S]*?)<\/url>/.exec(sitemap)?.[1] ?? '';
    const alternates = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(alternates).toEqual([
      `en ${origin}/banking`,
      `es ${origin}/es/banking`,
      `he ${origin}/he/banking`,
      `pt ${origin}/pt/banking`,
      `x-default ${origin}/banking`,
    ]);
  });

  it('the indexed pages are exactly the public routes (add a route, add it to the sitemap)', () => {
    expect([...INDEXED_PATHS].sort()).toEqual(routedPaths().sort());
  });

  it('robots.txt keeps crawlers out of the console, lets them see the noindex of the login page, and names the sitemap', () => {
    const robots = robotsTxt(origin);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).not.toMatch(/\/login/);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${origin}/sitemap.xml$`, 'm'));
  });

  it('llms.txt follows the convention and links every indexed page on the configured origin', () => {
    const llms = llmsTxt(origin);
    expect(llms.split('\n')[0]).toBe(`# ${BRAND.product}`);
    expect(llms).toMatch(/^> .+/m);
    const links = [...llms.matchAll(/\]\((https:[^)]+)\)/g)].map((match) => match[1]);
    for (const path of INDEXED_PATHS) expect(links).toContain(path === '/' ? `${origin}/` : `${origin}${path}`);
    expect(llms).not.toMatch(/\/admin|\/login|signalwise\.example|\{\{/);
  });

  it('the site origin: blank is the placeholder, anything else is reduced to its origin', () => {
    expect(normalizeSiteUrl(undefined)).toBe(PLACEHOLDER_SITE_URL);
    expect(normalizeSiteUrl('  ')).toBe(PLACEHOLDER_SITE_URL);
    expect(normalizeSiteUrl('https://www.signalwise.com/')).toBe('https://www.signalwise.com');
    expect(() => normalizeSiteUrl('ftp://files.example')).toThrow(/VITE_SITE_URL/);
    expect(isPlaceholderSiteUrl(PLACEHOLDER_SITE_URL)).toBe(true);
    expect(isPlaceholderSiteUrl('https://www.signalwise.com')).toBe(false);
  });
});

describe('icons and the share image', () => {
  const pngSize = (path: string) => {
    const png = file(path);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), bytes: png.length };
  };

  it('og-image.png is a 1200×630 PNG under 100 KB', () => {
    const { width, height, bytes } = pngSize(`public${OG_IMAGE.path}`);
    expect([width, height]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
    expect(bytes).toBeLessThan(100 * 1024);
  });

  it('index.html links the SVG favicon and a 180×180 apple-touch-icon', () => {
    const html = text('index.html');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon.png"/);
    const { width, height } = pngSize('public/apple-touch-icon.png');
    expect([width, height]).toEqual([180, 180]);
  });
});

describe('scheduling URL', () => {
  const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

  it('uses a placeholder on a reserved domain when nothing is configured', () => {
    for (const configured of [undefined, '', '   ']) {
      const url = new URL(buildSchedulingUrl(configured));
      expect(`${url.origin}${url.pathname}`).toBe(DEFAULT_SCHEDULING_URL);
      expect(url.hostname.endsWith('.example')).toBe(true);
    }
  });

  it('adds the theme colours the scheduling service reads', () => {
    expect(params(buildSchedulingUrl('https://calendly.com/acme/30min'))).toEqual({
      primary_color: 'B4450B',
      text_color: '111827',
      background_color: 'ffffff',
    });
  });

  it('keeps the configured page and its own parameters, replacing stale colours', () => {
    const url = new URL(buildSchedulingUrl('https://book.example.com/team/30min?hide_gdpr_banner=1&primary_color=000000#x'));
    expect(url.origin + url.pathname).toBe('https://book.example.com/team/30min');
    expect(params(url.toString())).toEqual({ hide_gdpr_banner: '1', ...SCHEDULING_THEME });
  });

  it('falls back to the placeholder for anything that is not an http(s) URL', () => {
    for (const configured of ['not a url', 'javascript:alert(1)', 'ftp://files.example/x', '//no-scheme.example']) {
      expect(buildSchedulingUrl(configured).startsWith(DEFAULT_SCHEDULING_URL)).toBe(true);
    }
  });

  it('the built site embeds the themed page and links the plain one', () => {
    expect(params(SCHEDULING_EMBED_URL)).toMatchObject(SCHEDULING_THEME);
    expect(params(SCHEDULING_PAGE_URL)).not.toHaveProperty('primary_color');
  });

  it('the theme colours are the design tokens (accent.solid orange, ink.900 text, white)', () => {
    const hex = (value: string) => value.replace('#', '').toLowerCase();
    expect(SCHEDULING_THEME.primary_color.toLowerCase()).toBe(hex(tokens.colors.brand[700].value));
    expect(SCHEDULING_THEME.text_color.toLowerCase()).toBe(hex(tokens.colors.ink[900].value));
    expect(SCHEDULING_THEME.background_color).toBe('ffffff');
  });
});
