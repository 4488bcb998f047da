import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { adminShellMachine, connectAdminShell, type AdminShellInput } from '../../machines/admin-shell/index.ts';
import { authMachine, selectIsSettled } from '../../machines/auth/index.ts';
import { toastMachine } from '../../machines/toast/index.ts';
import { connected, noSend } from './connect.ts';
import { inspect } from './coverage.ts';

async function start() {
  const store = { value: '{"access":"mock","role":"Admin"}' as string | null };
  const auth = createActor(
    authMachine.provide({
      actors: {
        readStoredAuth: fromPromise(async () => store.value),
        clearStoredAuth: fromPromise(async () => {
          store.value = null;
        }),
      },
    }),
    { inspect },
  ).start();
  await waitFor(auth, selectIsSettled);
  const toast = createActor(toastMachine, { inspect }).start();
  const leave = vi.fn();
  const route = { emit: (): void => undefined, watching: 0 };
  const shell = createActor(
    adminShellMachine.provide({
      actions: { leaveConsole: leave },
      actors: {
        watchRoute: fromCallback(({ sendBack }) => {
          route.watching += 1;
          route.emit = () => sendBack({ type: 'route.changed' });
          return () => {
            route.watching -= 1;
          };
        }),
      },
    }),
    { input: { auth, toast }, inspect },
  ).start();
  return { auth, store, toast, shell, leave, route };
}

describe('admin shell machine', () => {
  it('starts with the drawer closed and the admin signed in', async () => {
    const { shell } = await start();
    expect(shell.getSnapshot().value).toEqual({ drawer: 'closed', account: 'signedIn' });
    expect(connectAdminShell(shell.getSnapshot(), noSend).drawerOpen).toBe(false);
  });

  it('opens the drawer, and folds it on close', async () => {
    const { shell } = await start();
    shell.send({ type: 'drawer.open' });
    expect(connectAdminShell(shell.getSnapshot(), noSend).drawerOpen).toBe(true);
    shell.send({ type: 'drawer.close' });
    expect(connectAdminShell(shell.getSnapshot(), noSend).drawerOpen).toBe(false);
  });

  it('watches the route only while the drawer is open, and folds it when the route changes', async () => {
    const { shell, route } = await start();
    expect(route.watching).toBe(0);
    shell.send({ type: 'drawer.open' });
    expect(route.watching).toBe(1);
    route.emit();
    expect(connectAdminShell(shell.getSnapshot(), noSend).drawerOpen).toBe(false);
    expect(route.watching).toBe(0);
  });

  it.each([
    ['profile', 'admin:shell.account.profileItem'],
    ['settings', 'admin:shell.account.settingsItem'],
  ] as const)('answers %s with the "Feature Not Implemented" toast naming the item', async (item, key) => {
    const { shell, toast } = await start();
    shell.send({ type: 'account.placeholder', item });
    expect(toast.getSnapshot().context.current).toMatchObject({
      title: { key: 'common:toast.notImplemented.title' },
      description: { key: 'common:toast.notImplemented.description', values: { item: { key } } },
    });
  });

  it('logs out through the auth actor, then leaves the console', async () => {
    const { shell, auth, store, leave } = await start();
    shell.send({ type: 'account.logout' });
    expect(shell.getSnapshot().hasTag('signingOut')).toBe(true);
    expect(leave).not.toHaveBeenCalled();
    await waitFor(shell, (snapshot) => snapshot.matches({ account: 'signedOut' }));
    expect(auth.getSnapshot().value).toBe('unauthenticated');
    expect(store.value).toBeNull();
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('leaves the console even when the sign-out cannot be confirmed', async () => {
    const { auth, toast } = await start();
    const leave = vi.fn();
    const shell = createActor(
      adminShellMachine.provide({
        actions: { leaveConsole: leave },
        actors: {
          waitForSignOut: fromPromise<void, { auth: AdminShellInput['auth'] }>(async () => Promise.reject(new Error('storage blocked'))),
        },
      }),
      { input: { auth, toast }, inspect },
    ).start();
    shell.send({ type: 'account.logout' });
    await waitFor(shell, (snapshot) => snapshot.matches({ account: 'signedOut' }));
    expect(leave).toHaveBeenCalledTimes(1);
  });
});

describe('connectAdminShell (the frame and the account menu)', () => {
  it('shows the drawer open or not; its button, closing it, the placeholders and Log out send their events', async () => {
    const { shell, toast, leave } = await start();
    const { view, sent } = connected(shell, connectAdminShell);
    expect(view().drawerOpen).toBe(false);
    view().openDrawer();
    expect(view().drawerOpen).toBe(true);
    view().closeDrawer();
    expect(view().drawerOpen).toBe(false);
    view().placeholder('settings');
    expect(toast.getSnapshot().context.current?.title.key).toBeDefined();
    view().logout();
    await waitFor(shell, () => leave.mock.calls.length > 0);
    expect(sent).toEqual([
      { type: 'drawer.open' },
      { type: 'drawer.close' },
      { type: 'account.placeholder', item: 'settings' },
      { type: 'account.logout' },
    ]);
  });
});
