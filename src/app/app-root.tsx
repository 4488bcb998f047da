import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import type { AppActors } from '../../machines/app/index.ts';
import { TakeoverContext, useHydrated } from '../ui/app/hydration.ts';
import { AppProviders } from './providers.tsx';
import type { createAppRouter } from './router.ts';

interface AppRootProps {
  readonly actors: AppActors;
  readonly i18n: I18n;
  readonly router: ReturnType<typeof createAppRouter>;
  /** Called once the first commit is in the document (in the browser only). */
  readonly onCommit?: () => void;
  /** Called once the page under the root has been taken over (`TakeoverSignal`; in the browser only). */
  readonly onTakeover?: () => void;
}

/**
 * The whole app, as both the build-time prerender and the browser render it: the two trees
 * must be identical for the browser to hydrate the prerendered markup.
 */
export function AppRoot({ actors, i18n, router, onCommit, onTakeover }: AppRootProps) {
  return (
    <>
      <AppProviders actors={actors} i18n={i18n}>
        <TakeoverContext.Provider value={onTakeover}>
          <RouterProvider router={router} />
        </TakeoverContext.Provider>
      </AppProviders>
      <CommitSignal onCommit={onCommit} />
    </>
  );
}

/**
 * Calls `onCommit` once the root shows this visitor's state: after hydration's follow-up
 * render, not the adoption of the prerendered markup (see `useHydrated`). The page under the
 * router's root Suspense boundary is adopted in a later render (`TakeoverSignal`).
 */
function CommitSignal({ onCommit }: { onCommit: (() => void) | undefined }) {
  const hydrated = useHydrated();
  return <span hidden ref={onCommit && hydrated ? () => onCommit() : undefined} />;
}
