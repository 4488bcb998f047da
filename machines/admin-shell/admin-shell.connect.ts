import type { SnapshotFrom } from 'xstate';
import type { adminShellMachine } from './admin-shell.machine.ts';
import type { AccountPlaceholder, AdminShellEvent } from './admin-shell.types.ts';

/** The console's frame: the phone drawer (open or not, its button, closing it) and the account menu's items. */
export const connectAdminShell = (snapshot: SnapshotFrom<typeof adminShellMachine>, send: (event: AdminShellEvent) => void) => ({
  drawerOpen: snapshot.hasTag('drawerOpen'),
  openDrawer: () => send({ type: 'drawer.open' }),
  closeDrawer: () => send({ type: 'drawer.close' }),
  placeholder: (item: AccountPlaceholder) => send({ type: 'account.placeholder', item }),
  logout: () => send({ type: 'account.logout' }),
});
