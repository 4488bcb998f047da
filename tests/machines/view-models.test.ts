import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { selectPaletteView, type PaletteEntry } from '../../machines/command-palette/command-palette.view.ts';
import { commandPaletteMachine } from '../../machines/command-palette/index.ts';
import { tableViewsMachine, type TableViews } from '../../machines/table-views/index.ts';
import {
  DEFAULT_VIEW,
  selectManageDialogView,
  selectNameDialogView,
  selectViewsMenuView,
  UNSAVED_VIEW,
} from '../../machines/table-views/table-views.view.ts';
import { toastMachine } from '../../machines/toast/index.ts';
import { selectBulkDeleteView, selectSelectionView, userSelectionMachine } from '../../machines/user-selection/index.ts';
import { selectConfirmView, selectUserFormView, selectUsersListView, usersMachine, type User } from '../../machines/users/index.ts';
import { inspect } from './coverage.ts';

// The view-models: one pure function per view from its flow's snapshot to what it shows.

const USERS: readonly User[] = [
  { id: 'usr_001', name: 'Dana Levi', email: 'dana.levi@example.com', role: 'admin', lastLogin: null },
  { id: 'usr_002', name: 'José Álvarez', email: 'jose.alvarez@example.com', role: 'editor', lastLogin: null },
  { id: 'usr_010', name: 'Test Admin', email: 'admin@example.com', role: 'admin', lastLogin: null },
];

describe('users view-models', () => {
  const start = () => {
    const toast = createActor(toastMachine, { inspect }).start();
    return createActor(usersMachine, { input: { users: USERS, toast, selfEmail: 'Admin@Example.com' }, inspect }).start();
  };

  it('lists every user and knows the signed-in admin’s row', () => {
    expect(selectUsersListView(start().getSnapshot())).toEqual({ users: USERS, selfId: 'usr_010' });
  });

  it('the form dialog: closed, adding, editing another user, editing oneself (role fixed)', () => {
    const actor = start();
    expect(selectUserFormView(actor.getSnapshot())).toMatchObject({ open: false, editingSelf: false });
    actor.send({ type: 'users.add' });
    expect(selectUserFormView(actor.getSnapshot())).toMatchObject({ open: true, adding: true, targetName: '', editingSelf: false });
    actor.send({ type: 'dialog.cancel' });
    actor.send({ type: 'users.edit', userId: 'usr_002' });
    expect(selectUserFormView(actor.getSnapshot())).toMatchObject({
      open: true,
      adding: false,
      targetName: 'José Álvarez',
      form: { name: 'José Álvarez', role: 'editor' },
      editingSelf: false,
    });
    actor.send({ type: 'dialog.cancel' });
    actor.send({ type: 'users.edit', userId: 'usr_010' });
    expect(selectUserFormView(actor.getSnapshot())).toMatchObject({ open: true, adding: false, editingSelf: true });
  });

  it('the confirmations: delete or reset, naming whom', () => {
    const actor = start();
    expect(selectConfirmView(actor.getSnapshot())).toEqual({ open: false, deleting: false, name: '' });
    actor.send({ type: 'users.delete', userId: 'usr_002' });
    expect(selectConfirmView(actor.getSnapshot())).toEqual({ open: true, deleting: true, name: 'José Álvarez' });
    actor.send({ type: 'dialog.cancel' });
    actor.send({ type: 'users.forceReset', userId: 'usr_001' });
    expect(selectConfirmView(actor.getSnapshot())).toEqual({ open: true, deleting: false, name: 'Dana Levi' });
  });
});

describe('user selection view-model', () => {
  const start = () => {
    const users = createActor(fromCallback(() => undefined)).start();
    return createActor(userSelectionMachine, { input: { users }, inspect }).start();
  };
  const ALL = ['usr_001', 'usr_002', 'usr_010'];

  it('never offers the signed-in admin’s row; the header box is none, some or all of the rows shown', () => {
    const actor = start();
    const view = () => selectSelectionView(ALL, 'usr_010')(actor.getSnapshot());
    expect(view()).toEqual({ selected: [], selectable: ['usr_001', 'usr_002'], shownSelected: 0, allState: 'none' });
    actor.send({ type: 'selection.toggle', userId: 'usr_001' });
    expect(view()).toMatchObject({ shownSelected: 1, allState: 'some' });
    actor.send({ type: 'selection.toggle', userId: 'usr_002' });
    expect(view()).toMatchObject({ shownSelected: 2, allState: 'all' });
  });

  it('counts only the selected rows a filter still shows', () => {
    const actor = start();
    actor.send({ type: 'selection.toggleAll', userIds: ['usr_001', 'usr_002'] });
    expect(selectSelectionView(['usr_002'], 'usr_010')(actor.getSnapshot())).toMatchObject({ shownSelected: 1, allState: 'all' });
    expect(selectSelectionView(['usr_010'], 'usr_010')(actor.getSnapshot())).toMatchObject({
      selectable: [],
      shownSelected: 0,
      allState: 'none',
    });
  });

  it('the bulk delete question names how many users', () => {
    const actor = start();
    actor.send({ type: 'selection.toggleAll', userIds: ['usr_001', 'usr_002'] });
    expect(selectBulkDeleteView(actor.getSnapshot())).toEqual({ open: false, count: 0 });
    actor.send({ type: 'selection.delete', userIds: ['usr_001', 'usr_002'] });
    expect(selectBulkDeleteView(actor.getSnapshot())).toEqual({ open: true, count: 2 });
  });
});

describe('table views view-models', () => {
  const SPECS = { users: { path: '/admin/users', params: ['q', 'role', 'sort', 'dir'] } };
  const start = (stored: Record<string, TableViews> = {}) => {
    const toast = createActor(toastMachine, { inspect }).start();
    const machine = tableViewsMachine.provide({
      actions: { persist: () => undefined, focusName: () => undefined },
      actors: { watchUrl: fromCallback(() => undefined), copyText: fromPromise<void, { url: string }>(async () => undefined) },
    });
    return createActor(machine, { input: { specs: SPECS, stored, toast }, inspect }).start();
  };
  const STORED = { users: { last: null, saved: [{ id: 'v1', name: 'Viewers', search: { role: 'viewer' } }] } };

  it('checks the view on screen: the default, a saved one, or one not saved', () => {
    const actor = start(STORED);
    const menu = (current: Record<string, unknown>) => selectViewsMenuView('users', current)(actor.getSnapshot());
    expect(menu({ edit: 'usr_002' })).toMatchObject({ here: null, checked: DEFAULT_VIEW });
    expect(menu({ role: 'viewer', edit: 'usr_002' })).toMatchObject({ here: { role: 'viewer' }, checked: 'v1' });
    expect(menu({ role: 'editor' })).toMatchObject({ checked: UNSAVED_VIEW });
    expect(menu({}).saved).toEqual(STORED.users.saved);
  });

  it('opens the name and manage dialogs only for the table they were asked for', () => {
    const actor = start(STORED);
    expect(selectNameDialogView('users')(actor.getSnapshot())).toMatchObject({ open: false, name: '' });
    actor.send({ type: 'views.save', table: 'users', search: { role: 'editor' } });
    actor.send({ type: 'name.change', value: 'Editors' });
    expect(selectNameDialogView('users')(actor.getSnapshot())).toMatchObject({ open: true, renaming: false, name: 'Editors' });
    expect(selectNameDialogView('logins')(actor.getSnapshot()).open).toBe(false);
    actor.send({ type: 'dialog.cancel' });
    actor.send({ type: 'views.manage', table: 'users' });
    expect(selectManageDialogView('users')(actor.getSnapshot())).toEqual({ open: true, saved: STORED.users.saved });
    expect(selectManageDialogView('logins')(actor.getSnapshot()).open).toBe(false);
  });
});

describe('command palette view-model', () => {
  type Group = 'pages' | 'actions';
  const ITEMS: readonly PaletteEntry<Group>[] = [
    { value: 'page:/admin', label: 'Dashboard', group: 'pages', keywords: [] },
    { value: 'page:/admin/billing', label: 'Billing', group: 'pages', keywords: ['invoices'] },
    { value: 'theme:dark', label: 'Dark theme', group: 'actions', keywords: [] },
  ];
  const start = (recent: string[]) =>
    createActor(
      commandPaletteMachine.provide({
        actions: { storeRecent: () => undefined },
        actors: { watchShortcut: fromCallback(() => undefined), runCommand: fromPromise<void, { command: string }>(async () => undefined) },
      }),
      { input: { recent }, inspect },
    ).start();

  it('with nothing typed: the recent commands, then each group without them', () => {
    const actor = start(['theme:dark']);
    actor.send({ type: 'palette.toggle' });
    const view = selectPaletteView(ITEMS, ['pages', 'actions'])(actor.getSnapshot());
    expect(view.open).toBe(true);
    expect(view.sections.map((section) => [section.group, section.items.map((item) => item.label)])).toEqual([
      ['recent', ['Dark theme']],
      ['pages', ['Dashboard', 'Billing']],
    ]);
    expect(view.shown.map((item) => item.label)).toEqual(['Dark theme', 'Dashboard', 'Billing']);
  });

  it('once something is typed: the matches by label or keyword, or nothing', () => {
    const actor = start([]);
    actor.send({ type: 'palette.toggle' });
    actor.send({ type: 'palette.type', query: 'invoic' });
    const view = selectPaletteView(ITEMS, ['pages', 'actions'])(actor.getSnapshot());
    expect(view).toMatchObject({ query: 'invoic', sections: [{ group: 'results' }] });
    expect(view.shown.map((item) => item.label)).toEqual(['Billing']);
    actor.send({ type: 'palette.type', query: 'zzz' });
    expect(selectPaletteView(ITEMS, ['pages', 'actions'])(actor.getSnapshot()).sections).toEqual([]);
  });
});
