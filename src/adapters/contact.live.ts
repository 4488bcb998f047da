import { assign, fromPromise } from 'xstate';
import {
  checkContact,
  contactMachine,
  nextSubmission,
  type ContactCheck,
  type ContactContext,
  type ContactRequest,
  type ContactValues,
} from '../../machines/contact/index.ts';
import { createContactApi, hubOrigin } from './contact-api.ts';
import { focusContactField } from './contact.dom.ts';
import { clearContactDraft, readContactDraft, saveContactDraft } from './contact-draft-storage.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { afterNextPaint } from './next-paint.ts';
import { getRecaptchaToken, prepareRecaptcha } from './recaptcha.ts';

// fetch is looked up per call, so a test can stub it after this module loads.
const send = createContactApi({ fetch: (input, init) => globalThis.fetch(input, init), hubOrigin: hubOrigin() });

/**
 * The contact machine with the browser's effects: storage, reCAPTCHA, fetch, focus, console.
 * Made once per page load; each mounted form starts its own actor from it.
 */
export const liveContactMachine = contactMachine.provide({
  actors: {
    readDraft: fromPromise(async () => readContactDraft()),
    // The check parses the phone number with libphonenumber, whose validation builds its
    // regular expressions afresh on every call: 20-60 ms of the tap on a phone (4x CPU
    // profile), and the tap's next frame waited for it. The busy state paints first.
    checkForm: fromPromise<ContactCheck, { values: ContactValues }>(async ({ input }) => {
      await afterNextPaint();
      return checkContact(input.values);
    }),
    getCaptchaToken: fromPromise(() => getRecaptchaToken()),
    sendRequest: fromPromise<unknown, ContactRequest>(({ input, signal }) => send(input, signal)),
  },
  actions: {
    prepareCaptcha: () => prepareRecaptcha(),
    saveDraft: (_, { values }) => saveContactDraft(values),
    clearDraft: () => clearContactDraft(),
    focusField: (_, { field }) => focusContactField(field),
    logError: (_, { error }) => console.error('The contact request failed:', error),
    keySubmission: assign(({ context }: { context: ContactContext }, { check }: { check: ContactCheck }) =>
      check.ok ? nextSubmission(context, check.payload, newIdempotencyKey) : {},
    ),
  },
});
