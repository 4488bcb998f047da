import { createContext, useContext, useEffect } from 'react';
import { useHydrated } from './hydration.ts';

/** What the browser does once the page itself has been taken over (main.tsx); nothing elsewhere. */
export const TakeoverContext = createContext<(() => void) | undefined>(undefined);

/**
 * Rendered by each top-level layout, inside the router's root Suspense boundary. React
 * hydrates that boundary in a later, lower-priority render than the root, so a signal at the
 * root would fire while the page under it is still inert markup; this one fires once the
 * page has been adopted and its follow-up render (`useHydrated`) is in, or at the first
 * commit of a page rendered afresh.
 */
export function TakeoverSignal() {
  const onTakeover = useContext(TakeoverContext);
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) onTakeover?.();
  }, [hydrated, onTakeover]);
  return null;
}
