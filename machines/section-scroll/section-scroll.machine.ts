import { assign, fromPromise, setup } from 'xstate';
import type { HomeSection, SectionScrollContext, SectionScrollEvent } from './section-scroll.types.ts';

/** Wait after navigating home before scrolling, so the page has rendered (SPEC §9). */
export const SCROLL_DELAY_MS = 100;

/**
 * "Contact sales", "Solutions" and "How it works" lead to a section of the home page. On the
 * home page the scroll starts at once; elsewhere the app navigates to / first and scrolls
 * `scrollDelay` later. Navigation and scrolling are adapters (router, DOM).
 */
export const sectionScrollMachine = setup({
  types: {
    context: {} as SectionScrollContext,
    events: {} as SectionScrollEvent,
    input: {} as { pathname: string },
  },
  delays: {
    scrollDelay: SCROLL_DELAY_MS,
  },
  actors: {
    navigateHome: fromPromise<void>(async () => undefined),
  },
  guards: {
    isOnHome: ({ context }) => context.pathname === '/',
  },
  actions: {
    rememberSection: assign(({ event }) => (event.type === 'section.go' ? { section: event.section } : {})),
    trackPath: assign(({ event }) => (event.type === 'route.changed' ? { pathname: event.pathname } : {})),
    /** Provided by src/adapters: smooth-scrolls to the section and moves focus to it. */
    scrollToSection: (_, _params: { section: HomeSection }) => {},
    forgetSection: assign({ section: null }),
  },
}).createMachine({
  id: 'sectionScroll',
  context: ({ input }) => ({ pathname: input.pathname, section: null }),
  initial: 'idle',
  on: {
    'route.changed': { actions: 'trackPath' },
  },
  states: {
    idle: {
      description: 'No section requested.',
      on: {
        'section.go': [
          { guard: 'isOnHome', target: 'scrolling', actions: 'rememberSection' },
          { target: 'navigating', actions: 'rememberSection' },
        ],
      },
    },
    navigating: {
      description: 'Going to the home page first.',
      invoke: {
        id: 'navigateHome',
        src: 'navigateHome',
        onDone: { target: 'waiting' },
        onError: { target: 'idle', actions: 'forgetSection' },
      },
      on: { 'section.go': { actions: 'rememberSection' } },
    },
    waiting: {
      description: 'Home has rendered; give it a moment before scrolling.',
      after: { scrollDelay: { target: 'scrolling' } },
      on: { 'section.go': { actions: 'rememberSection' } },
    },
    scrolling: {
      description: 'Scrolling to the section.',
      entry: {
        type: 'scrollToSection',
        params: ({ context }) => ({ section: context.section ?? 'contact' }),
      },
      always: { target: 'idle', actions: 'forgetSection' },
    },
  },
});
