import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { bootApp } from './app/boot.ts';
import { AppRoot } from './app/app-root.tsx';

export { PUBLIC_PATHS } from './app/public-routes.ts';

export interface PrerenderedPage {
  readonly html: string;
  readonly head: string;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Renders one public route to HTML at build time with React's own renderToString, in English
 * and logged out — what a crawler or a first-time visitor sees before the script runs, and
 * what the browser hydrates when the visitor is in that state (src/main.tsx).
 */
export async function prerender(url: string): Promise<PrerenderedPage> {
  const { router, actors, i18n, stop } = await bootApp({
    pathname: url,
    language: 'en',
    scrollToSection: () => undefined,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  const rendered = renderToString(<AppRoot actors={actors} i18n={i18n} router={router} />);
  // <HeadContent> renders the head tags in place; the template's <head> gets them instead.
  // The router also emits inline scripts for server-side scroll restoration; the client
  // restores scroll itself and the CSP allows no inline script, so they are dropped.
  const html = rendered
    .replace(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/, '')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  // The head the router would render, marked so the app can replace it when it starts.
  const tags: string[] = [];
  let title: string | undefined;
  for (const match of router.state.matches) {
    for (const meta of match.meta ?? []) {
      if (!meta) continue;
      if ('title' in meta && typeof meta.title === 'string') title = meta.title;
      else
        tags.push(
          `<meta data-static-head ${Object.entries(meta)
            .map(([k, v]) => `${k}="${escapeHtml(String(v))}"`)
            .join(' ')}>`,
        );
    }
  }
  const head = [title ? `<title data-static-head>${escapeHtml(title)}</title>` : '', ...tags].join('\n    ');
  stop();
  return { html, head };
}
