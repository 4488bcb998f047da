import type { SnapshotFrom } from 'xstate';
import type { usersMachine } from './users.machine.ts';
import { sameEmail } from './users.rules.ts';
import type { UserField, UsersEvent } from './users.types.ts';

type UsersSnapshot = SnapshotFrom<typeof usersMachine>;
type UsersSend = (event: UsersEvent) => void;

/** Which dialog is open; `closed` when none. */
export type UsersDialog = 'closed' | 'adding' | 'editing' | 'confirmingDelete' | 'confirmingReset';
const dialogOf = ({ value }: UsersSnapshot) => (typeof value === 'string' ? value : Object.keys(value)[0]) as UsersDialog;

/** The id of the signed-in admin's row, if they are in the list; that row cannot be deleted or demoted. */
const selfIdOf = ({ context: { selfEmail, users } }: UsersSnapshot) =>
  selfEmail === null ? null : (users.find((user) => sameEmail(user.email, selfEmail))?.id ?? null);

// The users page reads its flow through four connects, one per part that changes on its own:
// typing in the form dialog renders the dialog again, not the list.

/** The user list and Add User: every user, and the signed-in admin's row (marked "You", never selectable). */
export const connectUsers = (snapshot: UsersSnapshot, send: UsersSend) => ({
  users: snapshot.context.users,
  selfId: selfIdOf(snapshot),
  add: () => send({ type: 'users.add' }),
});

/** One row's actions menu: Edit, Send reset link, Force reset, and Delete while it is offered (never for one's own row). */
export const connectUserRow = (snapshot: UsersSnapshot, send: UsersSend, userId: string) => ({
  canDelete: snapshot.can({ type: 'users.delete', userId }),
  edit: () => send({ type: 'users.edit', userId }),
  resetPassword: () => send({ type: 'users.resetPassword', userId }),
  forceReset: () => send({ type: 'users.forceReset', userId }),
  remove: () => send({ type: 'users.delete', userId }),
});

/**
 * Add User and Edit User: whether the dialog is open and which, the user edited, the form and
 * its errors, whether it is being checked, and whether the admin is editing their own row
 * (whose role is shown fixed: they cannot demote themselves); typing, saving, cancelling.
 */
export const connectUserForm = (snapshot: UsersSnapshot, send: UsersSend) => {
  const dialog = dialogOf(snapshot);
  const { target, form, errors } = snapshot.context;
  return {
    open: dialog === 'adding' || dialog === 'editing',
    adding: dialog === 'adding',
    targetName: target?.name ?? '',
    form,
    errors,
    busy: snapshot.hasTag('busy'),
    editingSelf: dialog === 'editing' && target !== null && target.id === selfIdOf(snapshot),
    change: (field: UserField, value: string) => send({ type: 'form.change', field, value }),
    submit: () => send({ type: 'form.submit' }),
    cancel: () => send({ type: 'dialog.cancel' }),
  };
};

/** The two confirmations (delete a user, force a password reset): open or not, which, whom; confirming or not. */
export const connectUserConfirm = (snapshot: UsersSnapshot, send: UsersSend) => {
  const dialog = dialogOf(snapshot);
  return {
    open: dialog === 'confirmingDelete' || dialog === 'confirmingReset',
    deleting: dialog === 'confirmingDelete',
    name: snapshot.context.target?.name ?? '',
    confirm: () => send({ type: 'dialog.confirm' }),
    cancel: () => send({ type: 'dialog.cancel' }),
  };
};
