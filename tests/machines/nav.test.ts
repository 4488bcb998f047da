import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectNav, DROPDOWN_CLOSE_DELAY_MS, navMachine } from '../../machines/nav/index.ts';
import { connectNavMenu } from '../../machines/nav/nav.menu.connect.ts';
import { noSend } from './connect.ts';
import { inspect } from './coverage.ts';

function start() {
  const clock = new SimulatedClock();
  const changeLanguage = vi.fn<(language: string) => void>();
  const actor = createActor(
    navMachine.provide({
      actions: {
        changeLanguage: (_, params) => {
          changeLanguage(params.language);
        },
      },
    }),
    {
      clock,
      inspect,
    },
  ).start();
  const open = (menu: 'industries' | 'language') => connectNavMenu(actor.getSnapshot(), noSend, menu).open;
  return { actor, clock, changeLanguage, open };
}

describe('nav machine', () => {
  it('starts with every menu closed', () => {
    const { actor, open } = start();
    expect(actor.getSnapshot().value).toEqual({ industries: 'closed', language: 'closed', mobile: 'closed' });
    expect(open('industries')).toBe(false);
    expect(connectNav(actor.getSnapshot(), noSend).mobileOpen).toBe(false);
  });

  // Both dropdowns are built from one region definition; each gets the whole walk.
  it.each(['industries', 'language'] as const)('walks every transition of the %s dropdown', (menu) => {
    const { actor, clock, open } = start();
    const send = (type: 'nav.pointerEnter' | 'nav.pointerLeave' | 'nav.toggle' | 'nav.close') => actor.send({ type, menu });
    const is = (state: string) => actor.getSnapshot().matches({ [menu]: state });
    send('nav.pointerEnter');
    expect(is('hovered')).toBe(true);
    send('nav.close');
    expect(is('closed')).toBe(true);
    send('nav.pointerEnter');
    send('nav.toggle');
    expect(is('pinned')).toBe(true);
    send('nav.pointerLeave');
    expect(is('closing')).toBe(true);
    send('nav.pointerEnter');
    expect(is('hovered')).toBe(true);
    send('nav.pointerLeave');
    clock.increment(DROPDOWN_CLOSE_DELAY_MS);
    expect(open(menu)).toBe(false);
    send('nav.toggle');
    send('nav.toggle');
    expect(is('closed')).toBe(true);
    send('nav.toggle');
    send('nav.close');
    expect(is('closed')).toBe(true);
    send('nav.pointerEnter');
    send('nav.pointerLeave');
    send('nav.toggle');
    expect(is('closed')).toBe(true);
    send('nav.pointerEnter');
    send('nav.pointerLeave');
    send('nav.close');
    expect(is('closed')).toBe(true);
  });

  it('opens on hover and closes 100 ms after the pointer leaves', () => {
    const { actor, clock, open } = start();
    actor.send({ type: 'nav.pointerEnter', menu: 'industries' });
    expect(open('industries')).toBe(true);
    actor.send({ type: 'nav.pointerLeave', menu: 'industries' });
    expect(actor.getSnapshot().matches({ industries: 'closing' })).toBe(true);
    clock.increment(DROPDOWN_CLOSE_DELAY_MS - 1);
    expect(open('industries')).toBe(true);
    clock.increment(1);
    expect(open('industries')).toBe(false);
  });

  it('stays open when the pointer comes back within the delay', () => {
    const { actor, clock, open } = start();
    actor.send({ type: 'nav.pointerEnter', menu: 'language' });
    actor.send({ type: 'nav.pointerLeave', menu: 'language' });
    clock.increment(50);
    actor.send({ type: 'nav.pointerEnter', menu: 'language' });
    clock.increment(500);
    expect(actor.getSnapshot().matches({ language: 'hovered' })).toBe(true);
    expect(open('language')).toBe(true);
  });

  it('a click after hovering pins the menu open instead of folding it', () => {
    const { actor, clock, open } = start();
    actor.send({ type: 'nav.pointerEnter', menu: 'industries' });
    actor.send({ type: 'nav.toggle', menu: 'industries' });
    expect(actor.getSnapshot().matches({ industries: 'pinned' })).toBe(true);
    actor.send({ type: 'nav.toggle', menu: 'industries' });
    expect(open('industries')).toBe(false);
    // A pinned menu still folds 100 ms after the pointer leaves, as the spec asks.
    actor.send({ type: 'nav.toggle', menu: 'industries' });
    actor.send({ type: 'nav.pointerLeave', menu: 'industries' });
    clock.increment(DROPDOWN_CLOSE_DELAY_MS);
    expect(open('industries')).toBe(false);
  });

  it('Escape or a choice closes a hovered menu', () => {
    const { actor, open } = start();
    actor.send({ type: 'nav.pointerEnter', menu: 'industries' });
    actor.send({ type: 'nav.close', menu: 'industries' });
    expect(open('industries')).toBe(false);
  });

  it('toggles with click, Enter or Space and closes on request', () => {
    const { actor, open } = start();
    actor.send({ type: 'nav.toggle', menu: 'industries' });
    expect(open('industries')).toBe(true);
    actor.send({ type: 'nav.toggle', menu: 'industries' });
    expect(open('industries')).toBe(false);
    actor.send({ type: 'nav.toggle', menu: 'industries' });
    actor.send({ type: 'nav.close', menu: 'industries' });
    expect(open('industries')).toBe(false);
  });

  it('toggle or close during the close delay folds the menu at once', () => {
    const { actor, open } = start();
    actor.send({ type: 'nav.pointerEnter', menu: 'industries' });
    actor.send({ type: 'nav.pointerLeave', menu: 'industries' });
    actor.send({ type: 'nav.toggle', menu: 'industries' });
    expect(open('industries')).toBe(false);
    actor.send({ type: 'nav.pointerEnter', menu: 'industries' });
    actor.send({ type: 'nav.pointerLeave', menu: 'industries' });
    actor.send({ type: 'nav.close', menu: 'industries' });
    expect(actor.getSnapshot().matches({ industries: 'closed' })).toBe(true);
  });

  it('events for one menu leave the other alone', () => {
    const { actor, open } = start();
    actor.send({ type: 'nav.toggle', menu: 'industries' });
    actor.send({ type: 'nav.close', menu: 'language' });
    actor.send({ type: 'nav.pointerLeave', menu: 'language' });
    expect(actor.getSnapshot().matches({ industries: 'pinned' })).toBe(true);
    expect(open('language')).toBe(false);
  });

  it('opening one dropdown closes the other', () => {
    const { actor, open } = start();
    actor.send({ type: 'nav.toggle', menu: 'industries' });
    actor.send({ type: 'nav.toggle', menu: 'language' });
    expect(open('language')).toBe(true);
    expect(open('industries')).toBe(false);
  });

  it('closing the mobile menu also closes its dropdowns', () => {
    const { actor, open } = start();
    actor.send({ type: 'nav.mobile.toggle' });
    expect(connectNav(actor.getSnapshot(), noSend).mobileOpen).toBe(true);
    actor.send({ type: 'nav.toggle', menu: 'industries' });
    actor.send({ type: 'nav.mobile.toggle' });
    expect(connectNav(actor.getSnapshot(), noSend).mobileOpen).toBe(false);
    expect(open('industries')).toBe(false);

    actor.send({ type: 'nav.mobile.toggle' });
    actor.send({ type: 'nav.toggle', menu: 'language' });
    actor.send({ type: 'nav.mobile.close' });
    expect(open('language')).toBe(false);
  });

  it('closes everything after navigation', () => {
    const { actor, open } = start();
    actor.send({ type: 'nav.mobile.toggle' });
    actor.send({ type: 'nav.toggle', menu: 'industries' });
    actor.send({ type: 'nav.navigated' });
    expect(open('industries')).toBe(false);
    expect(connectNav(actor.getSnapshot(), noSend).mobileOpen).toBe(false);
  });

  it('closeAll folds both dropdowns from any state', () => {
    const { actor, open } = start();
    actor.send({ type: 'nav.pointerEnter', menu: 'language' });
    actor.send({ type: 'nav.pointerLeave', menu: 'language' });
    actor.send({ type: 'nav.closeAll' });
    expect(open('language')).toBe(false);
  });

  it('switches language and folds the language list, leaving the phone menu open around it', () => {
    const { actor, open, changeLanguage } = start();
    actor.send({ type: 'nav.mobile.toggle' });
    actor.send({ type: 'nav.toggle', menu: 'language' });
    actor.send({ type: 'nav.language.select', language: 'he' });
    expect(changeLanguage).toHaveBeenCalledWith('he');
    expect(open('language')).toBe(false);
    expect(connectNav(actor.getSnapshot(), noSend).mobileOpen).toBe(true);
  });
});
