import { StrictMode } from 'react';
import type { AppActors } from '../../machines/app/index.ts';
import type { i18n as I18n } from 'i18next';
import { AppRoot } from './app-root.tsx';
import { adoptPrerender, renderAfresh } from './mount.ts';
import type { createAppRouter } from './app-router.ts';
import { renderLikeTheServer } from './router-internals.ts';

interface RenderOptions {
  readonly container: HTMLElement;
  readonly actors: AppActors;
  readonly i18n: I18n;
  readonly router: ReturnType<typeof createAppRouter>;
  /** Adopt the prerendered markup (hydrate) rather than render over it. */
  readonly hydrate: boolean;
  /** Called once the page itself has been taken over (see `TakeoverSignal`). */
  readonly onTakeover: () => void;
}

/**
 * Mounts the app in the browser. main.tsx imports this module only when it is time to render,
 * so React DOM's module body and the React tree's modules are evaluated in a start-up step of
 * their own rather than with the framework's.
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
