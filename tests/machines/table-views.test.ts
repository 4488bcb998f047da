import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  connectViewLink,
  parseStoredViews,
  selectLastSearch,
  serializeViews,
  tableViewsMachine,
  type NameCheck,
  type SavedView,
  type TableViews,
  type TableViewsEvent,
} from '../../machines/table-views/index.ts';
import {
  connectManageDialog,
  connectNameDialog,
  connectViewsMenu,
  DEFAULT_VIEW,
  UNSAVED_VIEW,
} from '../../machines/table-views/table-views.menu.connect.ts';
import { toastMachine } from '../../machines/toast/index.ts';
import { connected } from './connect.ts';
import { inspect } from './coverage.ts';

const SPECS = {
  users: { path: '/admin/users', params: ['q', 'role', 'sort', 'dir', 'hide'] },
  logins: { path: '/admin/logs', params: ['loginQ', 'loginStatus'] },
  transactions: { path: '/admin/logs', params: ['txnQ', 'txnApi'] },
};

function start(stored: Record<string, TableViews> = {}, { copyFails = false } = {}) {
  const persisted: string[] = [];
  const copied: string[] = [];
  const url = { go: (_path: string, _search: Record<string, unknown>): void => undefined };
  let focused = 0;
  const toast = createActor(toastMachine, { inspect }).start();
  const actor = createActor(
    tableViewsMachine.provide({
      actions: {
        persist: (_, { tables }) => void persisted.push(serializeViews(tables)),
        focusName: () => {
          focused += 1;
        },
      },
      actors: {
        watchUrl: fromCallback<TableViewsEvent>(({ sendBack }) => {
          url.go = (path, search) => sendBack({ type: 'views.urlChanged', path, search });
          return undefined;
        }),
        copyText: fromPromise<void, { url: string }>(async ({ input }) => {
          if (copyFails) throw new Error('denied');
          copied.push(input.url);
        }),
      },
    }),
    { input: { specs: SPECS, stored, toast }, inspect },
  ).start();
  const toastTitle = () => toast.getSnapshot().context.current?.title.key;
  return { actor, persisted, copied, url, toastTitle, focused: () => focused };
}

const saveAs = async (actor: ReturnType<typeof start>['actor'], name: string, search = { role: 'viewer' }) => {
  actor.send({ type: 'views.save', table: 'users', search });
  actor.send({ type: 'name.change', value: name });
  actor.send({ type: 'name.submit' });
  await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
};

describe('table views machine', () => {
  it('remembers the view each table was left in, per table, and stores it', () => {
    const { actor, url, persisted } = start();
    url.go('/admin/users', { q: 'noa', sort: 'lastLogin', dir: 'desc', edit: 'usr_002', unknown: 'x' });
    expect(selectLastSearch('/admin/users')(actor.getSnapshot())).toEqual({ q: 'noa', sort: 'lastLogin', dir: 'desc' });
    url.go('/admin/logs', { txnApi: 'sim-swap', loginQ: '203.0', details: 'txn_1' });
    expect(selectLastSearch('/admin/logs')(actor.getSnapshot())).toEqual({ loginQ: '203.0', txnApi: 'sim-swap' });
    expect(JSON.parse(persisted.at(-1) ?? '{}')).toMatchObject({ version: 1, tables: { users: { last: { q: 'noa' } } } });
    // Back to the default view: nothing to restore.
    url.go('/admin/users', {});
    expect(selectLastSearch('/admin/users')(actor.getSnapshot())).toBeNull();
    expect(selectLastSearch('/admin/billing')(actor.getSnapshot())).toBeNull();
  });

  it('saves a view under a name the admin types, checked first, with a toast', async () => {
    const { actor, persisted, toastTitle } = start();
    actor.send({ type: 'views.save', table: 'users', search: { role: 'viewer', sort: 'name' } });
    expect(actor.getSnapshot().hasTag('naming')).toBe(true);
    actor.send({ type: 'name.change', value: '  Viewers  ' });
    actor.send({ type: 'name.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ dialog: 'closed' }));
    expect(actor.getSnapshot().context.tables['users']?.saved ?? []).toEqual([
      { id: 'v1', name: 'Viewers', search: { role: 'viewer', sort: 'name' } },
    ]);
    expect(toastTitle()).toBe('admin:views.toast.saved');
    expect(parseStoredViews(persisted.at(-1), SPECS).users?.saved).toHaveLength(1);
  });

  it('refuses an empty, a too long or a taken name, keeps what was typed and puts focus back', async () => {
    const { actor, focused } = start({ users: { last: null, saved: [{ id: 'v1', name: 'Viewers', search: {} }] } });
    actor.send({ type: 'views.save', table: 'users', search: {} });
    for (const [name, error] of [
      ['   ', 'admin:views.errors.required'],
      ['x'.repeat(61), 'admin:views.errors.tooLong'],
      ['VIEWERS', 'admin:views.errors.taken'],
    ] as const) {
      actor.send({ type: 'name.change', value: name });
      actor.send({ type: 'name.submit' });
      await waitFor(actor, (snapshot) => snapshot.matches({ dialog: { naming: 'editing' } }));
      expect(actor.getSnapshot().context.error?.key).toBe(error);
      expect(actor.getSnapshot().context.draft?.name).toBe(name);
    }
    expect(focused()).toBe(3);
    // Typing again clears the error; cancelling closes without saving.
    actor.send({ type: 'name.change', value: 'Editors' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().matches({ dialog: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.tables['users']?.saved ?? []).toHaveLength(1);
  });

  it('stops at twenty saved views per table', async () => {
    const saved = Array.from({ length: 20 }, (_, index) => ({ id: `v${index + 1}`, name: `View ${index + 1}`, search: {} }));
    const { actor } = start({ users: { last: null, saved } });
    await saveAs(actor, 'One more');
    expect(actor.getSnapshot().context.error?.key).toBe('admin:views.errors.tooMany');
  });

  it('manages the saved views: renames (back to the list), copies a link, deletes', async () => {
    const { actor, copied, toastTitle } = start();
    await saveAs(actor, 'Viewers');
    await saveAs(actor, 'Admins', { role: 'admin' });
    actor.send({ type: 'views.manage', table: 'users' });
    expect(actor.getSnapshot().hasTag('managing')).toBe(true);

    actor.send({ type: 'views.rename', table: 'users', viewId: 'v9' });
    expect(actor.getSnapshot().hasTag('managing')).toBe(true);
    actor.send({ type: 'views.rename', table: 'users', viewId: 'v2' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ viewId: 'v2', name: 'Admins' });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().hasTag('managing')).toBe(true);
    actor.send({ type: 'views.rename', table: 'users', viewId: 'v2' });
    actor.send({ type: 'name.change', value: 'Administrators' });
    actor.send({ type: 'name.submit' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('managing'));
    expect((actor.getSnapshot().context.tables['users']?.saved ?? []).map((view) => view.name)).toEqual(['Viewers', 'Administrators']);
    expect(toastTitle()).toBe('admin:views.toast.renamed');

    actor.send({ type: 'views.copyLink', url: 'http://127.0.0.1/admin/users?role=admin' });
    await waitFor(actor, (snapshot) => snapshot.matches({ clipboard: 'idle' }));
    expect(copied).toEqual(['http://127.0.0.1/admin/users?role=admin']);
    expect(toastTitle()).toBe('admin:views.toast.copied');

    actor.send({ type: 'views.delete', table: 'users', viewId: 'v1' });
    expect((actor.getSnapshot().context.tables['users']?.saved ?? []).map((view) => view.id)).toEqual(['v2']);
    expect(toastTitle()).toBe('admin:views.toast.deleted');
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().matches({ dialog: 'closed' })).toBe(true);
  });

  it('goes back to the name field should the check itself fail', async () => {
    const toast = createActor(toastMachine).start();
    const actor = createActor(
      tableViewsMachine.provide({
        actors: {
          checkName: fromPromise<NameCheck, { name: string; saved: readonly SavedView[]; viewId: string | null }>(async () => {
            throw new Error('unexpected');
          }),
        },
      }),
      { input: { specs: SPECS, stored: {}, toast }, inspect },
    ).start();
    actor.send({ type: 'views.save', table: 'users', search: {} });
    actor.send({ type: 'name.change', value: 'Viewers' });
    actor.send({ type: 'name.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ dialog: { naming: 'editing' } }));
    expect(actor.getSnapshot().context.draft?.name).toBe('Viewers');
  });

  it('says so when the link cannot be copied', async () => {
    const { actor, toastTitle } = start({}, { copyFails: true });
    actor.send({ type: 'views.copyLink', url: 'http://127.0.0.1/admin/users' });
    await waitFor(actor, (snapshot) => snapshot.matches({ clipboard: 'idle' }));
    expect(toastTitle()).toBe('admin:views.toast.copyFailed');
  });

  it('reads stored views entry by entry: a tampered entry loses only itself, never a crash', () => {
    const raw = JSON.stringify({
      version: 1,
      tables: {
        users: {
          last: { role: 'viewer', evil: '<script>', q: 42 },
          saved: [
            { id: 'v1', name: 'Viewers', search: { role: 'viewer' } },
            { id: 'v1', name: 'Duplicate id', search: {} },
            { id: 'x', name: 'Bad id', search: {} },
            { id: 'v3', name: '   ', search: {} },
            { id: 'v4', name: 'No search' },
            'nonsense',
          ],
        },
        logins: 'nonsense',
        unknownTable: { last: { q: 'x' }, saved: [] },
      },
    });
    expect(parseStoredViews(raw, SPECS)).toEqual({
      users: {
        last: { role: 'viewer', q: '42' },
        saved: [
          { id: 'v1', name: 'Viewers', search: { role: 'viewer' } },
          { id: 'v4', name: 'No search', search: {} },
        ],
      },
    });
    for (const bad of [null, '', '{', '[]', '{"version":2,"tables":{}}', '{"version":1,"tables":[]}'])
      expect(parseStoredViews(bad, SPECS)).toEqual({});
  });
});

describe('table views connects: the sidebar’s links, the Views menu and its dialogs', () => {
  const STORED = { users: { last: { role: 'viewer' }, saved: [{ id: 'v1', name: 'Viewers', search: { role: 'viewer' } }] } };

  it('a sidebar link opens the view its page was left in: the same record while it is unchanged', () => {
    const { actor, url } = start(STORED);
    const link = connected(actor, connectViewLink, '/admin/users');
    const before = link.view().search;
    expect(before).toEqual({ role: 'viewer' });
    url.go('/admin/logs', { loginQ: 'dana' });
    expect(link.view().search).toBe(before);
    expect(connected(actor, connectViewLink, '/admin/logs').view().search).toEqual({ loginQ: 'dana' });
  });

  it('the menu checks the view on screen (the default, a saved one, or one not saved) and saves or manages', () => {
    const { actor } = start(STORED);
    const menu = (current: Record<string, unknown>) => connected(actor, connectViewsMenu, 'users', current);
    expect(menu({ edit: 'usr_002' }).view()).toMatchObject({ here: null, checked: DEFAULT_VIEW });
    expect(menu({ role: 'viewer', edit: 'usr_002' }).view()).toMatchObject({ here: { role: 'viewer' }, checked: 'v1' });
    const unsaved = menu({ role: 'editor' });
    expect(unsaved.view()).toMatchObject({ checked: UNSAVED_VIEW, saved: STORED.users.saved });
    unsaved.view().save();
    actor.send({ type: 'dialog.cancel' });
    unsaved.view().manage();
    expect(unsaved.sent).toEqual([
      { type: 'views.save', table: 'users', search: { role: 'editor' } },
      { type: 'views.manage', table: 'users' },
    ]);
  });

  it('the name dialog opens only for its table; typing, saving and cancelling', async () => {
    const { actor } = start(STORED);
    const { view, sent } = connected(actor, connectNameDialog, 'users');
    expect(view()).toMatchObject({ open: false, name: '' });
    actor.send({ type: 'views.save', table: 'users', search: { role: 'editor' } });
    view().change('Viewers');
    expect(view()).toMatchObject({ open: true, renaming: false, name: 'Viewers' });
    expect(connected(actor, connectNameDialog, 'logins').view().open).toBe(false);
    view().submit();
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(view().error?.key).toBe('admin:views.errors.taken');
    view().cancel();
    expect(view().open).toBe(false);
    expect(sent).toEqual([{ type: 'name.change', value: 'Viewers' }, { type: 'name.submit' }, { type: 'dialog.cancel' }]);
  });

  it('the manage dialog lists its table’s views; rename and delete name the view, copy link takes the address the page made', () => {
    const { actor, copied } = start(STORED);
    const { view, sent } = connected(actor, connectManageDialog, 'users');
    actor.send({ type: 'views.manage', table: 'users' });
    expect(view()).toMatchObject({ open: true, saved: STORED.users.saved });
    expect(connected(actor, connectManageDialog, 'logins').view().open).toBe(false);
    const [viewers] = view().saved;
    view().copyLink('https://example.test/admin/users?role=viewer');
    view().rename(viewers!);
    actor.send({ type: 'dialog.cancel' });
    actor.send({ type: 'views.manage', table: 'users' });
    view().remove(viewers!);
    view().cancel();
    expect(copied).toEqual(['https://example.test/admin/users?role=viewer']);
    expect(sent).toEqual([
      { type: 'views.copyLink', url: 'https://example.test/admin/users?role=viewer' },
      { type: 'views.rename', table: 'users', viewId: 'v1' },
      { type: 'views.delete', table: 'users', viewId: 'v1' },
      { type: 'dialog.cancel' },
    ]);
  });
});
