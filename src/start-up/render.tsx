import { startTransition, StrictMode, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { AppActors } from '../../machines/app/index.ts';
import type { i18n as I18n } from 'i18next';
import { AppRoot } from '../app/app-root.tsx';
import type { createAppRouter } from '../app/app-router.ts';
import { renderLikeTheServer } from './router-internals.ts';

interface RenderOptions {
  readonly container: HTMLElement;
  readonly actors: AppActors;
  readonly i18n: I18n;
  readonly router: ReturnType<typeof createAppRouter>;
  /** Adopt the prerendered markup (hydrate) rather than render over it. */
  readonly hydrate: boolean;
  /** Called once the page is taken over (`TakeoverSignal`). */
  readonly onTakeover: () => void;
}

/**
 * Mounts the app in the browser: the react-dom step's module (./steps.ts), so React DOM's
 * module body and the React tree's modules are evaluated in a step of their own rather than
 * with the framework's.
 */
export function renderApp({ container, actors, i18n, router, hydrate, onTakeover }: RenderOptions) {
  const app = (
    <StrictMode>
      <AppRoot actors={actors} i18n={i18n} router={router} onTakeover={onTakeover} />
    </StrictMode>
  );
  if (hydrate) {
    // The first pass as the prerender rendered it (router-internals.ts).
    renderLikeTheServer(router);
    adoptPrerender(container, app);
  } else {
    renderAfresh(container, app);
  }
}

/**
 * Adopts the prerendered markup as a transition: React renders in slices and ends its task
 * between them, and the visitor goes on typing into the same elements meanwhile.
 */
function adoptPrerender(container: HTMLElement, app: ReactNode) {
  startTransition(() => {
    hydrateRoot(container, app, {
      // A difference React cannot reconcile (e.g. a preference read from this browser) is
      // re-rendered on the client; it is not an error the visitor should pay for.
      onRecoverableError: (error) => console.warn('Prerendered markup was re-rendered:', error),
    });
  });
}

/**
 * Renders over the prerendered markup (the sign-in page in another language, or with a
 * remembered login), replacing its elements. It commits in the task that read what was typed
 * into them (`captureTypedFields`): a key pressed between that reading and a later commit would
 * go into a field about to be thrown away.
 */
export function renderAfresh(container: HTMLElement, app: ReactNode): Root {
  const root = createRoot(container);
  flushSync(() => root.render(app));
  return root;
}
