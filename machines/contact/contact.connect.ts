import type { SnapshotFrom } from 'xstate';
import type { contactMachine } from './contact.machine.ts';
import { selectCanSubmit, selectContactValues, selectFieldMessage, selectInvalidField, selectIsBusy } from './contact.selectors.ts';
import type { ContactEvent, ContactField } from './contact.types.ts';

/**
 * The contact form: the values typed, whether it is busy or may be sent, the field refused with
 * what to say there (an i18n key), and typing and sending.
 */
export const connectContact = (snapshot: SnapshotFrom<typeof contactMachine>, send: (event: ContactEvent) => void) => ({
  values: selectContactValues(snapshot),
  busy: selectIsBusy(snapshot),
  canSubmit: selectCanSubmit(snapshot),
  invalidField: selectInvalidField(snapshot),
  fieldMessage: selectFieldMessage(snapshot),
  change: (field: ContactField, value: string) => send({ type: 'contact.change', field, value }),
  submit: () => send({ type: 'contact.submit' }),
});
