import { assign, fromPromise, sendTo, setup } from 'xstate';
import { text } from '../shared/text.ts';
import type { ToastEvent, ToastInput } from '../toast/toast.types.ts';
import { parseContactDraft } from './contact-draft.ts';
import { checkContact, samePayload } from './contact-payload.ts';
import {
  EMPTY_CONTACT_VALUES,
  type ContactCheck,
  type ContactContext,
  type ContactEvent,
  type ContactFailure,
  type ContactField,
  type ContactInput,
  type ContactPayload,
  type ContactProblem,
  type ContactRequest,
  type ContactValues,
} from './contact.types.ts';

/** A request that has not answered after this long is aborted and reported (PRODUCT.md). */
export const CONTACT_REQUEST_TIMEOUT_MS = 15_000;
/** reCAPTCHA normally answers in well under a second; a hung script must not hold the form. */
export const CONTACT_CAPTCHA_TIMEOUT_MS = 10_000;

const TOASTS = {
  sent: { title: text('contact:toast.sent.title'), description: text('contact:toast.sent.description'), variant: 'success' },
  failed: { title: text('contact:toast.failed.title'), description: text('contact:toast.failed.description'), variant: 'destructive' },
  rateLimited: {
    title: text('contact:toast.rateLimited.title'),
    description: text('contact:toast.rateLimited.description'),
    variant: 'destructive',
  },
  invalidPhone: {
    title: text('contact:toast.invalidPhone.title'),
    description: text('contact:toast.invalidPhone.description'),
    variant: 'destructive',
  },
  invalidEmail: {
    title: text('contact:toast.invalidEmail.title'),
    description: text('contact:toast.invalidEmail.description'),
    variant: 'destructive',
  },
  incomplete: {
    title: text('contact:toast.incomplete.title'),
    description: text('contact:toast.incomplete.description'),
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;

/**
 * The toast a rejected field raises. Characters the service refuses raise SPEC's error toast
 * (the field says what to fix); otherwise the toast's description is also the field's message.
 */
export const problemToast = (field: ContactField, problem: ContactProblem | null = null): ToastInput =>
  problem === 'unsafe'
    ? TOASTS.failed
    : field === 'phoneNumber'
      ? TOASTS.invalidPhone
      : field === 'email'
        ? TOASTS.invalidEmail
        : TOASTS.incomplete;

/** What the field says about its problem (an i18n key). */
export const fieldMessage = (field: ContactField, problem: ContactProblem | null) =>
  problem === 'unsafe' ? text('contact:field.unsafe') : problemToast(field, problem).description;

/** The field and problem a failed check names (a passing check names none; the first field stands in). */
const rejected = (check: ContactCheck): { field: ContactField; problem: ContactProblem | null } =>
  check.ok ? { field: 'fullName', problem: null } : { field: check.field, problem: check.problem };

/**
 * The submission for a checked payload: the one being retried when the payload is the same
 * (same Idempotency-Key), else a new one with a key from `newKey`.
 */
export const nextSubmission = (context: ContactContext, payload: ContactPayload, newKey: () => string): Partial<ContactContext> =>
  context.submission && samePayload(context.submission.payload, payload)
    ? {}
    : { submission: { payload, key: newKey() }, submissions: context.submissions + 1 };

const showToast = (toast: ToastInput): ToastEvent => ({ type: 'toast.show', toast });

/** The server's rate limit answered (HTTP 429): the visitor is told to wait, not that it broke. */
const isRateLimited = (failure: ContactFailure | null): boolean =>
  failure?.reason === 'request' &&
  typeof failure.error === 'object' &&
  failure.error !== null &&
  (failure.error as { status?: unknown }).status === 429;

/**
 * The contact-sales form. It restores an unsent draft, then waits for the visitor. A submit
 * is checked (an observable step), gets a reCAPTCHA token, and sends the request; success
 * clears the form and the draft, failure keeps every field. While busy, further submits are
 * ignored, so one click sends one request. Draft storage, the token, the request, focus and
 * logging are provided by src/adapters; toasts go to the app's toast actor from `input`.
 */
export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    input: {} as ContactInput,
  },
  delays: {
    requestTimeout: CONTACT_REQUEST_TIMEOUT_MS,
    captchaTimeout: CONTACT_CAPTCHA_TIMEOUT_MS,
  },
  actors: {
    /** Resolves with the raw stored draft (or null). */
    readDraft: fromPromise<string | null>(async () => null),
    checkForm: fromPromise<ContactCheck, { values: ContactValues }>(async ({ input }) => checkContact(input.values)),
    /** Resolves with a reCAPTCHA token, or null when no site key is configured. */
    getCaptchaToken: fromPromise<string | null>(async () => null),
    /** Sends the request; rejects on any failure. Stopping the actor aborts it. */
    sendRequest: fromPromise<unknown, ContactRequest>(async () => undefined),
  },
  guards: {
    formIsValid: (_, params: { check: ContactCheck }) => params.check.ok,
  },
  actions: {
    restoreDraft: assign((_, params: { raw: unknown }) => {
      const draft = parseContactDraft(params.raw);
      return draft ? { values: draft } : {};
    }),
    setField: assign(({ context, event }) => {
      if (event.type !== 'contact.change') return {};
      return {
        values: { ...context.values, [event.field]: event.value },
        ...(context.invalidField === event.field ? { invalidField: null, invalidProblem: null } : {}),
      };
    }),
    clearValues: assign({
      values: EMPTY_CONTACT_VALUES,
      invalidField: null,
      invalidProblem: null,
      payload: null,
      token: null,
      submission: null,
    }),
    startAttempt: assign({ invalidField: null, invalidProblem: null, payload: null, token: null, failure: null }),
    acceptCheck: assign((_, params: { check: ContactCheck }) => (params.check.ok ? { payload: params.check.payload } : {})),
    /**
     * Provided by src/adapters with a random key (nextSubmission with a UUID); this placeholder
     * numbers the submissions, which is enough for a machine test.
     */
    keySubmission: assign(({ context }, params: { check: ContactCheck }) =>
      params.check.ok ? nextSubmission(context, params.check.payload, () => `submission-${context.submissions + 1}`) : {},
    ),
    rejectField: assign((_, params: { field: ContactField; problem: ContactProblem | null }) => ({
      invalidField: params.field,
      invalidProblem: params.problem,
    })),
    acceptToken: assign((_, params: { token: string | null }) => ({ token: params.token })),
    rememberCaptchaFailure: assign((_, params: { error: unknown }) => ({ failure: { reason: 'captcha' as const, error: params.error } })),
    rememberRequestFailure: assign((_, params: { error: unknown }) => ({ failure: { reason: 'request' as const, error: params.error } })),
    rememberTimeout: assign((_, params: { step: 'captcha' | 'request'; ms: number }) => ({
      failure: { reason: 'timeout' as const, error: new Error(`The contact ${params.step} timed out after ${params.ms} ms.`) },
    })),
    toastProblem: sendTo(
      ({ context }) => context.toast,
      (_, params: { field: ContactField; problem: ContactProblem | null }) => showToast(problemToast(params.field, params.problem)),
    ),
    toastSent: sendTo(({ context }) => context.toast, showToast(TOASTS.sent)),
    toastFailed: sendTo(
      ({ context }) => context.toast,
      ({ context }) => showToast(isRateLimited(context.failure) ? TOASTS.rateLimited : TOASTS.failed),
    ),
    /** Provided by src/adapters: starts loading the reCAPTCHA script once, when the form mounts. */
    prepareCaptcha: () => {},
    /** Provided by src/adapters: keeps the unsent form in sessionStorage. */
    saveDraft: (_, _params: { values: ContactValues }) => {},
    clearDraft: () => {},
    /** Provided by src/adapters: moves keyboard focus to the field to fix. */
    focusField: (_, _params: { field: ContactField }) => {},
    /** Provided by src/adapters: the developer log (console.error). */
    logError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'contact',
  context: ({ input }) => ({
    toast: input.toast,
    values: EMPTY_CONTACT_VALUES,
    invalidField: null,
    invalidProblem: null,
    payload: null,
    token: null,
    failure: null,
    submission: null,
    submissions: 0,
  }),
  entry: 'prepareCaptcha',
  initial: 'restoring',
  // Typing is never blocked; what is in flight was fixed when the check passed.
  on: {
    'contact.change': {
      actions: ['setField', { type: 'saveDraft', params: ({ context }) => ({ values: context.values }) }],
    },
  },
  states: {
    restoring: {
      description: 'Reading an unsent draft from this tab.',
      invoke: {
        id: 'readDraft',
        src: 'readDraft',
        onDone: { target: 'idle', actions: { type: 'restoreDraft', params: ({ event }) => ({ raw: event.output }) } },
        onError: { target: 'idle' },
      },
    },
    idle: {
      description: 'The visitor fills in the form.',
      on: { 'contact.submit': { target: 'validating', actions: 'startAttempt' } },
    },
    validating: {
      description: 'Checking the fields again (required, e-mail, phone valid for its country, interest).',
      tags: ['busy'],
      invoke: {
        id: 'checkForm',
        src: 'checkForm',
        input: ({ context }) => ({ values: context.values }),
        onDone: [
          {
            guard: { type: 'formIsValid', params: ({ event }) => ({ check: event.output }) },
            target: 'captcha',
            actions: [
              { type: 'acceptCheck', params: ({ event }) => ({ check: event.output }) },
              { type: 'keySubmission', params: ({ event }) => ({ check: event.output }) },
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'rejectField', params: ({ event }) => rejected(event.output) },
              { type: 'toastProblem', params: ({ event }) => rejected(event.output) },
              { type: 'focusField', params: ({ event }) => ({ field: rejected(event.output).field }) },
            ],
          },
        ],
        onError: {
          target: 'failure',
          actions: { type: 'rememberRequestFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    captcha: {
      description: 'Getting a reCAPTCHA token for the action contact_form (skipped when no site key is set).',
      tags: ['busy'],
      invoke: {
        id: 'getCaptchaToken',
        src: 'getCaptchaToken',
        onDone: { target: 'sending', actions: { type: 'acceptToken', params: ({ event }) => ({ token: event.output }) } },
        onError: {
          target: 'failure',
          actions: { type: 'rememberCaptchaFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      after: {
        captchaTimeout: {
          target: 'failure',
          actions: { type: 'rememberTimeout', params: { step: 'captcha', ms: CONTACT_CAPTCHA_TIMEOUT_MS } },
        },
      },
    },
    sending: {
      description: 'The request is in flight; it is aborted if it has not answered in time.',
      tags: ['busy'],
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => {
          if (!context.payload || !context.submission) throw new Error('Nothing to send: the form has not passed its check.');
          return { payload: context.payload, token: context.token, idempotencyKey: context.submission.key };
        },
        onDone: { target: 'success' },
        onError: {
          target: 'failure',
          actions: { type: 'rememberRequestFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      after: {
        requestTimeout: {
          target: 'failure',
          actions: { type: 'rememberTimeout', params: { step: 'request', ms: CONTACT_REQUEST_TIMEOUT_MS } },
        },
      },
    },
    success: {
      description: 'Sent: the form and the draft are cleared; the visitor may write again.',
      entry: ['clearValues', 'clearDraft', 'toastSent'],
      on: { 'contact.submit': { target: 'validating', actions: 'startAttempt' } },
    },
    failure: {
      description: 'Not sent: every field is kept for another try.',
      entry: ['toastFailed', { type: 'logError', params: ({ context }) => ({ error: context.failure?.error }) }],
      on: { 'contact.submit': { target: 'validating', actions: 'startAttempt' } },
    },
  },
});
