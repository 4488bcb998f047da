import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { scrollToSection } from './adapters/section-scroll.ts';
import { rememberPrerenderFocus } from './adapters/takeover.ts';
import { bootApp } from './app/boot.ts';
import type { Inspector } from './app/create-app.ts';
import { AppProviders } from './app/providers.tsx';
import './styles.css';

/** Stately's inspector, in development only, when the URL asks for it with ?inspect. */
async function devInspector(): Promise<Inspector | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

async function start() {
  const inspect = await devInspector();
  const { actors, i18n, router } = await bootApp({
    pathname: window.location.pathname,
    scrollToSection,
    ...(inspect ? { inspect } : {}),
  });

  // Load the first page's code and texts before the first render, so React never commits an
  // empty fallback over the prerendered page.
  await router.load();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const takenOver = rememberPrerenderFocus(container);
  const app = (
    <StrictMode>
      <AppProviders actors={actors} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
      {/* Runs once the first commit is in the document. */}
      <span hidden ref={takenOver} />
    </StrictMode>
  );

  // The prerendered head carries the page's tags for crawlers; from here on <HeadContent>
  // owns them, so drop the static copies rather than duplicate them.
  for (const element of document.head.querySelectorAll('[data-static-head]')) element.remove();

  // A public page arrives prerendered (English, signed out). React renders the live app over
  // it in one commit rather than hydrating: the router's server and client renders differ by
  // design (hydration needs TanStack Start's inline state scripts, which our CSP forbids),
  // and the visitor may already be in another language or signed in. The markup is the
  // same for an English visitor, so nothing moves.
  // As a transition, React renders in small slices and the page stays responsive meanwhile.
  startTransition(() => {
    createRoot(container).render(app);
  });
}

void start();
