/**
 * Where a toast shows while a modal is open. A modal traps focus and hides the rest of the
 * page from assistive technology, so a toast in the page corner would both cover the dialog
 * and go unheard; instead each open modal offers an outlet at the top of its content and the
 * toaster portals into the newest one. Plain DOM bookkeeping for one view concern, read with
 * `useSyncExternalStore` — no flow depends on it.
 */
const outlets: HTMLElement[] = [];
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** Ref callback for a modal's outlet element. */
export function toastOutletRef(element: HTMLElement | null) {
  if (!element) return;
  outlets.push(element);
  changed();
  return () => {
    const index = outlets.indexOf(element);
    if (index >= 0) outlets.splice(index, 1);
    changed();
  };
}

export function subscribeToastOutlet(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToastOutlet = (): HTMLElement | null => outlets.at(-1) ?? null;
export const noToastOutlet = (): HTMLElement | null => null;
