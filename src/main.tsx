import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { scrollToSection } from './adapters/section-scroll.ts';
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

  // index.html carries a title and description for clients without JavaScript; from here on
  // the router's <HeadContent> owns them, so drop the static copies rather than duplicate.
  for (const element of document.head.querySelectorAll('[data-static-head]')) element.remove();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders actors={actors} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
