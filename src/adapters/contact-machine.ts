import { fromPromise } from 'xstate';
import { contactMachine, type ContactField, type ContactRequest } from '../../machines/contact/index.ts';
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

/** The contact machine with the browser's effects: storage, reCAPTCHA, fetch, focus, console. */
export function createContactMachine() {
  // fetch is looked up per call, so a test can stub it after this module loads.
  const send = createContactApi({ fetch: (input, init) => globalThis.fetch(input, init), hubOrigin: hubOrigin() });
  return contactMachine.provide({
    actors: {
      readDraft: fromPromise(async () => readContactDraft()),
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
