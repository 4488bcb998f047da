import { raise, setup } from 'xstate';
import type { NavEvent, NavMenu } from './nav.types.ts';

/** Dropdowns close this long after the pointer leaves them (SPEC §9). */
export const DROPDOWN_CLOSE_DELAY_MS = 100;

const navSetup = setup({
  types: {
    events: {} as NavEvent,
  },
  delays: {
    dropdownCloseDelay: DROPDOWN_CLOSE_DELAY_MS,
  },
  guards: {
    isMenu: ({ event }, params: { menu: NavMenu }) => 'menu' in event && event.menu === params.menu,
  },
  actions: {
    /** Provided by src/adapters: switches i18next to the chosen language. */
    changeLanguage: (_, _params: { language: string }) => {},
    closeOtherMenu: raise((_, params: { menu: NavMenu }) => ({
      type: 'nav.close' as const,
      menu: params.menu === 'industries' ? ('language' as const) : ('industries' as const),
    })),
    closeAllMenus: raise({ type: 'nav.closeAll' }),
  },
});

/**
 * One header dropdown. A mouse opens it by hovering (`hovered`); a click, tap, Enter or Space
 * opens it for good (`pinned`) — including the click that follows a hover, which must not
 * fold the menu the pointer just opened. It folds on a second toggle, Escape, a choice, or
 * 100 ms after the pointer leaves (coming back within that time keeps it open). Opening one
 * dropdown closes the other.
 */
function dropdownRegion(menu: NavMenu) {
  const mine = { type: 'isMenu', params: { menu } } as const;
  const closeOther = { type: 'closeOtherMenu', params: { menu } } as const;
  const openTag = `${menu}Open`;
  return {
    description: `The ${menu} dropdown.`,
    initial: 'closed',
    states: {
      closed: {
        on: {
          'nav.pointerEnter': { target: 'hovered', guard: mine, actions: closeOther },
          'nav.toggle': { target: 'pinned', guard: mine, actions: closeOther },
        },
      },
      hovered: {
        description: 'Open while the mouse is over it.',
        tags: [openTag],
        on: {
          'nav.pointerLeave': { target: 'closing', guard: mine },
          'nav.toggle': { target: 'pinned', guard: mine },
          'nav.close': { target: 'closed', guard: mine },
        },
      },
      pinned: {
        description: 'Opened by click, tap or keyboard.',
        tags: [openTag],
        on: {
          'nav.pointerLeave': { target: 'closing', guard: mine },
          'nav.toggle': { target: 'closed', guard: mine },
          'nav.close': { target: 'closed', guard: mine },
        },
      },
      closing: {
        description: 'The pointer left; wait before folding so a diagonal move does not close it.',
        tags: [openTag],
        after: { dropdownCloseDelay: { target: 'closed' } },
        on: {
          'nav.pointerEnter': { target: 'hovered', guard: mine },
          'nav.toggle': { target: 'closed', guard: mine },
          'nav.close': { target: 'closed', guard: mine },
        },
      },
    },
    on: {
      'nav.closeAll': { target: '.closed' },
    },
  } as const;
}

export const navMachine = navSetup.createMachine({
  id: 'nav',
  type: 'parallel',
  states: {
    industries: dropdownRegion('industries'),
    language: {
      ...dropdownRegion('language'),
      on: {
        'nav.closeAll': { target: '.closed' },
        // The list folds; the phone menu stays open, so focus can stay on the language control
        // and the visitor sees the menu in the language just chosen.
        'nav.language.select': {
          target: '.closed',
          actions: { type: 'changeLanguage', params: ({ event }) => ({ language: event.language }) },
        },
      },
    },
    mobile: {
      description: 'The collapsible menu on small screens.',
      initial: 'closed',
      states: {
        closed: {
          on: { 'nav.mobile.toggle': { target: 'open' } },
        },
        open: {
          tags: ['mobileOpen'],
          on: {
            // Closing the mobile menu also folds its dropdowns (SPEC §2 Header).
            'nav.mobile.toggle': { target: 'closed', actions: 'closeAllMenus' },
            'nav.mobile.close': { target: 'closed', actions: 'closeAllMenus' },
          },
        },
      },
    },
  },
  on: {
    'nav.navigated': { actions: ['closeAllMenus', raise({ type: 'nav.mobile.close' })] },
  },
});
