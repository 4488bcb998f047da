import type { NavSend, NavSnapshot } from './nav.connect.ts';
import type { NavMenu } from './nav.types.ts';

/**
 * One header dropdown: open or not, its trigger, the pointer coming and going, and folding it.
 * Kept out of the flow's index: only the public header shows dropdowns (the console, which
 * shares connectNav's chunk, does not load this).
 */
export const connectNavMenu = (snapshot: NavSnapshot, send: NavSend, menu: NavMenu) => ({
  open: snapshot.hasTag(`${menu}Open`),
  toggle: () => send({ type: 'nav.toggle', menu }),
  close: () => send({ type: 'nav.close', menu }),
  pointerEnter: () => send({ type: 'nav.pointerEnter', menu }),
  pointerLeave: () => send({ type: 'nav.pointerLeave', menu }),
});
