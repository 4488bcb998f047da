import type { InspectionEvent, Observer } from 'xstate';

/** Stately's inspector or any other observer of actor events (development only). */
export type Inspector = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

// The observer main.ts was given in development (?inspect), for the actors views create.
// A module rather than React context: it is set once, before the first render.
let current: Inspector | undefined;

export function setInspector(inspect: Inspector | undefined) {
  current = inspect;
}

export function getInspector(): Inspector | undefined {
  return current;
}
