/**
 * Runs `load` with error stacks off. React DOM's module body creates its sentinel errors (never
 * shown, their stacks never read). Where DevTools' Runtime domain is on (Lighthouse, Playwright,
 * a developer's open DevTools) V8 captures each one's stack in detail, which re-parses React
 * DOM's whole module for source positions: most of that start-up step's work.
 * A `stackTraceLimit` that is not a number skips the capture (0 does not: DevTools' own limit
 * applies then). Restored however `load` ends.
 */
export async function withoutErrorStacks<T>(load: () => Promise<T>): Promise<T> {
  const limit: unknown = Error.stackTraceLimit;
  if (typeof limit !== 'number') return load();
  Reflect.deleteProperty(Error, 'stackTraceLimit');
  try {
    return await load();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
