import type { ActorRef, Snapshot } from 'xstate';
import type { ToastEvent } from '../toast/toast.types.ts';

/** What a visitor can ask about (SPEC §3); the key is what the hub receives. */
export const INTERESTS = ['authentication', 'kyc', 'location', 'qos', 'communication', 'payments', 'other'] as const;
export type Interest = (typeof INTERESTS)[number];

export const isInterest = (value: unknown): value is Interest =>
  typeof value === 'string' && (INTERESTS as readonly string[]).includes(value);

/** The fields of the form, in the order a person fills them. */
export const CONTACT_FIELDS = ['fullName', 'company', 'email', 'phoneNumber', 'interest', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the form holds while it is being filled: plain strings, as typed. */
export type ContactValues = Readonly<Record<ContactField, string>>;

export const EMPTY_CONTACT_VALUES: ContactValues = Object.freeze({
  fullName: '',
  company: '',
  email: '',
  phoneNumber: '',
  interest: '',
  message: '',
});

/**
 * Longest accepted value of each field, in characters. The form's maxLength, the machine's
 * check and the embedded endpoint's check all read these. The phone limit is the input's
 * (SPEC §9: 250 characters typed); what is sent is E.164, at most 16 characters.
 */
export const CONTACT_LIMITS: Readonly<Record<ContactField, number>> = Object.freeze({
  fullName: 100,
  company: 120,
  email: 254,
  phoneNumber: 250,
  interest: 32,
  message: 2000,
});

/** The JSON body the hub receives (SPEC §3, §7). */
export interface ContactPayload {
  readonly businessEmail: string;
  readonly companyName: string;
  readonly fullName: string;
  /** E.164, e.g. +12133734253. */
  readonly phoneNumber: string;
  readonly interestedInSelection: Interest;
  readonly message: string;
}

/**
 * Why the form was not sent: the field to fix and what is wrong with it. `unsafe`: it holds a
 * character the site's service refuses (clean-text.ts), e.g. pasted control characters.
 */
export type ContactProblem = 'missing' | 'invalid' | 'tooLong' | 'unsafe';

export type ContactCheck =
  | { readonly ok: true; readonly payload: ContactPayload }
  | { readonly ok: false; readonly field: ContactField; readonly problem: ContactProblem };

/** What went wrong after validation; kept in context for the log and for tests. */
export type ContactFailure =
  | { readonly reason: 'captcha'; readonly error: unknown }
  | { readonly reason: 'request'; readonly error: unknown }
  | { readonly reason: 'timeout'; readonly error: Error };

/** Anything that accepts the toast machine's events: the app's toast actor, or a test double. */
export type ToastRef = ActorRef<Snapshot<unknown>, ToastEvent>;

export interface ContactInput {
  readonly toast: ToastRef;
}

/**
 * One submission: what was sent and the Idempotency-Key it goes with. Sending the same payload
 * again after a failure is the same submission (the site's service then stores it once, even
 * if the first attempt was stored after all); a changed payload is a new one.
 */
export interface ContactSubmission {
  readonly payload: ContactPayload;
  readonly key: string;
}

export interface ContactContext {
  readonly toast: ToastRef;
  readonly values: ContactValues;
  /** The field the last check rejected, until the visitor edits it. */
  readonly invalidField: ContactField | null;
  /** What is wrong with `invalidField`. */
  readonly invalidProblem: ContactProblem | null;
  /** The submission being sent, or last sent without success. */
  readonly submission: ContactSubmission | null;
  /** How many submissions this form has keyed (the placeholder key's serial). */
  readonly submissions: number;
  /** Built by validation; what the request sends, unaffected by edits made while sending. */
  readonly payload: ContactPayload | null;
  /** The reCAPTCHA token for this submission; null when the check is not configured. */
  readonly token: string | null;
  readonly failure: ContactFailure | null;
}

export type ContactEvent = { type: 'contact.change'; field: ContactField; value: string } | { type: 'contact.submit' };

/** What the send actor receives. */
export interface ContactRequest {
  readonly payload: ContactPayload;
  readonly token: string | null;
  /** Sent as the Idempotency-Key header to the site's own service (not to a hub). */
  readonly idempotencyKey: string;
}
