import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { selectIsAuthenticated } from '../machines/auth/index.ts';
import { selectBannerVisible } from '../machines/consent/index.ts';
import { openConsentGate } from './adapters/consent-gate.ts';
import { readRememberedIdentifier } from './adapters/remembered-login.ts';
import { scrollToSection } from './adapters/section-scroll.ts';
import { rememberPrerenderFocus } from './adapters/takeover.ts';
import { bootApp } from './app/boot.ts';
import type { Inspector } from './app/create-app.ts';
import { AppRoot } from './app/app-root.tsx';
import { matchesPrerender } from './app/prerender-match.ts';

/** Stately's inspector, in development only, when the URL asks for it with ?inspect. */
async function devInspector(): Promise<Inspector | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

/** Ends the current task, so the browser can handle input between two long stretches of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // Start-up is a chain of steps that each take tens of milliseconds on a slow phone; run as
  // one task they block input for over 100 ms. Each step below ends its task before the next.
  await yieldToBrowser();
  const inspect = await devInspector();
  const { actors, i18n, router } = await bootApp({
    pathname: window.location.pathname,
    scrollToSection,
    ...(inspect ? { inspect } : {}),
  });
  await yieldToBrowser();

  // Load the first page's code and texts before the first render, so React never commits an
  // empty fallback over the prerendered page.
  await router.load();
  await yieldToBrowser();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const takenOver = rememberPrerenderFocus(container);
  const onCommit = () => {
    // The live banner (or its absence) is in the document now: the static copy's gate can open.
    openConsentGate();
    takenOver();
  };
  const app = (
    <StrictMode>
      <AppRoot actors={actors} i18n={i18n} router={router} onCommit={onCommit} />
    </StrictMode>
  );

  // The prerendered head carries the page's tags for crawlers; from here on <HeadContent>
  // owns them, so drop the static copies rather than duplicate them.
  for (const element of document.head.querySelectorAll('[data-static-head]')) element.remove();

  // A public page arrives prerendered in English for a visitor who is not signed in. When that
  // is what this visitor gets, React adopts the markup (hydration: nothing is repainted);
  // otherwise — another language, the admin signed in, a remembered login, a cookie choice
  // already made, a page that was not prerendered — it renders afresh over it in one commit.
  const sameAsPrerender = matchesPrerender({
    prerenderedFor: container.dataset.prerendered,
    pathname: window.location.pathname,
    language: i18n.resolvedLanguage,
    signedIn: selectIsAuthenticated(actors.auth.getSnapshot()),
    rememberedLogin: readRememberedIdentifier() !== null,
    consentAsked: selectBannerVisible(actors.consent.getSnapshot()),
  });
  startTransition(() => {
    if (sameAsPrerender) {
      // Render the first pass the way the router renders on a server (no Suspense around the
      // root matches), which is how the prerendered markup was made.
      router.ssr = { manifest: undefined };
      hydrateRoot(container, app, {
        // A difference React cannot reconcile (e.g. a preference read from this browser) is
        // re-rendered on the client; it is not an error the visitor should pay for.
        onRecoverableError: (error) => console.warn('Prerendered markup was re-rendered:', error),
      });
    } else {
      createRoot(container).render(app);
    }
  });
}

void start();
