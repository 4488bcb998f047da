import { stickyCtaMachine } from '../../machines/sticky-cta/index.ts';
import { scrollPositionActor } from './scroll-position.ts';

/** The sticky call-to-action's machine, following the window's scroll position. */
export const liveStickyCtaMachine = stickyCtaMachine.provide({ actors: { scrollPosition: scrollPositionActor } });
