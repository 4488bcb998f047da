import type { SnapshotFrom } from 'xstate';
import type { navMachine } from './nav.machine.ts';
import type { NavEvent } from './nav.types.ts';

export type NavSnapshot = SnapshotFrom<typeof navMachine>;
export type NavSend = (event: NavEvent) => void;

/** The phone menu and the language choice: whether the menu is open, its button, a language chosen. */
export const connectNav = (snapshot: NavSnapshot, send: NavSend) => ({
  mobileOpen: snapshot.hasTag('mobileOpen'),
  toggleMobile: () => send({ type: 'nav.mobile.toggle' }),
  closeMobile: () => send({ type: 'nav.mobile.close' }),
  selectLanguage: (language: string) => send({ type: 'nav.language.select', language }),
});
