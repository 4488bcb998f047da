import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../auth/auth.machine.ts';
import type { toastMachine } from '../toast/toast.machine.ts';

export interface AdminShellInput {
  readonly auth: ActorRefFrom<typeof authMachine>;
  readonly toast: ActorRefFrom<typeof toastMachine>;
}

export type AdminShellContext = AdminShellInput;

/** Placeholder items of the account menu: they say they are not available yet. */
export type AccountPlaceholder = 'profile' | 'settings';

export type AdminShellEvent =
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  /** A page was chosen or the route changed: the drawer folds away. */
  | { type: 'route.changed' }
  | { type: 'account.placeholder'; item: AccountPlaceholder }
  | { type: 'account.logout' };
