import type { SnapshotFrom } from 'xstate';
import { problemToast, type contactMachine } from './contact.machine.ts';

type ContactSnapshot = SnapshotFrom<typeof contactMachine>;

export const selectContactValues = (snapshot: ContactSnapshot) => snapshot.context.values;
/** Checking, getting the token or sending: the submit button says so and does nothing. */
export const selectIsBusy = (snapshot: ContactSnapshot) => snapshot.hasTag('busy');
export const selectCanSubmit = (snapshot: ContactSnapshot) => snapshot.can({ type: 'contact.submit' });
export const selectInvalidField = (snapshot: ContactSnapshot) => snapshot.context.invalidField;
/** What to say at the rejected field: the description of the toast it raised (i18n key). */
export const selectFieldMessage = (snapshot: ContactSnapshot) =>
  snapshot.context.invalidField ? (problemToast(snapshot.context.invalidField).description ?? null) : null;
