import type { SnapshotFrom } from 'xstate';
import type { navMachine } from './nav.machine.ts';
import type { NavMenu } from './nav.types.ts';

type NavSnapshot = SnapshotFrom<typeof navMachine>;

export const selectMenuOpen = (menu: NavMenu) => (snapshot: NavSnapshot) => snapshot.hasTag(`${menu}Open`);
export const selectMobileOpen = (snapshot: NavSnapshot) => snapshot.hasTag('mobileOpen');
