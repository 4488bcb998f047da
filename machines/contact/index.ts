export { CONTACT_CAPTCHA_TIMEOUT_MS, CONTACT_REQUEST_TIMEOUT_MS, contactMachine, nextSubmission } from './contact.machine.ts';
export { CONTACT_DRAFT_KEY, isEmptyDraft, parseContactDraft, serializeContactDraft } from './contact-draft.ts';
export { buildContactPayload, checkContact, isEmailShape } from './contact-payload.ts';
export { checkPhone, E164, PHONE_RULES } from './contact-phone.ts';
export * from './contact.connect.ts';
export * from './contact.types.ts';
