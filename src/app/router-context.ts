import type { i18n as I18n } from 'i18next';
import type { AppActorRef, AppActors } from '../../machines/app/index.ts';

/**
 * What every route's beforeLoad, loader and head can read. A module of its own: the root
 * route needs it, and app-router.ts imports the route tree, so taking it from there is a cycle.
 */
export interface RouterContext {
  readonly app: AppActorRef;
  readonly actors: AppActors;
  readonly i18n: I18n;
}
