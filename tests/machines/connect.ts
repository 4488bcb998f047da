// A flow's connect (machines/<flow>/<flow>.connect.ts) over a started actor, as a view reads it
// through useConnect: `view()` is what the view shows now, and every event its handlers send
// is listed in `sent` on its way to the actor.
import type { AnyActorRef } from 'xstate';

type SnapshotOf<Actor> = Actor extends { getSnapshot(): infer Snapshot } ? Snapshot : undefined;

export function connected<Actor extends AnyActorRef, View, Args extends readonly unknown[]>(
  actor: Actor,
  connect: (snapshot: SnapshotOf<Actor>, send: Actor['send'], ...args: Args) => View,
  ...args: Args
) {
  const sent: Parameters<Actor['send']>[0][] = [];
  const send = ((event: Parameters<Actor['send']>[0]) => {
    sent.push(event);
    actor.send(event);
  }) as Actor['send'];
  return { view: () => connect(actor.getSnapshot() as SnapshotOf<Actor>, send, ...args), sent };
}

/** The send to give a connect whose shown fields alone a test reads. */
export const noSend = (): void => undefined;
