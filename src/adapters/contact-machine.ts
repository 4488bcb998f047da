import { fromPromise } from 'xstate';
import {
  checkContact,
  contactMachine,
  type ContactCheck,
  type ContactField,
  type ContactRequest,
  type ContactValues,
} from '../../machines/contact/index.ts';
import { createContactApi } from './contact-api.ts';
import { clearContactDraft, readContactDraft, saveContactDraft } from './contact-draft.ts';
import { getRecaptchaToken, prepareRecaptcha } from './recaptcha.ts';

/** DOM ids of the form's fields: the view renders them, focusField finds them. */
export const CONTACT_FIELD_IDS: Readonly<Record<ContactField, string>> = {
  fullName: 'contact-full-name',
  company: 'contact-company',
  email: 'contact-email',
  phoneNumber: 'contact-phone',
  interest: 'contact-interest',
  message: 'contact-message',
};

/** VITE_HUB_API_URL; unset or blank means this site answers the request itself. */
export function hubOrigin(): string | undefined {
  const value: unknown = import.meta.env.VITE_HUB_API_URL;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Resolves once the browser has painted the frame after this one (or after 100 ms, in a tab
 * that does not paint): a callback from requestAnimationFrame runs just before a paint, and a
 * task queued from it runs after that paint.
 */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });

/** The contact machine with the browser's effects: storage, reCAPTCHA, fetch, focus, console. */
export function createContactMachine() {
  // fetch is looked up per call, so a test can stub it after this module loads.
  const send = createContactApi({ fetch: (input, init) => globalThis.fetch(input, init), hubOrigin: hubOrigin() });
  return contactMachine.provide({
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
      focusField: (_, { field }) => document.getElementById(CONTACT_FIELD_IDS[field])?.focus(),
      logError: (_, { error }) => console.error('The contact request failed:', error),
    },
  });
}
