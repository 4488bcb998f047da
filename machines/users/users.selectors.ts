import type { SnapshotFrom } from 'xstate';
import type { usersMachine } from './users.machine.ts';
import { sameEmail } from './users.rules.ts';

type UsersSnapshot = SnapshotFrom<typeof usersMachine>;

/** Which dialog is open; `closed` when none. */
export type UsersDialog = 'closed' | 'adding' | 'editing' | 'confirmingDelete' | 'confirmingReset';

export const selectDialog = (snapshot: UsersSnapshot): UsersDialog => {
  const value = snapshot.value;
  return typeof value === 'string' ? value : (Object.keys(value)[0] as UsersDialog);
};
export const selectUsers = (snapshot: UsersSnapshot) => snapshot.context.users;
export const selectTarget = (snapshot: UsersSnapshot) => snapshot.context.target;
export const selectForm = (snapshot: UsersSnapshot) => snapshot.context.form;
export const selectErrors = (snapshot: UsersSnapshot) => snapshot.context.errors;
export const selectIsBusy = (snapshot: UsersSnapshot) => snapshot.hasTag('busy');
/** The id of the signed-in admin's row, if they are in the list; that row cannot be deleted or demoted. */
export const selectSelfId = (snapshot: UsersSnapshot) => {
  const { selfEmail, users } = snapshot.context;
  return selfEmail === null ? null : (users.find((user) => sameEmail(user.email, selfEmail))?.id ?? null);
};

/** Whether a row's Delete is offered (never for the signed-in admin's own row). */
export const selectCanDelete = (userId: string) => (snapshot: UsersSnapshot) => snapshot.can({ type: 'users.delete', userId });

/** The user list: every user, and the signed-in admin's row (marked "You", never selectable). */
export const selectUsersListView = (snapshot: UsersSnapshot) => ({ users: selectUsers(snapshot), selfId: selectSelfId(snapshot) });

/**
 * Add User and Edit User: whether the dialog is open and which, the user edited, the form and
 * its errors, whether it is being checked, and whether the admin is editing their own row
 * (whose role is shown fixed: they cannot demote themselves).
 */
export const selectUserFormView = (snapshot: UsersSnapshot) => {
  const dialog = selectDialog(snapshot);
  const target = selectTarget(snapshot);
  return {
    open: dialog === 'adding' || dialog === 'editing',
    adding: dialog === 'adding',
    targetName: target?.name ?? '',
    form: selectForm(snapshot),
    errors: selectErrors(snapshot),
    busy: selectIsBusy(snapshot),
    editingSelf: dialog === 'editing' && target !== null && target.id === selectSelfId(snapshot),
  };
};

/** The two confirmations (delete a user, force a password reset): open or not, which, and whom. */
export const selectConfirmView = (snapshot: UsersSnapshot) => {
  const dialog = selectDialog(snapshot);
  return {
    open: dialog === 'confirmingDelete' || dialog === 'confirmingReset',
    deleting: dialog === 'confirmingDelete',
    name: selectTarget(snapshot)?.name ?? '',
  };
};
