import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders a page on the server or adopts its prerendered markup, true from
 * the render right after (React re-renders with the client value at once). What depends on
 * this browser — the signed-in header, a stored cookie choice — renders as the prerender did
 * until then, so hydration never meets markup it has to throw away.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/**
 * For a button that needs the app (it opens a dialog or shows a toast): disabled until the app
 * has taken over, and marked so the page shows it is not ready yet (`[data-waiting]`, a
 * progress cursor and a dimmed look). A click before then would do nothing at all.
 */
export const waitForApp = (hydrated: boolean) => (hydrated ? {} : { disabled: true, 'data-waiting': '' });

/**
 * The `ref` of a field that is in the prerendered page (the sign-in form), so nothing put into
 * it while React adopts the page is lost. A password manager's fill in that moment comes as an
 * input event that makes React adopt the field at once, after the value has changed: React
 * sees no change, calls no onChange, and would put back the value its flow holds. Adopting
 * the element runs this ref, which hands the field's value to the flow instead. Later commits
 * find the two equal (React has just written the flow's value), so it does nothing then.
 */
export const adoptFieldValue =
  (value: string, onValueChange: (value: string) => void) =>
  (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null): void => {
    if (element && element.value !== value) onValueChange(element.value);
  };

/** What the browser does once the page itself has been taken over (main.tsx); nothing elsewhere. */
export const TakeoverContext = createContext<(() => void) | undefined>(undefined);

/**
 * Rendered by each top-level layout, inside the router's root Suspense boundary. React
 * hydrates that boundary in a later, lower-priority render than the root, so a signal at the
 * root would fire while the page under it is still inert markup; this one fires once the
 * page has been adopted and its follow-up render (`useHydrated`) is in, or at the first
 * commit of a page rendered afresh. (Here rather than in a module of its own: every page
 * loads this chunk already, and a chunk of its own cost the start-up 0.2 KB.)
 */
export function TakeoverSignal() {
  const onTakeover = useContext(TakeoverContext);
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) onTakeover?.();
  }, [hydrated, onTakeover]);
  return null;
}
