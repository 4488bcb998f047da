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
