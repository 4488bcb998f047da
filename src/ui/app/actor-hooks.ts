import { useActorRef as useXStateActorRef, useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { consoleThemeMachine } from '../../../machines/console-theme/index.ts';
import type { tableViewsMachine } from '../../../machines/table-views/index.ts';
import { getInspector } from './inspector.ts';

export { useSelector };

/** Two view-models of one view (always the same fields) are the same when each field is. */
const sameFields = <View extends object>(a: View, b: View) =>
  Object.entries(a).every(([key, value]) => Object.is(value, b[key as keyof View]));

/**
 * A view's view-model: one selector from the flow's `machines/<flow>/` that gives the view
 * everything it shows (`selectUserFormView`), compared field by field, so a snapshot that
 * changes none of those fields renders nothing again.
 */
export const useViewModel = <Actor extends Pick<AnyActorRef, 'subscribe' | 'getSnapshot'>, View extends object>(
  actor: Actor,
  select: (snapshot: Actor extends { getSnapshot(): infer Snapshot } ? Snapshot : undefined) => View,
): View => useSelector(actor, select, sameFields);

/**
 * @xstate/react's useActorRef, with the development inspector (when there is one) passed to
 * the actor it creates, so short-lived view actors report like the app-wide ones.
 */
export const useActorRef = ((logic: Parameters<typeof useXStateActorRef>[0], options?: object, observer?: unknown) => {
  const inspect = getInspector();
  return (useXStateActorRef as (...args: unknown[]) => unknown)(logic, inspect ? { ...options, inspect } : options, observer);
}) as typeof useXStateActorRef;

/** The actors the console layout runs for all its pages: its theme and the tables' views. */
export interface ConsoleActors {
  readonly theme: ActorRefFrom<typeof consoleThemeMachine>;
  readonly views: ActorRefFrom<typeof tableViewsMachine>;
}

export const ConsoleActorsContext = createContext<ConsoleActors | null>(null);

/** The console layout's actors, for the pages inside it (admin-shell provides them). */
export function useConsoleActors(): ConsoleActors {
  const actors = useContext(ConsoleActorsContext);
  if (!actors) throw new Error('useConsoleActors must be used inside the console layout.');
  return actors;
}
