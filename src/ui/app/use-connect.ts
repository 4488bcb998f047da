import { useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import type { AnyActorRef } from 'xstate';

type SnapshotOf<Actor> = Actor extends { getSnapshot(): infer Snapshot } ? Snapshot : undefined;

/** Two views of one connect (always the same fields) are the same when each field but the handlers is. */
const sameData = (a: object, b: object) =>
  Object.entries(a).every(([key, value]) => typeof value === 'function' || Object.is(value, b[key as keyof object]));

/**
 * A view's view-model: `connect(snapshot, send, ...args)` from its flow's
 * `machines/<flow>/<flow>.connect.ts` gives what the view shows and the handlers it calls
 * (they send the flow's events); `args` are what it needs of the page. The view renders again
 * only when a shown field changes (each compared with Object.is). Each handler keeps its
 * identity for as long as the view is mounted and always acts on the latest snapshot and args,
 * so a memoized child or an effect given `view.close` never sees it change.
 */
export function useConnect<Actor extends AnyActorRef, View extends object, Args extends readonly unknown[]>(
  actor: Actor,
  connect: (snapshot: SnapshotOf<Actor>, send: Actor['send'], ...args: Args) => View,
  ...args: Args
): View {
  // The view last worked out (every snapshot and every render passes through the selector).
  const latest = useRef<View>(null);
  const handlers = useRef<Record<string, unknown>>({});
  const view = useSelector(actor, (snapshot: SnapshotOf<Actor>) => (latest.current = connect(snapshot, actor.send, ...args)), sameData);
  return useMemo(() => {
    const stable: Record<string, unknown> = { ...(view as Record<string, unknown>) };
    for (const key in stable)
      if (typeof stable[key] === 'function')
        stable[key] = handlers.current[key] ??= (...input: unknown[]) =>
          (latest.current as Record<string, (...input: unknown[]) => unknown> | null)?.[key]?.(...input);
    return stable as View;
  }, [view]);
}
