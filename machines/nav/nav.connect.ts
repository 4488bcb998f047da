import type { SnapshotFrom } from 'xstate';
import type { navMachine } from './nav.machine.ts';
import { selectMenuOpen, selectMobileOpen } from './nav.selectors.ts';
import type { NavEvent, NavMenu } from './nav.types.ts';

type NavSnapshot = SnapshotFrom<typeof navMachine>;
type Send = (event: NavEvent) => void;

/** The phone menu and the language choice: whether the menu is open, its button, a language chosen. */
export const connectNav = (snapshot: NavSnapshot, send: Send) => ({
  mobileOpen: selectMobileOpen(snapshot),
  toggleMobile: () => send({ type: 'nav.mobile.toggle' }),
  closeMobile: () => send({ type: 'nav.mobile.close' }),
  selectLanguage: (language: string) => send({ type: 'nav.language.select', language }),
});

/** One header dropdown: open or not, its trigger, the pointer coming and going, and folding it. */
export const connectNavMenu = (snapshot: NavSnapshot, send: Send, menu: NavMenu) => ({
  open: selectMenuOpen(menu)(snapshot),
  toggle: () => send({ type: 'nav.toggle', menu }),
  close: () => send({ type: 'nav.close', menu }),
  pointerEnter: () => send({ type: 'nav.pointerEnter', menu }),
  pointerLeave: () => send({ type: 'nav.pointerLeave', menu }),
});
