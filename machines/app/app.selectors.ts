import type { ActorRefFrom } from 'xstate';
import { APP_ACTOR_NAMES, type APP_ACTORS, type AppActorName, type appMachine } from './app.machine.ts';

export type AppActorRef = ActorRefFrom<typeof appMachine>;

/** The long-lived children, typed (one per entry of APP_ACTORS). They exist for as long as the root actor runs. */
export type AppActors = { readonly [Name in AppActorName]: ActorRefFrom<(typeof APP_ACTORS)[Name]['logic']> };

export function getAppActors(app: AppActorRef): AppActors {
  const { children } = app.getSnapshot();
  const actors: Partial<Record<AppActorName, unknown>> = {};
  for (const name of APP_ACTOR_NAMES) {
    const child = children[name];
    if (!child) throw new Error('The app actor has no long-lived children: was it created from appMachine?');
    actors[name] = child;
  }
  return actors as AppActors;
}
