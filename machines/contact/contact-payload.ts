import { isCleanText } from './clean-text.ts';
import { checkPhone } from './contact-phone.ts';
import {
  CONTACT_LIMITS,
  isInterest,
  type ContactCheck,
  type ContactField,
  type ContactPayload,
  type ContactValues,
} from './contact.types.ts';

/**
 * An address a mail server could deliver to: one @, no spaces, a dot in the domain. The
 * browser's type=email check is looser (it accepts "a@b"), so the form, the machine and the
 * embedded endpoint all use this one rule and agree on what they accept.
 */
export function isEmailShape(value: string): boolean {
  if (value.length > CONTACT_LIMITS.email) return false;
  const at = value.indexOf('@');
  if (at < 1 || at > 64 || at !== value.lastIndexOf('@')) return false;
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

const REQUIRED: readonly ContactField[] = ['fullName', 'company', 'email', 'phoneNumber', 'interest'];
const TEXT_FIELDS: readonly ContactField[] = ['fullName', 'company', 'email', 'message'];

/** Whether two payloads are the same request (the same Idempotency-Key may carry them). */
export const samePayload = (a: ContactPayload, b: ContactPayload): boolean =>
  (Object.keys(a) as (keyof ContactPayload)[]).every((field) => a[field] === b[field]);

/** The hub's body, from checked values and the phone number in E.164. */
export function buildContactPayload(values: ContactValues, e164: string): ContactPayload {
  return {
    businessEmail: values.email.trim(),
    companyName: values.company.trim(),
    fullName: values.fullName.trim(),
    phoneNumber: e164,
    interestedInSelection: isInterest(values.interest) ? values.interest : 'other',
    message: values.message.trim(),
  };
}

/**
 * Re-checks what the browser already checked (required fields, e-mail) plus what it cannot
 * (characters the service refuses, a phone number valid for its country, the interest list,
 * blank-only text). Reports the first problem in form order. Never throws.
 */
export function checkContact(values: ContactValues): ContactCheck {
  for (const field of REQUIRED) {
    if (values[field].trim() === '') return { ok: false, field, problem: 'missing' };
  }
  // The site's service refuses these characters (clean-text.ts); say so at the field first.
  for (const field of TEXT_FIELDS) {
    if (!isCleanText(values[field], field === 'message')) return { ok: false, field, problem: 'unsafe' };
  }
  for (const [field, limit] of Object.entries(CONTACT_LIMITS) as [ContactField, number][]) {
    if (values[field].trim().length > limit) return { ok: false, field, problem: 'tooLong' };
  }
  if (!isEmailShape(values.email.trim())) return { ok: false, field: 'email', problem: 'invalid' };
  const phone = checkPhone(values.phoneNumber);
  if (!phone.ok) return { ok: false, field: 'phoneNumber', problem: phone.problem === 'MISSING' ? 'missing' : 'invalid' };
  if (!isInterest(values.interest)) return { ok: false, field: 'interest', problem: 'invalid' };
  return { ok: true, payload: buildContactPayload(values, phone.e164) };
}
