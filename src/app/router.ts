import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import type { AppActorRef, AppActors } from '../../machines/app/index.ts';
import { routeTree } from '../routeTree.gen.ts';

/** What every route's beforeLoad, loader and head can read. */
export interface RouterContext {
  readonly app: AppActorRef;
  readonly actors: AppActors;
  readonly i18n: I18n;
}

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Back and forward restore the old position; every new path starts at the top.
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
