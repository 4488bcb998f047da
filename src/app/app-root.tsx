import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import type { AppActors } from '../../machines/app/index.ts';
import { TakeoverContext } from '../start-up/readiness.ts';
import { AppProviders } from './providers.tsx';
import type { createAppRouter } from './app-router.ts';

interface AppRootProps {
  readonly actors: AppActors;
  readonly i18n: I18n;
  readonly router: ReturnType<typeof createAppRouter>;
  /** Called once the page under the root has been taken over (`TakeoverSignal`; in the browser only). */
  readonly onTakeover?: () => void;
}

/**
 * The whole app, as both the build-time prerender and the browser render it: the two trees
 * must be identical for the browser to hydrate the prerendered markup.
 */
export function AppRoot({ actors, i18n, router, onTakeover }: AppRootProps) {
  return (
    <AppProviders actors={actors} i18n={i18n}>
      <TakeoverContext.Provider value={onTakeover}>
        <RouterProvider router={router} />
      </TakeoverContext.Provider>
    </AppProviders>
  );
}
