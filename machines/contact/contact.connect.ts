import type { SnapshotFrom } from 'xstate';
import { fieldMessage, type contactMachine } from './contact.machine.ts';
import type { ContactEvent, ContactField } from './contact.types.ts';

/**
 * The contact form: the values typed, whether it is busy or may be sent, the field refused with
 * what to say there (an i18n key), and typing and sending.
 */
export const connectContact = (snapshot: SnapshotFrom<typeof contactMachine>, send: (event: ContactEvent) => void) => {
  const { values, invalidField, invalidProblem } = snapshot.context;
  return {
    values,
    /** Checking, getting the token or sending: the submit button says so and does nothing. */
    busy: snapshot.hasTag('busy'),
    canSubmit: snapshot.can({ type: 'contact.submit' }),
    invalidField,
    /** What to say at the rejected field (i18n key): what to fix, mostly the description of its toast. */
    fieldMessage: invalidField ? (fieldMessage(invalidField, invalidProblem) ?? null) : null,
    change: (field: ContactField, value: string) => send({ type: 'contact.change', field, value }),
    submit: () => send({ type: 'contact.submit' }),
  };
};
