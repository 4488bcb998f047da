import type { SnapshotFrom } from 'xstate';
import type { adminShellMachine } from './admin-shell.machine.ts';

type AdminShellSnapshot = SnapshotFrom<typeof adminShellMachine>;

export const selectDrawerOpen = (snapshot: AdminShellSnapshot) => snapshot.hasTag('drawerOpen');
export const selectSigningOut = (snapshot: AdminShellSnapshot) => snapshot.hasTag('signingOut');
