/**
 * The two moments the page's parts wait for, defined here and nowhere else (README.md beside
 * this file, "Two moments"):
 *
 * - **hydrated**, one component's: React has adopted its prerendered markup (or rendered it in
 *   the browser), so its handlers are attached and it may show what differs for this browser
 *   (a signed-in header, a stored cookie choice). `useHydrated()`; a control that needs the app
 *   is disabled until then (`waitUntilHydrated`).
 * - **taken over**, the whole page's: the page under the router's root has been adopted (or
 *   rendered afresh) and the hand-off has run (./takeover.ts): the gate is open, focus is
 *   carried over, `html[data-taken-over]` and the `takeover` mark are set. `<TakeoverSignal />`,
 *   in each top-level layout, says so once.
 *
 * A component outside the page (the cookie banner, the header's menus) is hydrated before the
 * page is taken over; one inside it, in the same render; an island (./island.ts) later, when it
 * is wanted; static content (./static.tsx) never.
 */
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * Whether this component is hydrated: false while React renders it on the server or adopts its
 * prerendered markup, true from the render right after (React re-renders with the client value
 * at once). What depends on this browser renders as the prerender did until then, so hydration
 * never meets markup it has to throw away.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/**
 * For a button that needs the app (it opens a dialog or shows a toast): disabled until it is
 * hydrated, and marked so the page shows it is not ready yet (`[data-waiting]`, a progress
 * cursor and a dimmed look). A click before then would do nothing at all.
 */
export const waitUntilHydrated = (hydrated: boolean) => (hydrated ? {} : { disabled: true, 'data-waiting': '' });

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

/** What the browser does once the page is taken over (`beginTakeover`'s hand-off); nothing elsewhere. */
export const TakeoverContext = createContext<(() => void) | undefined>(undefined);

/**
 * Says the page is taken over. Rendered by each top-level layout, inside the router's root
 * Suspense boundary: React hydrates that boundary in a later, lower-priority render than the
 * root, so a signal at the root would fire while the page under it is still inert markup; this
 * one fires once the page has been adopted and its follow-up render (`useHydrated`) is in, or
 * at the first commit of a page rendered afresh. Here rather than in a module of its own, which
 * would be one more chunk at start-up: every page loads this one already.
 */
export function TakeoverSignal() {
  const onTakeover = useContext(TakeoverContext);
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) onTakeover?.();
  }, [hydrated, onTakeover]);
  return null;
}
