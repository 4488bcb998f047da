import type { SnapshotFrom } from 'xstate';
import type { contactMachine } from './contact.machine.ts';

type ContactSnapshot = SnapshotFrom<typeof contactMachine>;

export const selectContactValues = (snapshot: ContactSnapshot) => snapshot.context.values;
/** Checking, getting the token or sending: the submit button says so and does nothing. */
export const selectIsBusy = (snapshot: ContactSnapshot) => snapshot.hasTag('busy');
export const selectCanSubmit = (snapshot: ContactSnapshot) => snapshot.can({ type: 'contact.submit' });
export const selectInvalidField = (snapshot: ContactSnapshot) => snapshot.context.invalidField;
