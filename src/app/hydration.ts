import { useSyncExternalStore } from 'react';

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
