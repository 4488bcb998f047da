import { useMemo, useRef, type RefObject } from 'react';

/**
 * Where focus goes when a dialog closes: the control that opened it, or — when that row
 * is gone (a deleted user) — the users table heading.
 */
export interface FocusReturn {
  readonly remember: (element: HTMLElement | null) => void;
  readonly target: RefObject<HTMLElement | null>;
}

export function useFocusReturn(fallback: RefObject<HTMLElement | null>): FocusReturn {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      remember: (element) => {
        opener.current = element;
      },
      // Read when the dialog closes, after React has removed a deleted row.
      target: {
        get current() {
          return opener.current?.isConnected ? opener.current : fallback.current;
        },
      },
    }),
    [fallback],
  );
}
