import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { APP_ACTOR_NAMES, appMachine, getAppActors } from '../../machines/app/index.ts';
import { authMachine, selectIsSettled } from '../../machines/auth/index.ts';
import { connectNavMenu } from '../../machines/nav/nav.menu.connect.ts';
import { noSend } from './connect.ts';
import { inspect } from './coverage.ts';

const machine = appMachine.provide({
  actors: {
    auth: authMachine.provide({
      actors: {
        readStoredAuth: fromPromise<string | null>(async () => '{"access":"mock","role":"Admin"}'),
        clearStoredAuth: fromPromise<void>(async () => undefined),
      },
    }),
  },
});

describe('app machine', () => {
  it('starts the long-lived actors under their system ids', async () => {
    const app = createActor(machine, { input: { pathname: '/banking' }, inspect }).start();
    const actors = getAppActors(app);
    expect(app.system.get('auth')).toBe(actors.auth);
    expect(app.system.get('toast')).toBe(actors.toast);
    expect(app.system.get('nav')).toBe(actors.nav);
    expect(app.system.get('sectionScroll')).toBe(actors.sectionScroll);
    expect(app.system.get('consent')).toBe(actors.consent);
    expect(app.system.get('scheduling')).toBe(actors.scheduling);
    expect(actors.sectionScroll.getSnapshot().context.pathname).toBe('/banking');
    const auth = await waitFor(actors.auth, selectIsSettled);
    expect(auth.value).toBe('authenticated');
  });

  it('starts them in the order APP_ACTORS lists them: consent before scheduling', () => {
    const app = createActor(machine, { input: { pathname: '/' }, inspect }).start();
    expect(Object.keys(app.getSnapshot().children)).toEqual(['auth', 'toast', 'nav', 'sectionScroll', 'consent', 'scheduling']);
    expect(Object.keys(getAppActors(app))).toEqual(APP_ACTOR_NAMES);
  });

  it('relays route changes: menus fold and the section scroller learns the path', () => {
    const app = createActor(machine, { input: { pathname: '/' }, inspect }).start();
    const { nav, sectionScroll } = getAppActors(app);
    nav.send({ type: 'nav.mobile.toggle' });
    nav.send({ type: 'nav.toggle', menu: 'industries' });
    app.send({ type: 'route.changed', pathname: '/retail' });
    expect(connectNavMenu(nav.getSnapshot(), noSend, 'industries').open).toBe(false);
    expect(nav.getSnapshot().hasTag('mobileOpen')).toBe(false);
    expect(sectionScroll.getSnapshot().context.pathname).toBe('/retail');
  });
});
