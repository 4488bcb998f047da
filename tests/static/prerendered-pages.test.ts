// What a visitor without JavaScript (or before the app has arrived) and a crawler get: every
// prerendered page, parsed as built in dist/. Run after `npm run build` (npm test does).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../../src/app/public-routes.ts';
import { SANDBOX_BASE_PATH } from '../../src/config/api-catalogue.ts';
import { OPERATOR_ROUTES } from '../../src/config/sandbox-operator.ts';
import { graphemeLength } from '../../src/features/industries/truncate.ts';
import { isUnlocalizedPath, localizedPath, splitLanguagePath } from '../../src/i18n/language-path.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';

const dist = new URL('../../dist/', import.meta.url);
const fileOf = (url: string) => new URL(url === '/' ? 'index.html' : `.${url}/index.html`, dist);
const PAGES = PUBLIC_PATHS.flatMap((path) =>
  isUnlocalizedPath(path)
    ? [{ path, url: path, language: 'en' }]
    : LANGUAGES.map((language) => ({ path, url: localizedPath(path, language), language })),
);
const ORIGIN = /^https?:\/\/[^/]+/;

function parse(url: string): Document {
  const window = new Window({ url: `http://localhost${url}` });
  // Scripts never run here: this is the page as plain HTML.
  window.document.write(readFileSync(fileOf(url), 'utf8'));
  return window.document as unknown as Document;
}

describe.runIf(existsSync(fileOf('/')))('prerendered pages, as plain HTML', () => {
  it('exist for every public page in every language, and /login once', () => {
    expect(PAGES).toHaveLength((PUBLIC_PATHS.length - 1) * 4 + 1);
    for (const { url } of PAGES) expect(existsSync(fileOf(url)), url).toBe(true);
    expect(existsSync(new URL('es/login/index.html', dist))).toBe(false);
  });

  // A stack with no generic family makes a system that has none of its fonts (Linux, Android)
  // look up every name, then its default font's names, during the first layout: Panda's reset
  // sets code, kbd, pre and samp in such a stack unless --global-font-mono names ours.
  it('sets every font-family in a stack that reaches a generic family', () => {
    const css = readdirSync(new URL('assets/', dist))
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(new URL(`assets/${file}`, dist), 'utf8'))
      .join('\n')
      // A @font-face's font-family names the face, it is no stack.
      .replace(/@font-face\s*\{[^}]*\}/g, '');
    const definitions = new Map<string, string[]>();
    for (const [, name, value] of css.matchAll(/(--[\w-]+|font-family)\s*:\s*([^;}]+)/g)) {
      definitions.set(name!, [...(definitions.get(name!) ?? []), value!]);
    }
    const GENERIC = /^(serif|sans-serif|monospace|system-ui|cursive|fantasy|math|inherit|initial|unset|revert)$/;
    // Every stack a value can stand for, following var() to each definition or its fallback.
    const stacks = (value: string, seen: string[] = []): string[] => {
      const reference = /^var\(\s*(--[\w-]+)\s*(?:,(.*))?\)$/s.exec(value.trim());
      if (!reference) return [value];
      const [, name, fallback] = reference;
      const own = definitions.get(name!);
      if (own && !seen.includes(name!)) return own.flatMap((next) => stacks(next, [...seen, name!]));
      return fallback === undefined ? [] : stacks(fallback, seen);
    };
    const fontFamilies = definitions.get('font-family') ?? [];
    expect(fontFamilies.length).toBeGreaterThan(3);
    for (const value of fontFamilies) {
      for (const stack of stacks(value)) {
        const families = stack.split(',').map((family) =>
          family
            .trim()
            .replace(/^["']|["']$/g, '')
            .toLowerCase(),
        );
        expect(
          families.some((family) => GENERIC.test(family)),
          `font-family: ${value} → ${stack}`,
        ).toBe(true);
      }
    }
  });

  describe.each(PAGES)('$url', ({ path, url, language }) => {
    const document = parse(url);
    const html = document.documentElement;

    it('is in the language its URL names, in its direction', () => {
      expect(html.getAttribute('lang')).toBe(language);
      expect(html.getAttribute('dir')).toBe(language === 'he' ? 'rtl' : 'ltr');
      expect(document.querySelector('h1')?.textContent.trim()).toBeTruthy();
      expect(document.querySelector('main')?.textContent.length ?? 0).toBeGreaterThan(200);
    });

    it('fetches the fonts its language paints in with the HTML: Heebo alone in Hebrew, Inter otherwise', () => {
      const fonts = [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((link) =>
        (link.getAttribute('href') ?? '').replace(/^\/assets\/|-[\w-]{8}\.woff2$/g, ''),
      );
      expect(fonts.toSorted()).toEqual(
        language === 'he' ? ['heebo-hebrew-wght-normal', 'heebo-latin-wght-normal'] : ['inter-latin-wght-normal'],
      );
    });

    it('has a title, a description and, unless noindex, a canonical URL with its hreflang set', () => {
      expect(document.title.trim()).toBeTruthy();
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      // The sign-in pages (the console's, the sandbox operator's) are not for search engines.
      const noindex = path === '/login' || path === '/operator';
      if (!noindex) expect(description.length).toBeGreaterThan(50);
      // SPEC §9: an industry page's description is cut to 155 characters, ellipsis included.
      if (/^\/(banking|fintech|retail|logistics|security)$/.test(path)) expect(graphemeLength(description)).toBeLessThanOrEqual(155);
      if (noindex) {
        expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
        expect(document.querySelector('link[rel="canonical"]')).toBeNull();
        return;
      }
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
      expect(canonical.replace(ORIGIN, '') || '/').toBe(url);
      const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')?.replace(ORIGIN, '') || '/'}`,
      );
      expect(alternates).toEqual([...LANGUAGES.map((other) => `${other} ${localizedPath(path, other)}`), `x-default ${path}`]);
      for (const link of document.querySelectorAll('link[rel="canonical"], link[rel="alternate"]')) {
        const href = link.getAttribute('href')!;
        expect(href).toMatch(ORIGIN);
        expect(href === `${ORIGIN.exec(href)![0]}/` || !href.endsWith('/')).toBe(true);
      }
      expect(document.querySelector('meta[property="og:locale"]')?.getAttribute('content')?.slice(0, 2)).toBe(language);
    });

    it('links only to pages that exist, in its own language', () => {
      for (const anchor of document.querySelectorAll('#root a[href^="/"]')) {
        const href = anchor.getAttribute('href')!;
        if (anchor.hasAttribute('data-language-choice')) continue;
        const target = href.split(/[?#]/)[0] || '/';
        if (target === '/login' || target.startsWith('/admin')) continue;
        // A file (an API page's OpenAPI document) rather than a page: it is in dist/ as it is.
        if (/\.\w+$/.test(target)) {
          expect(existsSync(new URL(`.${target}`, dist)), `${href} from ${url}`).toBe(true);
          continue;
        }
        expect(existsSync(fileOf(target)), `${href} from ${url}`).toBe(true);
        expect(splitLanguagePath(target).language, `${href} from ${url}`).toBe(language);
      }
    });

    it('offers the same page in each language as real links', () => {
      const choices = [...document.querySelectorAll('[data-language-choice]')];
      // Desktop bar and phone menu.
      expect(choices).toHaveLength(LANGUAGES.length * 2);
      for (const link of choices) {
        const choice = link.getAttribute('data-language-choice')!;
        expect(link.tagName).toBe('A');
        expect(link.getAttribute('hreflang')).toBe(choice);
        expect(link.getAttribute('href')).toBe(localizedPath(path, choice));
      }
    });

    it('opens its header menus natively: each trigger names a popover that exists', () => {
      const triggers = [...document.querySelectorAll('header button[popovertarget]')];
      expect(triggers.length).toBeGreaterThanOrEqual(5);
      for (const trigger of triggers) {
        const panel = document.getElementById(trigger.getAttribute('popovertarget')!);
        expect(panel?.getAttribute('popover')).toBe('auto');
      }
    });

    // The prerender strips what the router renders in place of a server's head and its inline
    // scroll-restoration scripts (src/entry-prerender.tsx). If a router upgrade changes either
    // shape, this fails rather than shipping duplicate tags or an inline script the CSP blocks.
    it('carries its head tags in <head> only, and no inline script but the page gate', () => {
      expect(document.querySelectorAll('title')).toHaveLength(1);
      expect(document.querySelector('#root title, #root meta, #root link[rel="canonical"]')).toBeNull();
      expect(document.querySelectorAll('#root script')).toHaveLength(0);
      const inline = [...document.querySelectorAll('script:not([src])')];
      expect(inline).toHaveLength(1);
      expect(inline[0]!.parentElement?.tagName).toBe('HEAD');
    });

    it('has no form a visitor could submit before the app runs, but the operator’s, which posts to the service', () => {
      for (const form of document.querySelectorAll('form')) {
        // The operator's page is a plain form by design: it works the same with or without the app.
        if (form.getAttribute('action') === `${SANDBOX_BASE_PATH}${OPERATOR_ROUTES.interaction}`) {
          expect(path).toBe('/operator');
          expect(form.getAttribute('method')).toBe('post');
          continue;
        }
        const submits = [...form.querySelectorAll('button:not([type]), button[type="submit"], input[type="submit"]')];
        for (const submit of submits) expect(submit.hasAttribute('disabled'), `a submit button on ${url}`).toBe(true);
        // Even so, nothing typed would ever go into the address bar.
        expect(form.getAttribute('method')).toBe('post');
      }
    });
  });
});
