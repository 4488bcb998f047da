import { useActorRef as useXStateActorRef } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { consoleThemeMachine } from '../../../machines/console-theme/index.ts';
import type { tableViewsMachine } from '../../../machines/table-views/index.ts';
import { getInspector } from './inspector.ts';

// Views read their flows through useConnect (./use-connect.ts), not raw selectors.

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
