import type { SnapshotFrom } from 'xstate';
import type { usersMachine } from './users.machine.ts';

type UsersSnapshot = SnapshotFrom<typeof usersMachine>;

/** Which dialog is open; `closed` when none. */
export type UsersDialog = 'closed' | 'adding' | 'editing' | 'confirmingDelete' | 'confirmingReset';

export const selectDialog = (snapshot: UsersSnapshot): UsersDialog => {
  const value = snapshot.value;
  return typeof value === 'string' ? value : (Object.keys(value)[0] as UsersDialog);
};
export const selectUsers = (snapshot: UsersSnapshot) => snapshot.context.users;
export const selectSort = (snapshot: UsersSnapshot) => snapshot.context.sort;
export const selectQuery = (snapshot: UsersSnapshot) => snapshot.context.query;
export const selectTarget = (snapshot: UsersSnapshot) => snapshot.context.target;
export const selectForm = (snapshot: UsersSnapshot) => snapshot.context.form;
export const selectErrors = (snapshot: UsersSnapshot) => snapshot.context.errors;
export const selectIsBusy = (snapshot: UsersSnapshot) => snapshot.hasTag('busy');
