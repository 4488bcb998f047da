import { startTransition, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Adopts the prerendered markup as a transition: React renders in slices and ends its task
 * between them, and the visitor goes on typing into the same elements meanwhile.
 */
export function adoptPrerender(container: HTMLElement, app: ReactNode) {
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
