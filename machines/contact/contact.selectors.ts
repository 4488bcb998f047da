import type { SnapshotFrom } from 'xstate';
import { fieldMessage, type contactMachine } from './contact.machine.ts';

type ContactSnapshot = SnapshotFrom<typeof contactMachine>;

export const selectContactValues = (snapshot: ContactSnapshot) => snapshot.context.values;
/** Checking, getting the token or sending: the submit button says so and does nothing. */
export const selectIsBusy = (snapshot: ContactSnapshot) => snapshot.hasTag('busy');
export const selectCanSubmit = (snapshot: ContactSnapshot) => snapshot.can({ type: 'contact.submit' });
export const selectInvalidField = (snapshot: ContactSnapshot) => snapshot.context.invalidField;
/** What to say at the rejected field (i18n key): what to fix, mostly the description of its toast. */
export const selectFieldMessage = (snapshot: ContactSnapshot) =>
  snapshot.context.invalidField ? (fieldMessage(snapshot.context.invalidField, snapshot.context.invalidProblem) ?? null) : null;
