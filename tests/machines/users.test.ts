import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import {
  connectUserConfirm,
  connectUserForm,
  connectUserRow,
  connectUsers,
  DEFAULT_ROLE,
  nextUserId,
  usersMachine,
  validateUserForm,
  type User,
  type UserField,
  type ValidateUserFormInput,
  type ValidationResult,
} from '../../machines/users/index.ts';
import type { ToastEvent, ToastInput } from '../../machines/toast/index.ts';
import { connected, noSend } from './connect.ts';
import { inspect } from './coverage.ts';

const SEED: readonly User[] = [
  { id: 'usr_001', name: 'Dana Levi', email: 'dana.levi@example.com', role: 'admin', lastLogin: '2025-11-20T08:42:00Z' },
  { id: 'usr_002', name: 'José Álvarez', email: 'jose.alvarez@example.com', role: 'editor', lastLogin: '2025-11-18T16:05:00Z' },
  { id: 'usr_003', name: 'ana souza', email: 'ana.souza@example.com', role: 'viewer', lastLogin: null },
];

/** The app's toast actor, replaced by one that records what it is asked to show. */
function toastRecorder() {
  const shown: ToastInput[] = [];
  const ref = createActor(
    fromCallback<ToastEvent>(({ receive }) => {
      receive((event) => {
        if (event.type === 'toast.show') shown.push(event.toast);
      });
    }),
  ).start();
  return { ref, shown };
}

function start(users: readonly User[] = SEED) {
  const toast = toastRecorder();
  const focused = vi.fn<(field: UserField | null) => void>();
  const machine = usersMachine.provide({ actions: { focusField: (_, params) => focused(params.field) } });
  const actor = createActor(machine, { input: { users, toast: toast.ref }, inspect }).start();
  return { actor, shown: toast.shown, focused };
}

type Snapshot = SnapshotFrom<typeof usersMachine>;
/** Which dialog is open (the top state's name), `closed` when none. */
const dialogOf = ({ value }: Snapshot) => (typeof value === 'string' ? value : Object.keys(value)[0]);
const settledIn = (state: string) => (snapshot: Snapshot) => snapshot.matches(state as never) && !snapshot.hasTag('busy');
const filling = (snapshot: Snapshot) => snapshot.matches({ adding: 'filling' }) || snapshot.matches({ editing: 'filling' });

function type(actor: ReturnType<typeof start>['actor'], values: Partial<Record<UserField, string>>) {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'form.change', field: field as UserField, value });
}

describe('users machine: the list', () => {
  it('starts closed with the given users, in their order', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('closed');
    expect(dialogOf(snapshot)).toBe('closed');
    expect(snapshot.context.users).toEqual(SEED);
    expect(connectUsers(snapshot, noSend).selfId).toBeNull();
  });
});

describe('users machine: the signed-in admin', () => {
  const SELF: User = { id: 'usr_010', name: 'Test Admin', email: 'admin@example.com', role: 'admin', lastLogin: null };
  const startWithSelf = () => {
    const toast = toastRecorder();
    const actor = createActor(usersMachine, {
      input: { users: [...SEED, SELF], toast: toast.ref, selfEmail: 'Admin@Example.com' },
      inspect,
    }).start();
    return { actor, shown: toast.shown };
  };

  it('knows their row by e-mail, whatever its case', () => {
    const { actor } = startWithSelf();
    expect(connectUsers(actor.getSnapshot(), noSend).selfId).toBe('usr_010');
  });

  it('cannot delete themselves: the delete is refused, others are not', () => {
    const { actor } = startWithSelf();
    expect(actor.getSnapshot().can({ type: 'users.delete', userId: 'usr_010' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'users.delete', userId: 'usr_002' })).toBe(true);
    actor.send({ type: 'users.delete', userId: 'usr_010' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('cannot demote themselves: their role stays Admin while name and e-mail change', async () => {
    const { actor, shown } = startWithSelf();
    actor.send({ type: 'users.edit', userId: 'usr_010' });
    actor.send({ type: 'form.change', field: 'role', value: 'viewer' });
    expect(actor.getSnapshot().context.form.role).toBe('admin');
    actor.send({ type: 'form.change', field: 'name', value: 'Test Admin Two' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, settledIn('closed'));
    expect(actor.getSnapshot().context.users.at(-1)).toMatchObject({ name: 'Test Admin Two', role: 'admin' });
    expect(shown.at(-1)?.title.key).toBe('users:toast.updated.title');
  });

  it('deletes many users at once, never the signed-in admin, with one toast naming the count', () => {
    const { actor, shown } = startWithSelf();
    actor.send({ type: 'users.deleteMany', userIds: ['usr_001', 'usr_003', 'usr_010', 'usr_999'] });
    expect(actor.getSnapshot().context.users.map((user) => user.id)).toEqual(['usr_002', 'usr_010']);
    expect(shown).toEqual([
      {
        title: { key: 'users:toast.deletedMany.title' },
        description: { key: 'users:toast.deletedMany.description', values: { number: 2 } },
      },
    ]);
  });

  it('ignores a bulk delete with nothing it may delete', () => {
    const { actor, shown } = startWithSelf();
    actor.send({ type: 'users.deleteMany', userIds: ['usr_010', 'usr_999'] });
    expect(actor.getSnapshot().context.users).toHaveLength(4);
    expect(shown).toEqual([]);
  });
});

describe('users machine: Add User', () => {
  it('opens with an empty form and the Viewer role', () => {
    const { actor } = start();
    actor.send({ type: 'users.add' });
    expect(actor.getSnapshot().matches({ adding: 'filling' })).toBe(true);
    expect(dialogOf(actor.getSnapshot())).toBe('adding');
    expect(actor.getSnapshot().context.form).toEqual({ name: '', email: '', password: '', role: DEFAULT_ROLE });
    expect(DEFAULT_ROLE).toBe('viewer');
  });

  it('validates in an observable step, then appends the user, closes, resets and toasts', async () => {
    const { actor, shown } = start();
    actor.send({ type: 'users.add' });
    type(actor, { name: '  Noa Ben-David ', email: 'noa@example.com', password: 'Temp#1234', role: 'editor' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ adding: 'validating' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, settledIn('closed'));

    const { users, form, errors } = actor.getSnapshot().context;
    expect(users).toHaveLength(4);
    expect(users.at(-1)).toEqual({ id: 'usr_004', name: 'Noa Ben-David', email: 'noa@example.com', role: 'editor', lastLogin: null });
    expect(form).toEqual({ name: '', email: '', password: '', role: 'viewer' });
    expect(errors).toEqual({});
    expect(shown).toEqual([
      {
        title: { key: 'users:toast.added.title' },
        description: { key: 'users:toast.added.description', values: { name: 'Noa Ben-David', role: { key: 'users:roles.editor.name' } } },
      },
    ]);
  });

  it('gives every new user an id of its own, even after a delete', async () => {
    const { actor } = start();
    const add = async (name: string, email: string) => {
      actor.send({ type: 'users.add' });
      type(actor, { name, email, password: 'x' });
      actor.send({ type: 'form.submit' });
      await waitFor(actor, settledIn('closed'));
    };
    await add('A', 'a@example.com');
    actor.send({ type: 'users.delete', userId: 'usr_004' });
    actor.send({ type: 'dialog.confirm' });
    await add('B', 'b@example.com');
    const ids = actor.getSnapshot().context.users.map((user) => user.id);
    expect(ids).toEqual(['usr_001', 'usr_002', 'usr_003', 'usr_005']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows every missing field, keeps what was typed, and focuses the first invalid field', async () => {
    const { actor, shown, focused } = start();
    actor.send({ type: 'users.add' });
    type(actor, { email: '  not-an-email ' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, filling);
    const { errors, form, users } = actor.getSnapshot().context;
    expect(errors).toEqual({
      name: { key: 'users:form.errors.nameRequired' },
      email: { key: 'users:form.errors.emailInvalid' },
      password: { key: 'users:form.errors.passwordRequired' },
    });
    expect(form.email).toBe('  not-an-email ');
    expect(users).toHaveLength(3);
    expect(shown).toEqual([]);
    expect(focused).toHaveBeenCalledWith('name');
  });

  it('asks for an e-mail when it is empty', () => {
    expect(validateUserForm({ name: 'A', email: ' ', password: 'p', role: 'viewer' }, SEED, 'add').errors).toEqual({
      email: { key: 'users:form.errors.emailRequired' },
    });
  });

  it('refuses a role that does not exist', () => {
    const form = { name: 'A', email: 'a@example.com', password: 'p', role: 'owner' as never };
    expect(validateUserForm(form, SEED, 'add').errors).toEqual({ role: { key: 'users:form.errors.roleRequired' } });
  });

  it('ignores an unknown role typed into the form', () => {
    const { actor } = start();
    actor.send({ type: 'users.add' });
    actor.send({ type: 'form.change', field: 'role', value: 'owner' });
    expect(actor.getSnapshot().context.form.role).toBe('viewer');
    actor.send({ type: 'form.change', field: 'role', value: 'admin' });
    expect(actor.getSnapshot().context.form.role).toBe('admin');
  });

  it('refuses an e-mail that another user has, whatever its case', async () => {
    const { actor, focused } = start();
    actor.send({ type: 'users.add' });
    type(actor, { name: 'Dana Again', email: 'DANA.LEVI@example.com', password: 'p' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, filling);
    expect(actor.getSnapshot().context.errors).toEqual({
      email: { key: 'users:form.errors.emailTaken', values: { email: 'DANA.LEVI@example.com' } },
    });
    expect(focused).toHaveBeenCalledWith('email');
    expect(actor.getSnapshot().context.users).toHaveLength(3);
  });

  it('clears a field’s error as soon as it is edited, and succeeds on the next submit', async () => {
    const { actor } = start();
    actor.send({ type: 'users.add' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, filling);
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['name', 'email', 'password']);
    type(actor, { name: 'Ola' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['email', 'password']);
    type(actor, { email: 'ola@example.com', password: 'p' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, settledIn('closed'));
    expect(actor.getSnapshot().context.users.at(-1)?.name).toBe('Ola');
  });

  it('cancel closes without adding and forgets the form', () => {
    const { actor, shown } = start();
    actor.send({ type: 'users.add' });
    type(actor, { name: 'Half typed' });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.form.name).toBe('');
    expect(actor.getSnapshot().context.users).toHaveLength(3);
    expect(shown).toEqual([]);
    actor.send({ type: 'users.add' });
    expect(actor.getSnapshot().context.form.name).toBe('');
  });

  it('can be cancelled while validating', () => {
    const { actor } = start();
    actor.send({ type: 'users.add' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it.each([
    ['adding', { type: 'users.add' }],
    ['editing', { type: 'users.edit', userId: 'usr_001' }],
  ] as const)('goes back to the %s form, keeping it, if validation itself fails', async (dialog, open) => {
    const toast = toastRecorder();
    const machine = usersMachine.provide({ actors: { validateUserForm: failingValidator() } });
    const actor = createActor(machine, { input: { users: SEED, toast: toast.ref }, inspect }).start();
    actor.send(open);
    type(actor, { name: 'Kept' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ [dialog]: 'validating' })).toBe(true);
    await waitFor(actor, filling);
    expect(actor.getSnapshot().matches({ [dialog]: 'filling' })).toBe(true);
    expect(actor.getSnapshot().context.form.name).toBe('Kept');
    expect(actor.getSnapshot().context.users).toEqual(SEED);
    expect(toast.shown).toEqual([]);
  });
});

function failingValidator() {
  return fromPromise<ValidationResult, ValidateUserFormInput>(async () => {
    throw new Error('validator crashed');
  });
}

describe('users machine: Edit User', () => {
  it('opens with the user’s name, e-mail and role', () => {
    const { actor } = start();
    actor.send({ type: 'users.edit', userId: 'usr_002' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ editing: 'filling' })).toBe(true);
    expect(dialogOf(snapshot)).toBe('editing');
    expect(snapshot.context.target?.id).toBe('usr_002');
    expect(snapshot.context.form).toEqual({ name: 'José Álvarez', email: 'jose.alvarez@example.com', password: '', role: 'editor' });
  });

  it('replaces the user in place, keeps id and last login, and toasts', async () => {
    const { actor, shown } = start();
    actor.send({ type: 'users.edit', userId: 'usr_002' });
    type(actor, { name: 'José A. Álvarez', email: 'jose@example.com', role: 'admin' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ editing: 'validating' })).toBe(true);
    await waitFor(actor, settledIn('closed'));
    const { users, target } = actor.getSnapshot().context;
    expect(users[1]).toEqual({
      id: 'usr_002',
      name: 'José A. Álvarez',
      email: 'jose@example.com',
      role: 'admin',
      lastLogin: '2025-11-18T16:05:00Z',
    });
    expect(users).toHaveLength(3);
    expect(target).toBeNull();
    expect(shown).toEqual([
      {
        title: { key: 'users:toast.updated.title' },
        description: { key: 'users:toast.updated.description', values: { name: 'José A. Álvarez' } },
      },
    ]);
  });

  it('lets a user keep their own e-mail, but not take someone else’s', async () => {
    const { actor } = start();
    actor.send({ type: 'users.edit', userId: 'usr_001' });
    type(actor, { email: 'Jose.Alvarez@example.com' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, filling);
    expect(actor.getSnapshot().context.errors.email?.key).toBe('users:form.errors.emailTaken');
    type(actor, { email: 'DANA.LEVI@example.com' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, settledIn('closed'));
    expect(actor.getSnapshot().context.users[0]?.email).toBe('DANA.LEVI@example.com');
  });

  it('requires name and e-mail but no password', async () => {
    const { actor, shown } = start();
    actor.send({ type: 'users.edit', userId: 'usr_003' });
    type(actor, { name: ' ', email: '' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, filling);
    expect(actor.getSnapshot().context.errors).toEqual({
      name: { key: 'users:form.errors.nameRequired' },
      email: { key: 'users:form.errors.emailRequired' },
    });
    expect(actor.getSnapshot().context.users[2]?.name).toBe('ana souza');
    expect(shown).toEqual([]);
  });

  it('cancel leaves the user as they were', () => {
    const { actor } = start();
    actor.send({ type: 'users.edit', userId: 'usr_001' });
    type(actor, { name: 'Changed' });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.users).toEqual(SEED);
    expect(actor.getSnapshot().context.target).toBeNull();
  });

  it('ignores a user that does not exist', () => {
    const { actor } = start();
    for (const type of ['users.edit', 'users.delete', 'users.forceReset', 'users.resetPassword'] as const) {
      actor.send({ type, userId: 'usr_999' });
      expect(actor.getSnapshot().value).toBe('closed');
    }
  });
});

describe('users machine: delete and password resets', () => {
  it('asks before deleting, and deletes on confirm with a toast', () => {
    const { actor, shown } = start();
    actor.send({ type: 'users.delete', userId: 'usr_001' });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(actor.getSnapshot().context.target?.name).toBe('Dana Levi');
    actor.send({ type: 'dialog.confirm' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.users.map((user) => user.id)).toEqual(['usr_002', 'usr_003']);
    expect(shown).toEqual([
      {
        title: { key: 'users:toast.deleted.title' },
        description: { key: 'users:toast.deleted.description', values: { name: 'Dana Levi' } },
      },
    ]);
  });

  it('keeps the user when the deletion is cancelled', () => {
    const { actor, shown } = start();
    actor.send({ type: 'users.delete', userId: 'usr_001' });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.users).toEqual(SEED);
    expect(shown).toEqual([]);
  });

  it('sends a reset link at once, naming the user’s e-mail', () => {
    const { actor, shown } = start();
    actor.send({ type: 'users.resetPassword', userId: 'usr_002' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(shown).toEqual([
      {
        title: { key: 'users:toast.reset.title' },
        description: { key: 'users:toast.reset.description', values: { email: 'jose.alvarez@example.com' } },
      },
    ]);
  });

  it('asks before forcing a reset, and toasts on confirm', () => {
    const { actor, shown } = start();
    actor.send({ type: 'users.forceReset', userId: 'usr_003' });
    expect(actor.getSnapshot().value).toBe('confirmingReset');
    expect(dialogOf(actor.getSnapshot())).toBe('confirmingReset');
    actor.send({ type: 'dialog.confirm' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.users).toEqual(SEED);
    expect(shown).toEqual([
      {
        title: { key: 'users:toast.forcedReset.title' },
        description: { key: 'users:toast.forcedReset.description', values: { name: 'ana souza' } },
      },
    ]);
  });

  it('does nothing when a forced reset is cancelled', () => {
    const { actor, shown } = start();
    actor.send({ type: 'users.forceReset', userId: 'usr_003' });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(shown).toEqual([]);
  });

  it('opens only one dialog at a time', () => {
    const { actor } = start();
    actor.send({ type: 'users.delete', userId: 'usr_001' });
    actor.send({ type: 'users.add' });
    actor.send({ type: 'users.edit', userId: 'usr_002' });
    actor.send({ type: 'users.resetPassword', userId: 'usr_002' });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(actor.getSnapshot().context.target?.id).toBe('usr_001');
  });
});

describe('user ids', () => {
  it('skips ids that are already taken', () => {
    const users: User[] = [{ ...SEED[0]!, id: 'usr_007' }];
    expect(nextUserId(users, 7)).toEqual({ id: 'usr_008', nextSerial: 9 });
    expect(nextUserId(users, 3)).toEqual({ id: 'usr_003', nextSerial: 4 });
  });
});

describe('users connects: the list, a row, the form dialog, the confirmations', () => {
  const SELF: User = { id: 'usr_010', name: 'Test Admin', email: 'admin@example.com', role: 'admin', lastLogin: null };
  const startWithSelf = () =>
    createActor(usersMachine, {
      input: { users: [...SEED, SELF], toast: toastRecorder().ref, selfEmail: 'Admin@Example.com' },
      inspect,
    }).start();

  it('lists every user, knows the signed-in admin’s row, and Add User opens the form', () => {
    const actor = startWithSelf();
    const { view, sent } = connected(actor, connectUsers);
    expect(view()).toMatchObject({ users: [...SEED, SELF], selfId: 'usr_010' });
    view().add();
    expect(sent).toEqual([{ type: 'users.add' }]);
    expect(connected(actor, connectUserForm).view()).toMatchObject({
      open: true,
      adding: true,
      targetName: '',
      editingSelf: false,
    });
  });

  it('a row: its four actions name the user; Delete is not offered for one’s own row, nor while a dialog is open', () => {
    const actor = startWithSelf();
    const own = connected(actor, connectUserRow, 'usr_010');
    const other = connected(actor, connectUserRow, 'usr_002');
    expect(own.view().canDelete).toBe(false);
    expect(other.view().canDelete).toBe(true);
    other.view().edit();
    expect(other.view().canDelete).toBe(false);
    actor.send({ type: 'dialog.cancel' });
    other.view().resetPassword();
    other.view().forceReset();
    actor.send({ type: 'dialog.cancel' });
    other.view().remove();
    expect(other.sent).toEqual([
      { type: 'users.edit', userId: 'usr_002' },
      { type: 'users.resetPassword', userId: 'usr_002' },
      { type: 'users.forceReset', userId: 'usr_002' },
      { type: 'users.delete', userId: 'usr_002' },
    ]);
    expect(connected(actor, connectUserConfirm).view()).toEqual(
      expect.objectContaining({ open: true, deleting: true, name: 'José Álvarez' }),
    );
  });

  it('the form dialog: editing another user, editing oneself (role fixed), typing, saving, cancelling', async () => {
    const actor = startWithSelf();
    const { view, sent } = connected(actor, connectUserForm);
    expect(view()).toMatchObject({ open: false, editingSelf: false });
    actor.send({ type: 'users.edit', userId: 'usr_002' });
    expect(view()).toMatchObject({
      open: true,
      adding: false,
      targetName: 'José Álvarez',
      form: { name: 'José Álvarez', role: 'editor' },
      editingSelf: false,
    });
    view().change('name', '');
    view().submit();
    expect(view().busy).toBe(true);
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(view().errors.name).toBeDefined();
    view().cancel();
    expect(view().open).toBe(false);
    actor.send({ type: 'users.edit', userId: 'usr_010' });
    expect(view()).toMatchObject({ open: true, editingSelf: true });
    expect(sent).toEqual([{ type: 'form.change', field: 'name', value: '' }, { type: 'form.submit' }, { type: 'dialog.cancel' }]);
  });

  it('the confirmations: delete or reset, naming whom; confirming or cancelling', () => {
    const actor = startWithSelf();
    const { view, sent } = connected(actor, connectUserConfirm);
    expect(view()).toMatchObject({ open: false, deleting: false, name: '' });
    actor.send({ type: 'users.delete', userId: 'usr_002' });
    expect(view()).toMatchObject({ open: true, deleting: true, name: 'José Álvarez' });
    view().cancel();
    actor.send({ type: 'users.forceReset', userId: 'usr_001' });
    expect(view()).toMatchObject({ open: true, deleting: false, name: 'Dana Levi' });
    view().confirm();
    expect(view().open).toBe(false);
    expect(sent).toEqual([{ type: 'dialog.cancel' }, { type: 'dialog.confirm' }]);
  });
});
