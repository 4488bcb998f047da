import type { AnyRouter } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { fromPromise } from 'xstate';
import { appMachine } from '../../machines/app/index.ts';
import { authMachine } from '../../machines/auth/index.ts';
import { consentMachine } from '../../machines/consent/index.ts';
import { navMachine } from '../../machines/nav/index.ts';
import { schedulingMachine } from '../../machines/scheduling/index.ts';
import { sectionScrollMachine, type HomeSection } from '../../machines/section-scroll/index.ts';
import { SCHEDULING_EMBED_URL } from '../config/scheduling-url.ts';
import { authStorageActors } from './auth-storage.ts';
import { checkBookingPage } from './booking-page.ts';
import { consentStorageActors } from './consent-storage.ts';
import { createLanguageSwitch } from './language-switch.ts';
import { navigateAndRender } from './navigate-rendered.ts';

/** What the app-wide actors need from the app that boots them. */
export interface LiveAppDeps {
  /** The app's i18next instance: the language menu switches it. */
  readonly i18n: I18n;
  /** The router, read when needed: it is created after the actors it serves. */
  readonly router: () => AnyRouter | undefined;
  /** Scrolls to a home page section (src/adapters/section-scroll.ts; tests pass a spy). */
  readonly scrollToSection: (section: HomeSection) => void;
  /** Fetches the code of the static content on screen, before the language changes (`loadShownStaticContent`). */
  readonly loadShownContent: (i18n: I18n) => Promise<void>;
}

/**
 * The root machine with the live versions of the app-wide actors (machines/app/app.machine.ts
 * lists them): storage for the session and the cookie choice, the language switch, navigation
 * and scrolling for section links, the booking page's reachability check. Toast has no effects.
 */
export function createLiveAppMachine({ i18n, router, scrollToSection, loadShownContent }: LiveAppDeps) {
  const switchLanguage = createLanguageSwitch(i18n, router, loadShownContent);
  return appMachine.provide({
    actors: {
      auth: authMachine.provide({ actors: authStorageActors }),
      nav: navMachine.provide({
        actions: { changeLanguage: (_, params) => void switchLanguage(params.language) },
      }),
      sectionScroll: sectionScrollMachine.provide({
        actors: {
          navigateHome: fromPromise(async () => {
            const current = router();
            if (current) await navigateAndRender(current, '/');
          }),
        },
        actions: { scrollToSection: (_, params) => scrollToSection(params.section) },
      }),
      consent: consentMachine.provide({ actors: consentStorageActors }),
      scheduling: schedulingMachine.provide({
        actors: { checkBookingPage: fromPromise(({ signal }) => checkBookingPage(SCHEDULING_EMBED_URL, signal)) },
      }),
    },
  });
}
