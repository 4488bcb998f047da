import type { AnyRouter } from '@tanstack/react-router';
import { fromCallback } from 'xstate';
import { adminShellMachine } from '../../machines/admin-shell/index.ts';

/** What the console frame needs from the page that shows it. */
export interface LiveAdminShellDeps {
  /** The app's router: route changes fold the drawer, logging out leaves for the home page. */
  readonly router: Pick<AnyRouter, 'navigate' | 'subscribe'>;
}

/** The admin-shell machine with the router side: route changes in, navigation out. */
export function createLiveAdminShellMachine({ router }: LiveAdminShellDeps) {
  return adminShellMachine.provide({
    actions: { leaveConsole: () => void router.navigate({ to: '/' }) },
    actors: {
      // Back, forward or any other route change folds the drawer too.
      watchRoute: fromCallback(({ sendBack }) => router.subscribe('onResolved', () => sendBack({ type: 'route.changed' }))),
    },
  });
}
