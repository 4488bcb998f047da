import { fromCallback, not, setup } from 'xstate';
import type { StickyCtaEvent } from './sticky-cta.types.ts';

/** The call-to-action appears once the page is scrolled past this share of the window (SPEC §9). */
export const STICKY_CTA_THRESHOLD = 0.5;

/**
 * The industry pages' sticky call-to-action. It stays out of the way while the hero (with its
 * own Contact sales button) is in view, appears once the visitor has scrolled past half the
 * window height, and hides again above that line. Scroll positions come from an invoked
 * actor: the browser's scroll and resize events in the app, plain events in tests.
 */
export const stickyCtaMachine = setup({
  types: {
    events: {} as StickyCtaEvent,
  },
  actors: {
    /** Provided by src/adapters/scroll-position.ts: sends `scroll.changed` now and on every scroll or resize. */
    scrollPosition: fromCallback<StickyCtaEvent>(() => undefined),
  },
  guards: {
    isPastThreshold: ({ event }) => event.scrollY > event.viewportHeight * STICKY_CTA_THRESHOLD,
  },
}).createMachine({
  id: 'stickyCta',
  invoke: { id: 'scrollPosition', src: 'scrollPosition' },
  initial: 'hidden',
  states: {
    hidden: {
      description: 'The visitor is near the top of the page; the hero offers its own button.',
      on: {
        'scroll.changed': { guard: 'isPastThreshold', target: 'visible' },
      },
    },
    visible: {
      description: 'Scrolled past half the window height: the call-to-action stays in reach.',
      tags: ['visible'],
      on: {
        'scroll.changed': { guard: not('isPastThreshold'), target: 'hidden' },
      },
    },
  },
});
