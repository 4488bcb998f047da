import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { bootApp } from './start-up/boot.ts';
import { AppRoot } from './app/app-root.tsx';
import { withoutRouterHeadAndScripts } from './start-up/router-internals.ts';
import { INDEXED_PATHS, PUBLIC_PATHS } from './app/public-routes.ts';
import { isUnlocalizedPath, localizedPath } from './i18n/language-path.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './i18n/languages.ts';
import { adoptingPrerender } from './start-up/static-content.ts';

export { INDEXED_PATHS };

/** Every prerendered page as a browser asks for it: each public page in each language, /login once. */
export const PRERENDERED_PAGES: readonly { url: string; language: string }[] = PUBLIC_PATHS.flatMap((path) =>
  isUnlocalizedPath(path)
    ? [{ url: path, language: DEFAULT_LANGUAGE }]
    : LANGUAGES.map((language) => ({ url: localizedPath(path, language), language })),
);

export interface PrerenderedPage {
  readonly html: string;
  readonly head: string;
  readonly language: string;
  readonly dir: 'ltr' | 'rtl';
  /** The text namespaces the page loads before the app takes over (src/locales/<language>/<namespace>.json). */
  readonly namespaces: readonly string[];
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** React's prop names where HTML's attribute differs. */
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = { hrefLang: 'hreflang', crossOrigin: 'crossorigin' };

const tag = (name: 'meta' | 'link', attributes: object) =>
  `<${name} data-static-head ${Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${ATTRIBUTE_NAMES[key] ?? key}="${escapeHtml(String(value))}"`)
    .join(' ')}>`;

/**
 * Renders one public page to HTML at build time with React's own renderToString, in the
 * language its URL names and signed out: what a crawler or a first-time visitor sees before
 * the script runs, and what the browser hydrates (src/start-up/main.ts).
 */
export async function prerender(url: string, language: string): Promise<PrerenderedPage> {
  const { router, actors, i18n, stop } = await bootApp({
    pathname: url,
    language,
    scrollToSection: () => undefined,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  // First as the browser loads it when it adopts this page: the texts it fetches at start-up.
  await adoptingPrerender(() => router.load());
  const namespaces = Object.keys(i18n.store.data[language] ?? {});
  // Then whole, static content included (its code and its own texts), to render it.
  await router.load();
  const rendered = renderToString(<AppRoot actors={actors} i18n={i18n} router={router} />);
  // tests/e2e/prerender.spec.ts fails if a router upgrade changes what is stripped (router-internals.ts).
  const html = withoutRouterHeadAndScripts(rendered);
  // The head the router would render, marked so the app can replace it when it starts.
  const tags: string[] = [];
  let title: string | undefined;
  for (const match of router.state.matches) {
    for (const meta of match.meta ?? []) {
      if (!meta) continue;
      if ('title' in meta && typeof meta.title === 'string') title = meta.title;
      else tags.push(tag('meta', meta));
    }
    for (const link of (match.links ?? []) as (Record<string, unknown> | undefined)[]) if (link) tags.push(tag('link', link));
  }
  const head = [title ? `<title data-static-head>${escapeHtml(title)}</title>` : '', ...tags].join('\n    ');
  const dir = i18n.dir(language);
  stop();
  return { html, head, language, dir, namespaces };
}
