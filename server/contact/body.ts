// The embedded endpoint's check of a contact request body. Pure, so the Vite plugin and a unit
// test share it. It applies the form's own rules (machines/contact) to what arrives.
import { isCleanText } from '../../machines/contact/clean-text.ts';
import { isEmailShape } from '../../machines/contact/contact-payload.ts';
import { E164 } from '../../machines/contact/contact-phone.ts';
import { CONTACT_LIMITS, isInterest, type ContactPayload } from '../../machines/contact/contact.types.ts';

/** Larger bodies are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 16 * 1024;

type BodyField = keyof ContactPayload;

const LIMITS: Readonly<Record<BodyField, number>> = {
  fullName: CONTACT_LIMITS.fullName,
  companyName: CONTACT_LIMITS.company,
  businessEmail: CONTACT_LIMITS.email,
  phoneNumber: 16,
  interestedInSelection: CONTACT_LIMITS.interest,
  message: CONTACT_LIMITS.message,
};
const REQUIRED: readonly BodyField[] = ['fullName', 'companyName', 'businessEmail', 'phoneNumber', 'interestedInSelection'];

export type BodyCheck = { readonly ok: true; readonly value: ContactPayload } | { readonly ok: false; readonly errors: readonly string[] };

/**
 * Accepts exactly the six fields the form sends: strings, required ones not blank, within
 * their limits, clean (machines/contact/clean-text.ts: no control characters, direction
 * overrides or lone surrogates; line breaks in the message only), a deliverable-looking
 * e-mail, an E.164 phone and an interest from the list.
 * Unknown fields are an error too, so a client bug shows up instead of being dropped.
 * Never throws.
 */
export function checkContactBody(body: unknown): BodyCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, errors: ['body must be a JSON object'] };
  const record = body as Record<string, unknown>;
  const errors: string[] = [];
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(LIMITS, key)) errors.push(`${key} is not a known field`);
  }
  const text: Partial<Record<BodyField, string>> = {};
  for (const [key, limit] of Object.entries(LIMITS) as [BodyField, number][]) {
    const value = record[key];
    if (value === undefined && key === 'message') {
      text[key] = '';
      continue;
    }
    if (typeof value !== 'string') {
      errors.push(`${key} must be a string`);
      continue;
    }
    if (!isCleanText(value, key === 'message'))
      errors.push(`${key} contains a control character, a direction override or half a character (the form's rule)`);
    else if (REQUIRED.includes(key) && value.trim() === '') errors.push(`${key} is required`);
    else if (value.length > limit) errors.push(`${key} is longer than ${limit} characters`);
    text[key] = value;
  }
  if (text.businessEmail && !isEmailShape(text.businessEmail.trim())) errors.push('businessEmail is not an e-mail address');
  if (text.phoneNumber && !E164.test(text.phoneNumber)) errors.push('phoneNumber is not in E.164 format');
  if (text.interestedInSelection && !isInterest(text.interestedInSelection)) errors.push('interestedInSelection is not a known interest');
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      businessEmail: text.businessEmail!.trim(),
      companyName: text.companyName!.trim(),
      fullName: text.fullName!.trim(),
      phoneNumber: text.phoneNumber!,
      interestedInSelection: text.interestedInSelection as ContactPayload['interestedInSelection'],
      message: (text.message ?? '').trim(),
    },
  };
}
