import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { AnyActorRef } from 'xstate';

type SnapshotOf<Actor> = Actor extends { getSnapshot(): infer Snapshot } ? Snapshot : undefined;
type Fields = Record<string, unknown>;

/** Two views of one connect (always the same fields) are the same when each field is. */
const sameFields = (a: Fields, b: Fields) => Object.entries(a).every(([key, value]) => Object.is(value, b[key]));

/**
 * A view's view-model: `connect(snapshot, send, ...args)` from its flow's
 * `machines/<flow>/<flow>.connect.ts` gives what the view shows and the handlers it calls
 * (they send the flow's events); `args` are what it needs of the page. The view renders again
 * only when a shown field changes (each compared with Object.is). In its place each handler is
 * a wrapper made once per view and name, which calls that handler of the view last worked out:
 * its identity never changes while the view is mounted (a memoized child or an effect given
 * `view.close` never sees it change, and never compares it), and it acts on the latest snapshot
 * and args.
 */
export function useConnect<Actor extends AnyActorRef, View extends object, Args extends readonly unknown[]>(
  actor: Actor,
  connect: (snapshot: SnapshotOf<Actor>, send: Actor['send'], ...args: Args) => View,
  ...args: Args
): View {
  const kept = useRef<{ latest?: Fields; handlers: Fields }>({ handlers: {} }).current;
  return useSelector(
    actor,
    (snapshot: SnapshotOf<Actor>) => {
      // Every snapshot and every render passes through here: `latest` is always current.
      const view = (kept.latest = connect(snapshot, actor.send, ...args) as Fields);
      const shown: Fields = {};
      for (const key in view)
        shown[key] =
          typeof view[key] === 'function'
            ? (kept.handlers[key] ??= (...input: unknown[]) => (kept.latest?.[key] as (...input: unknown[]) => unknown)(...input))
            : view[key];
      return shown;
    },
    sameFields,
  ) as View;
}
