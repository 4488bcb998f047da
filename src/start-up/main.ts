// The app's start, imported by ./entry.ts once the page has painted: runs start-up's steps
// (./steps.ts; README.md beside this file draws them), boots the app, renders it and begins the
// takeover. Only small modules are imported statically: the libraries, the framework and the
// React tree load as steps, so evaluating their code is split across tasks too.
import type { AnyRouter } from '@tanstack/react-router';
import { warmUpLocale, warmUpNumbers } from './intl-warm-up.ts';
import { readRememberedIdentifier } from '../adapters/remembered-login.ts';
import { scrollToSection } from '../adapters/section-scroll.ts';
import { followStaticLinks } from './static-links.ts';
import { setInspector, type Inspector } from '../ui/app/inspector.ts';
import { adoptingPrerender } from './static-content.ts';
import { matchesPrerender } from './prerender-match.ts';
import { beginTakeover } from './takeover.ts';
import { withoutErrorStacks } from './error-stacks.ts';
import type { StartUpStepName } from './steps.ts';
import loaders from 'virtual:start-up-steps';

/**
 * An inspector, in development only, when the URL asks for one: `?inspect=local` docks our own
 * machine viewer to the page (no network needed); `?inspect` opens Stately's hosted one.
 */
async function devInspector(): Promise<Inspector | undefined> {
  const mode = new URLSearchParams(window.location.search).get('inspect');
  if (mode === 'local') return (await import('../devtools/index.ts')).startMachineViewer();
  if (mode !== null) return (await import('@statelyai/inspect')).createBrowserInspector().inspect;
  return undefined;
}

/**
 * Ends the current task, so the browser can handle input between two stretches of start-up
 * work, and marks the next step (`start:<step>`, ./steps.ts).
 */
async function nextStep(name: StartUpStepName): Promise<void> {
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  performance.mark(`start:${name}`);
}

// Where start-up's loading has got to. An array's iterator stays open when a loop over it
// returns, so each call below goes on from the step after the last one run.
const toLoad = loaders.values();

/**
 * Runs the next steps that evaluate a module (./steps.ts), in the list's order, up to and
 * including `last`, a task each; resolves with `last`'s module.
 */
async function loadThrough(last: StartUpStepName): Promise<unknown> {
  for (const [name, load] of toLoad) {
    await nextStep(name);
    const module = await load();
    if (name === last) return module;
  }
  return undefined;
}

async function start() {
  // The libraries and the app's framework code, a step each (the steps up to `framework`).
  const { bootApp } = (await loadThrough('framework')) as typeof import('./boot.ts');
  await nextStep('boot');
  const inspect = import.meta.env.DEV ? await devInspector() : undefined;
  // Views create their own short-lived actors (src/ui/app/actor-hooks.ts): they report to it too.
  setInspector(inspect);
  const { actors, i18n, router } = await bootApp({
    pathname: window.location.pathname,
    scrollToSection,
    pause: nextStep,
    ...(inspect ? { inspect } : {}),
  });

  // Links in static content, which React leaves as prerendered, go to the app from the first
  // render on (src/start-up/static.tsx).
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

  const { renderApp } = (await withoutErrorStacks(() => loadThrough('react-dom'))) as typeof import('./render.tsx');
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
