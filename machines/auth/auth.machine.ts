import { assign, fromPromise, setup } from 'xstate';
import { ADMIN_RECORD, parseAuthRecord } from './auth-record.ts';
import type { AuthContext, AuthEvent, AuthRecord } from './auth.types.ts';

/**
 * The admin session. At start-up, and whenever a guard asks (auth.verify), it reads the stored
 * record; only the exact mock admin record authenticates, anything else is removed silently.
 * Storage access is provided by src/adapters (localStorage in the browser, fakes in tests).
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    /** Resolves with the raw stored value (or null). */
    readStoredAuth: fromPromise<string | null>(async () => null),
    writeStoredAuth: fromPromise<void, { record: AuthRecord }>(async () => undefined),
    clearStoredAuth: fromPromise<void>(async () => undefined),
  },
  guards: {
    storedRecordIsValid: (_, params: { raw: unknown }) => parseAuthRecord(params.raw) !== null,
  },
  actions: {
    rememberRecord: assign((_, params: { raw: unknown }) => ({ record: parseAuthRecord(params.raw) })),
    acceptRecord: assign(({ event }) => (event.type === 'auth.login' ? { record: event.record } : {})),
    forgetRecord: assign({ record: null }),
  },
}).createMachine({
  id: 'auth',
  context: { record: null },
  initial: 'verifying',
  states: {
    verifying: {
      description: 'Reading the stored session and checking it is the one we wrote (at start-up and on auth.verify).',
      invoke: {
        id: 'readStoredAuth',
        src: 'readStoredAuth',
        onDone: [
          {
            guard: { type: 'storedRecordIsValid', params: ({ event }) => ({ raw: event.output }) },
            target: 'authenticated',
            actions: { type: 'rememberRecord', params: ({ event }) => ({ raw: event.output }) },
          },
          { target: 'clearing' },
        ],
        onError: { target: 'clearing' },
      },
    },
    clearing: {
      description: 'Removing a missing, invalid or ended session, without telling anyone.',
      entry: 'forgetRecord',
      invoke: {
        id: 'clearStoredAuth',
        src: 'clearStoredAuth',
        onDone: { target: 'unauthenticated' },
        onError: { target: 'unauthenticated' },
      },
    },
    unauthenticated: {
      description: 'A visitor: admin routes send them to the login page.',
      tags: ['settled'],
      on: {
        'auth.login': { target: 'storing', actions: 'acceptRecord' },
        'auth.verify': { target: 'verifying' },
      },
    },
    storing: {
      description: 'Writing the new session.',
      invoke: {
        id: 'writeStoredAuth',
        src: 'writeStoredAuth',
        input: ({ context }) => ({ record: context.record ?? ADMIN_RECORD }),
        onDone: { target: 'authenticated' },
        onError: { target: 'clearing' },
      },
    },
    authenticated: {
      description: 'Signed in as the mock admin.',
      tags: ['settled'],
      on: {
        'auth.logout': { target: 'clearing' },
        'auth.verify': { target: 'verifying' },
      },
    },
  },
});
