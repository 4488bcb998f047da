import type { AnyRouter } from '@tanstack/react-router';
// Only small modules are imported statically: the framework, the machines and the React tree
// load as start-up steps below, so evaluating their code is split across tasks too.
import { warmUpLocale, warmUpNumbers } from './adapters/intl-warm-up.ts';
import { readRememberedIdentifier } from './adapters/remembered-login.ts';
import { scrollToSection } from './adapters/section-scroll.ts';
import { followStaticLinks } from './adapters/static-links.ts';
import { setInspector, type Inspector } from './ui/app/inspector.ts';
import { adoptingPrerender } from './ui/app/static-content.ts';
import { matchesPrerender } from './app/prerender-match.ts';
import { beginTakeover } from './app/takeover.ts';
import { withoutErrorStacks } from './app/error-stacks.ts';

/**
 * An inspector, in development only, when the URL asks for one: `?inspect=local` docks our own
 * machine viewer to the page (no network needed); `?inspect` opens Stately's hosted one.
 */
async function devInspector(): Promise<Inspector | undefined> {
  if (import.meta.env.DEV) {
    const mode = new URLSearchParams(window.location.search).get('inspect');
    if (mode === 'local') return (await import('./devtools/index.ts')).startMachineViewer();
    if (mode !== null) return (await import('@statelyai/inspect')).createBrowserInspector().inspect;
  }
  return undefined;
}

/**
 * Ends the current task, so the browser can handle input between two stretches of start-up
 * work, and marks the next one (`start:<step>` in a performance trace).
 */
const nextStep = async (step: string) => {
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  performance.mark(`start:${step}`);
};

async function start() {
  // Start-up is a chain of steps that each take milliseconds to tens of milliseconds on a slow
  // phone; run as one task they block input for over 100 ms. Each step ends its task before
  // the next, so none is long enough to hold up a tap (Lighthouse counts tasks over 50 ms at
  // its 4x CPU slowdown, i.e. over ~12 ms here).
  // The code boot needs, a library at a time: each import evaluates only what the ones before
  // it did not (xstate, the machines, React, i18next, the router, Panda's css() runtime, then
  // the app's framework code and the route tree). The library steps' modules sit in their library's chunk.
  await nextStep('xstate');
  await import('./app/start-up/xstate.ts');
  await nextStep('machines');
  await import('./adapters/app.live.ts');
  await nextStep('react');
  await import('./app/start-up/react.ts');
  await nextStep('i18n');
  await import('./i18n/i18n.ts');
  await nextStep('router-code');
  await import('./app/start-up/router.ts');
  await nextStep('styles');
  await import('./app/start-up/css.ts');
  await nextStep('framework');
  const { bootApp } = await import('./app/boot.ts');
  await nextStep('boot');
  const inspect = await devInspector();
  // Views create their own short-lived actors (src/ui/app/actor-hooks.ts): they report to it too.
  setInspector(inspect);
  const { actors, i18n, router } = await bootApp({
    pathname: window.location.pathname,
    scrollToSection,
    pause: nextStep,
    ...(inspect ? { inspect } : {}),
  });

  // Links in static content, which React leaves as prerendered, go to the app from the first
  // render on (src/ui/app/static.tsx).
  // By href, as the links have it: the router reads its language prefix (src/app/app-router.ts).
  const byHref: AnyRouter = router;
  followStaticLinks({
    navigate: (href) => void byHref.navigate({ href }),
    preload: (path) => void byHref.preloadRoute({ to: path }).catch(() => undefined),
    goToSection: (section) => actors.sectionScroll.send({ type: 'section.go', section }),
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Every public page arrives prerendered in its URL's language for a visitor who is not
  // signed in; React adopts that markup (nothing is repainted). Only /login, prerendered in
  // English, renders afresh for another language or a remembered login.
  const sameAsPrerender = matchesPrerender({
    prerenderedFor: container.dataset.prerendered,
    pathname: window.location.pathname,
    language: i18n.resolvedLanguage,
    rememberedLogin: readRememberedIdentifier() !== null,
  });

  // Load the first page's code and texts before the first render, so React never commits an
  // empty fallback over the prerendered page; not the code of its static content, which React
  // keeps as prerendered.
  await nextStep('router-load');
  await (sameAsPrerender ? adoptingPrerender(() => router.load()) : router.load());

  // The React tree's modules, and React DOM's module body (the largest single piece of
  // start-up code), in a step of their own.
  await nextStep('react-dom');
  const { renderApp } = await withoutErrorStacks(() => import('./app/render.tsx'));
  const language = i18n.resolvedLanguage ?? i18n.language;
  await nextStep('intl-locale');
  warmUpLocale(language);
  await nextStep('intl-numbers');
  warmUpNumbers(language);
  await nextStep('render');

  const onTakeover = beginTakeover(container, actors.consent);
  renderApp({ container, actors, i18n, router, hydrate: sameAsPrerender, onTakeover });
}

void start();
