import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

type SnapshotOf<Actor> = Actor extends { getSnapshot(): infer Snapshot } ? Snapshot : undefined;
type Fields = Record<string, unknown>;

/** Two views of one connect are the same when every field shown (handlers aside) and every page arg is. */
const sameShown = (a: object, b: object) =>
  Object.entries(a).every(([key, value]) => typeof value === 'function' || value === (b as Fields)[key]);

/**
 * A view's view-model: `connect(snapshot, send, ...args)` from its flow's
 * `machines/<flow>/<flow>.connect.ts` gives what the view shows and the handlers it calls
 * (they send the flow's events); `args` are what it needs of the page.
 *
 * The view renders again only when a shown field or an arg changes (each compared with ===;
 * the args ride along on the view under their index, so a new arg is a new view). Until then
 * useConnect hands back the very same view object, handlers included: a handler keeps its
 * identity across renders, so a memoized child or an effect given `view.close` sees no change.
 * That is also why a connect's handlers may use only `send`, the args and fields the connect
 * shows: a handler of a view kept from an earlier snapshot must do what a fresh one would.
 */
export function useConnect<Actor extends AnyActorRef, View extends object, Args extends readonly unknown[]>(
  actor: Actor,
  connect: (snapshot: SnapshotOf<Actor>, send: Actor['send'], ...args: Args) => View,
  ...args: Args
): View {
  return useSelector(actor, (snapshot: SnapshotOf<Actor>): View => Object.assign(connect(snapshot, actor.send, ...args), args), sameShown);
}
