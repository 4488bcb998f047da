import type { Inspector } from './create-app.ts';

// The observer main.tsx was given in development (?inspect), for the actors views create.
// A module rather than React context: it is set once, before the first render.
let current: Inspector | undefined;

export function setInspector(inspect: Inspector | undefined) {
  current = inspect;
}

export function getInspector(): Inspector | undefined {
  return current;
}
