import { createBrowserHistory, type RouterHistory } from '@tanstack/react-router';
import { createActor, waitFor } from 'xstate';
import { getAppActors } from '../../machines/app/index.ts';
import { selectIsSettled } from '../../machines/auth/index.ts';
import { selectConsentSettled } from '../../machines/consent/index.ts';
import type { HomeSection } from '../../machines/section-scroll/index.ts';
import { createLiveAppMachine } from '../adapters/app.live.ts';
import { bindDocumentLanguage } from '../adapters/document-language.ts';
import { createI18n, initI18n } from '../i18n/i18n.ts';
import { splitLanguagePath } from '../i18n/language-path.ts';
import type { Inspector } from '../ui/app/inspector.ts';
import { loadShownStaticContent } from './static-content.ts';
import { connectRouter } from '../app/connect-router.ts';
import { createAppRouter } from '../app/app-router.ts';
import type { StartUpStepName } from './steps.ts';

interface BootOptions {
  readonly pathname: string;
  readonly scrollToSection: (section: HomeSection) => void;
  readonly history?: RouterHistory;
  readonly inspect?: Inspector;
  /** Forces a language instead of reading it from the path or detecting it. */
  readonly language?: string;
  /** Ends the current task before the named step (./steps.ts; the browser passes one, tests and the build need not). */
  readonly pause?: (step: StartUpStepName) => Promise<void>;
}

/**
 * Starts everything a page needs, in order: the root actor (once, outside React, so
 * StrictMode cannot start it twice), the texts of the detected language, the stored session,
 * then the router wired to both. main.ts boots the browser (the framework step evaluates this
 * module, ./steps.ts); the prerender and the component tests boot the same app on a memory
 * history.
 */
export async function bootApp({ pathname, scrollToSection, history, inspect, language, pause }: BootOptions) {
  const i18n = createI18n();
  // The router is created after the actors it serves; they reach it through this box.
  const routerBox: { current?: ReturnType<typeof createAppRouter> } = {};
  const machine = createLiveAppMachine({
    i18n,
    router: () => routerBox.current,
    scrollToSection,
    loadShownContent: loadShownStaticContent,
  });
  // Providing the live effects copies each machine's definition; creating the actor computes
  // the initial state of the root and of every app-wide actor it invokes. Each is a task of its
  // own: together they would be start-up's longest.
  await pause?.('app-actor');
  const app = createActor(machine, {
    input: { pathname },
    ...(inspect ? { inspect } : {}),
  });
  await pause?.('actors');
  app.start();
  const actors = getAppActors(app);
  await pause?.('texts');

  // The first render depends on all three: the texts, the session and whether to ask about cookies.
  await Promise.all([
    // A public page's language is its URL's (English when unprefixed: the page gate has already
    // sent anyone who prefers another language to that one's URL); the sign-in page and the
    // console detect it from storage and the browser.
    initI18n(i18n, { lng: language ?? splitLanguagePath(pathname).language }),
    waitFor(actors.auth, selectIsSettled),
    waitFor(actors.consent, selectConsentSettled),
  ]);
  const unbindLanguage = bindDocumentLanguage(i18n);
  // The browser's history (it reads and stamps the current entry) is about a third of creating
  // the router, which was start-up's longest step: a task of its own keeps both short.
  await pause?.('history');
  const routerHistory = history ?? createBrowserHistory();
  await pause?.('router');

  const router = createAppRouter({ app, actors, i18n }, routerHistory);
  routerBox.current = router;
  await pause?.('router-connect');
  const disconnect = connectRouter(router, app, i18n);

  const stop = () => {
    disconnect();
    unbindLanguage();
    app.stop();
  };
  return { app, actors, i18n, router, stop };
}
