import { createActor, fromPromise } from 'xstate';
import { appMachine } from '../../machines/app/index.ts';
import { authMachine } from '../../machines/auth/index.ts';
import { consentMachine } from '../../machines/consent/index.ts';
import { navMachine } from '../../machines/nav/index.ts';
import { schedulingMachine } from '../../machines/scheduling/index.ts';
import { sectionScrollMachine, type HomeSection } from '../../machines/section-scroll/index.ts';
import type { authStorageActors } from '../adapters/auth-storage.ts';
import type { consentStorageActors } from '../adapters/consent-storage.ts';
import type { Inspector } from '../ui/inspector.ts';

/** The browser side of the app-wide machines. main.tsx passes real ones, tests pass fakes. */
export interface AppAdapters {
  readonly authStorage: typeof authStorageActors;
  readonly changeLanguage: (language: string) => void;
  readonly navigateHome: () => Promise<void>;
  readonly scrollToSection: (section: HomeSection) => void;
  readonly consentStorage: typeof consentStorageActors;
  /** Resolves when the booking page answers, rejects when it cannot be reached. */
  readonly checkBookingPage: (signal: AbortSignal) => Promise<void>;
}

export function createAppActor(adapters: AppAdapters, options: { pathname: string; inspect?: Inspector }) {
  const machine = appMachine.provide({
    actors: {
      auth: authMachine.provide({ actors: adapters.authStorage }),
      nav: navMachine.provide({
        actions: { changeLanguage: (_, params) => adapters.changeLanguage(params.language) },
      }),
      sectionScroll: sectionScrollMachine.provide({
        actors: { navigateHome: fromPromise(() => adapters.navigateHome()) },
        actions: { scrollToSection: (_, params) => adapters.scrollToSection(params.section) },
      }),
      consent: consentMachine.provide({ actors: adapters.consentStorage }),
      scheduling: schedulingMachine.provide({
        actors: { checkBookingPage: fromPromise(({ signal }) => adapters.checkBookingPage(signal)) },
      }),
    },
  });
  return createActor(machine, {
    input: { pathname: options.pathname },
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
}
