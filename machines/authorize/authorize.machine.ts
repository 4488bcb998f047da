import { assign, fromPromise, setup } from 'xstate';
import {
  OperatorError,
  type AuthorizeContext,
  type AuthorizeEvent,
  type AuthorizeFlow,
  type AuthorizeInput,
  type AuthorizeStep,
  type BackchannelStarted,
  type IssuedToken,
  type PollResult,
  type SharedToken,
} from './authorize.types.ts';

/** CIBA: how much longer to wait after `slow_down` (RFC 8628's 5 s, which CIBA adopts). */
export const SLOW_DOWN_SECONDS = 5;

/** What the visitor may do while no flow runs: choose, and start. */
const CHOOSING = {
  'authorize.flow': { guard: 'flowAllowed', actions: 'chooseFlow' },
  'authorize.loginHint': { actions: 'chooseLoginHint' },
  'authorize.purpose': { actions: 'choosePurpose' },
  'authorize.start': [
    { guard: 'isCiba', target: '#authorize.ciba', actions: 'begin' },
    { target: '#authorize.clientCredentials', actions: 'begin' },
  ],
} as const;

/** The scope a flow asks with: CIBA is OpenID's (`openid`), then the purpose and the API's scopes. */
export const tokenScope = (flow: AuthorizeFlow, purpose: string, scopes: readonly string[]) =>
  [...(flow === 'ciba' ? ['openid'] : []), purpose, ...scopes].join(' ');

const codeOf = (error: unknown) => (error instanceof OperatorError ? error.code : 'unreachable');

/**
 * The playground's "Authorize" step: the visitor picks a flow the API allows and runs it
 * against the sandbox's operator, step by step, as the sequence diagram shows. CIBA asks the
 * operator to authenticate a line (`login_hint`), then polls the token endpoint at the
 * operator's interval until the person on that line consents (a token), refuses
 * (`access_denied`) or lets it lapse (`expired_token`); a poll too early is `slow_down`, and
 * the wait grows. Client credentials asks for a two-legged token at once. The token is then
 * shared with the playground, whose calls carry it until it expires or is forgotten. The
 * requests (signing the client's assertion with the published key) are provided by
 * src/adapters/operator-client.ts.
 */
export const authorizeMachine = setup({
  types: {
    context: {} as AuthorizeContext,
    events: {} as AuthorizeEvent,
    input: {} as AuthorizeInput,
  },
  delays: {
    pollInterval: ({ context }) => context.interval * 1000,
    tokenLife: ({ context }) => (context.token?.expiresIn ?? 0) * 1000,
  },
  actors: {
    /** CIBA's authentication request (`/sandbox/bc-authorize`). Rejects with an OperatorError. */
    requestBackchannel: fromPromise<BackchannelStarted, { loginHint: string; scope: string }>(async () => {
      throw new OperatorError('unreachable');
    }),
    /** One poll of `/sandbox/token` with CIBA's grant. Rejects with `access_denied`, `expired_token`… */
    pollToken: fromPromise<PollResult, { authReqId: string }>(async () => {
      throw new OperatorError('unreachable');
    }),
    /** A two-legged token (`/sandbox/token`, client credentials). */
    requestToken: fromPromise<IssuedToken, { scope: string }>(async () => {
      throw new OperatorError('unreachable');
    }),
  },
  guards: {
    carriedToken: ({ event }) => event.type === 'authorize.called' && event.withToken,
    flowAllowed: ({ context, event }) => event.type === 'authorize.flow' && context.flows.includes(event.flow),
    isCiba: ({ context }) => context.flow === 'ciba',
    gotToken: (_, params: { result: PollResult }) => params.result.kind === 'token',
    slowDown: (_, params: { result: PollResult }) => params.result.kind === 'slowDown',
  },
  actions: {
    chooseFlow: assign(({ event }) => (event.type === 'authorize.flow' ? { flow: event.flow } : {})),
    chooseLoginHint: assign(({ event }) => (event.type === 'authorize.loginHint' ? { loginHint: event.loginHint } : {})),
    choosePurpose: assign(({ event }) => (event.type === 'authorize.purpose' ? { purpose: event.purpose } : {})),
    begin: assign({ authReqId: null, polls: [], token: null, failure: null, called: null }),
    started: assign((_, params: { started: BackchannelStarted }) => ({
      authReqId: params.started.authReqId,
      interval: params.started.interval,
    })),
    notePoll: assign(({ context }, params: { result: PollResult }) =>
      params.result.kind === 'slowDown'
        ? { polls: [...context.polls, 'slowDown' as const], interval: context.interval + SLOW_DOWN_SECONDS }
        : { polls: [...context.polls, 'pending' as const] },
    ),
    keepToken: assign((_, params: { token: IssuedToken }) => ({ token: params.token })),
    fail: assign((_, params: { step: AuthorizeStep; error: unknown }) => ({ failure: { step: params.step, code: codeOf(params.error) } })),
    noteCall: assign(({ event }) => (event.type === 'authorize.called' ? { called: event.status } : {})),
    dropToken: assign({ token: null, called: null }),
    /** Provided by the playground (sendParent): the token its calls carry now, or none. */
    shareToken: (_, _params: { token: SharedToken | null }) => {},
  },
}).createMachine({
  id: 'authorize',
  context: ({ input }) => ({
    flows: input.flows,
    scopes: input.scopes,
    purpose: input.purpose,
    numbers: input.numbers,
    flow: input.flows[0] ?? 'clientCredentials',
    loginHint: input.numbers[0] ?? '',
    authReqId: null,
    interval: 0,
    polls: [],
    token: null,
    failure: null,
    called: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The flow, the line (CIBA) and the purpose to ask with; nothing sent yet, or the last flow stopped.',
      on: CHOOSING,
    },
    ciba: {
      description: 'CIBA: the operator asks the person on the line; the client polls for the answer.',
      tags: ['running'],
      initial: 'requesting',
      on: { 'authorize.cancel': { target: 'idle' } },
      states: {
        requesting: {
          description: 'POST /sandbox/bc-authorize with login_hint and scope; the operator answers an auth_req_id and an interval.',
          invoke: {
            src: 'requestBackchannel',
            input: ({ context }) => ({
              loginHint: `tel:${context.loginHint}`,
              scope: tokenScope('ciba', context.purpose, context.scopes),
            }),
            onDone: { target: 'waiting', actions: { type: 'started', params: ({ event }) => ({ started: event.output }) } },
            onError: {
              target: '#authorize.failed',
              actions: { type: 'fail', params: ({ event }) => ({ step: 'request', error: event.error }) },
            },
          },
        },
        waiting: {
          description: 'The person is asked on their phone; the client waits the interval before it polls.',
          after: { pollInterval: { target: 'polling' } },
        },
        polling: {
          description: 'POST /sandbox/token with the auth_req_id: a token, authorization_pending, slow_down, or an error that ends it.',
          invoke: {
            src: 'pollToken',
            input: ({ context }) => ({ authReqId: context.authReqId ?? '' }),
            onDone: [
              {
                guard: { type: 'gotToken', params: ({ event }) => ({ result: event.output }) },
                target: '#authorize.authorized',
                actions: {
                  type: 'keepToken',
                  params: ({ event }) => ({ token: (event.output as Extract<PollResult, { kind: 'token' }>).token }),
                },
              },
              { target: 'waiting', actions: { type: 'notePoll', params: ({ event }) => ({ result: event.output }) } },
            ],
            onError: {
              target: '#authorize.failed',
              actions: { type: 'fail', params: ({ event }) => ({ step: 'poll', error: event.error }) },
            },
          },
        },
      },
    },
    clientCredentials: {
      description: 'Client credentials: POST /sandbox/token; a two-legged token at once, or an error.',
      tags: ['running'],
      on: { 'authorize.cancel': { target: 'idle' } },
      invoke: {
        src: 'requestToken',
        input: ({ context }) => ({ scope: tokenScope('clientCredentials', context.purpose, context.scopes) }),
        onDone: { target: 'authorized', actions: { type: 'keepToken', params: ({ event }) => ({ token: event.output }) } },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ step: 'request', error: event.error }) } },
      },
    },
    authorized: {
      description: "A token: its header and claims are shown, and the playground's calls carry it until it expires or is forgotten.",
      tags: ['authorized'],
      entry: {
        type: 'shareToken',
        params: ({ context }) => ({ token: context.token ? { value: context.token.value, threeLegged: context.flow === 'ciba' } : null }),
      },
      exit: { type: 'shareToken', params: () => ({ token: null }) },
      after: { tokenLife: { target: 'expired' } },
      on: {
        'authorize.called': { guard: 'carriedToken', actions: 'noteCall' },
        'authorize.forget': { target: 'idle', actions: 'dropToken' },
      },
    },
    expired: {
      description: 'The token outlived its five minutes; calls go without it again, and a new flow gets another.',
      on: { ...CHOOSING, 'authorize.forget': { target: 'idle', actions: 'dropToken' } },
    },
    failed: {
      description: 'The operator refused (access_denied, expired_token, invalid_scope…) or did not answer; the choices are kept.',
      on: CHOOSING,
    },
  },
});
