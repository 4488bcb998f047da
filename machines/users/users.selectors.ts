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
