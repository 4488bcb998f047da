import { fromPromise } from 'xstate';
import { companyMachine } from '../../machines/company/index.ts';
import { copyText } from './clipboard.ts';
import { focusCompanyField } from './company.dom.ts';
import { createMockSecret } from './mock-secret.ts';

/** The company machine with the clipboard, a random mock secret and focus. */
export const liveCompanyMachine = companyMachine.provide({
  actors: {
    copyText: fromPromise(({ input: { text } }) => copyText(text)),
    createSecret: fromPromise(async () => createMockSecret()),
  },
  actions: {
    focusField: (_, { field }) => focusCompanyField(field),
  },
});
