import { assign, fromCallback, fromPromise, sendTo, setup, waitFor } from 'xstate';
import { ADMIN_RECORD } from '../auth/auth-record.ts';
import { text } from '../shared/text.ts';
import type { ToastInput } from '../toast/toast.types.ts';
import { credentialsMissing, isCompleteOtp, matchesDemoAccount, sanitizeOtp } from './login.rules.ts';
import type { AuthActorRef, LoginContext, LoginEvent, LoginField, LoginInput } from './login.types.ts';

/** The mock "server" takes this long to check the pair, so the busy state can be seen. */
export const CREDENTIALS_CHECK_DELAY_MS = 600;
/** …and this long to check the code. */
export const CODE_CHECK_DELAY_MS = 600;

/** Where a signed-in admin lands when no console page was asked for. */
export const DEFAULT_REDIRECT = '/admin';

/** The toasts of the flow (SPEC §4, §8), as i18n keys. */
export const LOGIN_TOASTS = {
  failed: {
    title: text('login:toast.failed.title'),
    description: text('login:toast.failed.description'),
    variant: 'destructive',
  },
  otpInvalid: {
    title: text('login:toast.otpInvalid.title'),
    description: text('login:toast.otpInvalid.description'),
    variant: 'destructive',
  },
  sessionFailed: {
    title: text('login:toast.sessionFailed.title'),
    description: text('login:toast.sessionFailed.description'),
    variant: 'destructive',
  },
  success: {
    title: text('login:toast.success.title'),
    description: text('login:toast.success.description'),
    variant: 'success',
  },
  forgot: {
    title: text('login:toast.forgot.title'),
    description: text('login:toast.forgot.description'),
    variant: 'warning',
  },
} as const satisfies Record<string, ToastInput>;

/**
 * Admin sign-in against the mock demo account: an e-mail or username with a password, then a
 * six-digit code in a dialog. A passed code signs in through the app's auth actor;
 * src/adapters/login.live.ts provides the navigation that follows, focus and the storage behind
 * "Remember me".
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  delays: {
    credentialsCheckDelay: CREDENTIALS_CHECK_DELAY_MS,
    codeCheckDelay: CODE_CHECK_DELAY_MS,
  },
  actors: {
    /**
     * Provided by src/adapters: reports what "Remember me" kept (`login.recalled`) at once, as
     * the flow starts, so no storage is read while a view renders. Here: nothing was kept.
     */
    recallIdentifier: fromCallback<LoginEvent>(({ sendBack }) => sendBack({ type: 'login.recalled', identifier: null })),
    /** Settles once the auth actor has stored the session (or failed to). */
    waitForSession: fromPromise<void, { auth: AuthActorRef }>(async ({ input, signal }) => {
      const snapshot = await waitFor(input.auth, (state) => state.matches('authenticated') || state.matches('clearing'), { signal });
      if (!snapshot.matches('authenticated')) throw new Error('The session could not be stored.');
    }),
  },
  guards: {
    credentialsMissing: ({ context }) => credentialsMissing(context.identifier, context.password),
    credentialsMatch: ({ context }) => matchesDemoAccount(context.identifier, context.password),
    codeComplete: ({ context }) => isCompleteOtp(context.code),
  },
  actions: {
    /** What was typed before takeover wins; a remembered identifier ticks "Remember me". */
    recall: assign(({ context, event }) =>
      event.type === 'login.recalled' && event.identifier ? { identifier: context.identifier || event.identifier, remember: true } : {},
    ),
    setIdentifier: assign(({ event }) => (event.type === 'login.identifier.change' ? { identifier: event.value } : {})),
    setPassword: assign(({ event }) => (event.type === 'login.password.change' ? { password: event.value } : {})),
    setRemember: assign(({ event }) => (event.type === 'login.remember.change' ? { remember: event.checked } : {})),
    setCode: assign(({ event }) => (event.type === 'login.code.change' ? { code: sanitizeOtp(event.value), codeRejected: false } : {})),
    clearCode: assign({ code: '', codeRejected: false }),
    rejectCode: assign({ codeRejected: true }),
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    showToast: sendTo(
      ({ context }) => context.toast,
      (_, params: { toast: ToastInput }) => ({ type: 'toast.show' as const, toast: params.toast }),
    ),
    startSession: sendTo(({ context }) => context.auth, { type: 'auth.login' as const, record: ADMIN_RECORD }),
    /** Provided by src/adapters: keeps the identifier for the next visit, or forgets it (null). */
    rememberIdentifier: (_, _params: { identifier: string | null }) => {},
    /** Provided by src/adapters (login.dom.ts): puts keyboard focus where the reader has to act next. */
    focusField: (_, _params: { field: LoginField }) => {},
    /** Provided by src/adapters (the router, given to login.live.ts): navigation into the console. */
    enterConsole: (_, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    auth: input.auth,
    toast: input.toast,
    redirect: input.redirect ?? DEFAULT_REDIRECT,
    identifier: input.typed?.identifier ?? '',
    password: input.typed?.password ?? '',
    remember: input.typed?.remember ?? false,
    code: '',
    codeRejected: false,
    attempts: 0,
  }),
  initial: 'recalling',
  states: {
    recalling: {
      description: 'Reads what "Remember me" kept on an earlier visit; the answer comes at once.',
      invoke: { id: 'recallIdentifier', src: 'recallIdentifier' },
      on: { 'login.recalled': { target: 'credentials', actions: 'recall' } },
    },
    credentials: {
      description: 'First step: e-mail or username, password, "Remember me".',
      initial: 'editing',
      on: {
        'login.identifier.change': { actions: 'setIdentifier' },
        'login.password.change': { actions: 'setPassword' },
        'login.remember.change': { actions: 'setRemember' },
        'login.forgot': { actions: { type: 'showToast', params: { toast: LOGIN_TOASTS.forgot } } },
        'login.submit': [
          {
            guard: 'credentialsMissing',
            target: '.missing',
            actions: [
              'countAttempt',
              {
                type: 'focusField',
                params: ({ context }) => ({ field: context.identifier.trim() === '' ? 'identifier' : 'password' }),
              },
            ],
          },
          { target: 'checking', actions: 'countAttempt' },
        ],
      },
      states: {
        editing: {
          description: 'Nothing to report.',
        },
        missing: {
          description: 'Submitted with an empty field: "Email and password are required."',
          tags: ['errorRequired'],
        },
        rejected: {
          description: 'The pair is not the demo account: "Invalid credentials. Please try again."',
          tags: ['errorInvalid'],
        },
      },
    },
    checking: {
      description: 'Comparing the pair with the demo account ("Signing In...").',
      tags: ['busy'],
      after: {
        credentialsCheckDelay: [
          {
            guard: 'credentialsMatch',
            target: 'otp',
            actions: {
              type: 'rememberIdentifier',
              params: ({ context }) => ({ identifier: context.remember ? context.identifier.trim() : null }),
            },
          },
          {
            target: 'credentials.rejected',
            actions: [
              { type: 'showToast', params: { toast: LOGIN_TOASTS.failed } },
              { type: 'focusField', params: { field: 'password' } },
            ],
          },
        ],
      },
    },
    otp: {
      description: 'Second step: the "Enter 6-digit code" dialog.',
      tags: ['dialogOpen'],
      on: {
        'login.code.change': { actions: 'setCode' },
        'login.code.submit': [
          { guard: 'codeComplete', target: 'verifying' },
          // The field says why too (the toast's description) until the code changes.
          { actions: ['rejectCode', { type: 'showToast', params: { toast: LOGIN_TOASTS.otpInvalid } }] },
        ],
        'login.code.dismiss': { target: 'credentials', actions: 'clearCode' },
      },
    },
    verifying: {
      description: 'Checking the code ("Verifying..."). Any six digits pass.',
      tags: ['dialogOpen', 'busy'],
      after: { codeCheckDelay: { target: 'signingIn' } },
    },
    signingIn: {
      description: 'The auth actor stores the admin session.',
      tags: ['dialogOpen', 'busy'],
      entry: 'startSession',
      invoke: {
        id: 'waitForSession',
        src: 'waitForSession',
        input: ({ context }) => ({ auth: context.auth }),
        onDone: { target: 'done' },
        onError: {
          target: 'otp',
          actions: [
            { type: 'showToast', params: { toast: LOGIN_TOASTS.sessionFailed } },
            { type: 'focusField', params: { field: 'code' } },
          ],
        },
      },
    },
    done: {
      description: 'Signed in: welcome toast, then into the console.',
      type: 'final',
      entry: [
        { type: 'showToast', params: { toast: LOGIN_TOASTS.success } },
        { type: 'enterConsole', params: ({ context }) => ({ to: context.redirect }) },
      ],
    },
  },
});
