import { assign, fromPromise, raise, sendTo, setup } from 'xstate';
import { playgroundAuthorizeMachine, playgroundInboxMachine } from './playground.children.ts';
import { checkRequest, parsePlaygroundDraft } from './playground-request.ts';
import { authOf, chainIdOf, inboxChange, initialContext, isSuccess, operationOf, PLAYGROUND_TIMEOUT_MS } from './playground.rules.ts';
import type { PlaygroundAnswer, PlaygroundContext, PlaygroundEvent, PlaygroundInput, PlaygroundRequest } from './playground.types.ts';

/**
 * The playground of an API page: the visitor edits an operation's fields (any time, even
 * while a request is out: what is in flight was fixed when it left) and sends it to the
 * sandbox, one request at a time. A check stops a missing or malformed field before
 * anything leaves; the answer is shown whatever its status (a sandbox error is an answer);
 * no connection, no answer in PLAYGROUND_TIMEOUT_MS, or Cancel end the request and keep
 * every field. A stateful API follows its chain: the id in the opener's answer (a QoS
 * session's, an OTP code's) fills in the follow-ups, which are chosen next; a closer spends
 * it. Every change is kept as the tab's draft and read back when the page loads again
 * (a language switch that reloads it); what the visitor changed before that draft is read
 * wins over it. Storage, fetch and focus are provided by src/adapters/playground.live.ts.
 */
export const playgroundMachine = setup({
  types: {
    context: {} as PlaygroundContext,
    events: {} as PlaygroundEvent,
    input: {} as PlaygroundInput,
  },
  delays: {
    requestTimeout: PLAYGROUND_TIMEOUT_MS,
  },
  actors: {
    /** Resolves with the raw stored draft of this API (or null). */
    readDraft: fromPromise<string | null, { api: string }>(async () => null),
    /** The Authorize step (src/adapters provides the operator's requests). */
    authorize: playgroundAuthorizeMachine,
    /** The events inbox (src/adapters provides storage, the sandbox's inbox requests and the live stream). */
    inbox: playgroundInboxMachine,
    /** Sends the request; resolves with any answer, rejects when none came. Stopping it aborts it. */
    sendRequest: fromPromise<PlaygroundAnswer, PlaygroundRequest>(async () => {
      throw new Error('No sandbox to send to.');
    }),
  },
  guards: {
    /** The API has requests that take a sink (SIM Swap's subscriptions, Quality on Demand's sessions). */
    takesEvents: ({ context }) => context.operations.some((operation) => operation.sink !== undefined),
    operationIsKnown: ({ context, event }) =>
      event.type === 'playground.operation' && context.operations.some(({ id }) => id === event.operation),
    fieldsRejected: ({ context }) => context.invalid !== null,
    /** Provided by src/adapters: Send was tapped before the playground was live (its code on its way). */
    sendAtOnce: () => false,
    draftReopensChain: ({ context }, params: { raw: unknown }) =>
      !context.edited && context.chain !== null && (parsePlaygroundDraft(params.raw, context.operations)?.chainId ?? null) !== null,
    opensChain: ({ context }, params: { answer: PlaygroundAnswer }) => chainIdOf(context.chain, params.answer) !== null,
    /** The closer succeeded for the open id (another id, typed in, leaves the chain open). */
    closesChain: ({ context }, params: { answer: PlaygroundAnswer }) =>
      context.chain !== null &&
      context.chain.closers.includes(params.answer.operationId) &&
      isSuccess(params.answer) &&
      context.sent?.values[context.chain.idField] === context.chainId,
  },
  actions: {
    restoreDraft: assign(({ context }, params: { raw: unknown }) => {
      if (context.edited) return {};
      const draft = parsePlaygroundDraft(params.raw, context.operations);
      if (!draft) return {};
      return {
        operation: draft.operation ?? context.operation,
        values: draft.values,
        chainId: context.chain ? draft.chainId : null,
      };
    }),
    setField: assign(({ context, event }) => {
      if (event.type !== 'playground.edit') return {};
      return {
        values: { ...context.values, [context.operation]: { ...context.values[context.operation], [event.field]: event.value } },
        edited: true,
        ...(context.invalid?.field === event.field ? { invalid: null } : {}),
      };
    }),
    chooseOperation: assign(({ event }) =>
      event.type === 'playground.operation' ? { operation: event.operation, invalid: null, edited: true } : {},
    ),
    resetFields: assign(({ context }) => ({
      values: { ...context.values, [context.operation]: { ...operationOf(context).example } },
      invalid: null,
      edited: true,
    })),
    /** The request to send, or the first field that stops it (what is in flight stays as it left). */
    checkFields: assign(({ context }) => {
      const values = context.values[context.operation] ?? {};
      const check = checkRequest(operationOf(context), values, authOf(context), context.inbox);
      return check.ok
        ? { sent: { request: check.request, values }, invalid: null }
        : { invalid: { field: check.field, problem: check.problem } };
    }),
    storeAnswer: assign((_, params: { answer: PlaygroundAnswer }) => ({ answer: params.answer })),
    keepToken: assign(({ event }) => (event.type === 'playground.token' ? { token: event.token } : {})),
    keepInbox: assign(({ context, event }) => (event.type === 'playground.inbox' ? inboxChange(context, event.inbox) : {})),
    /** The Authorize step's diagram lights its last step: the call went out with the token. */
    tellAuthorize: sendTo('authorize', ({ context }, params: { answer: PlaygroundAnswer }) => ({
      type: 'authorize.called' as const,
      status: params.answer.status,
      withToken: context.sent?.request.authorization !== undefined,
    })),
    /** Tells the chain (a parallel region) what came back. */
    /** Provided by src/adapters: the Send asked for before the playground was live is going out; forget it. */
    forgetSendAtOnce: () => {},
    announceAnswer: raise((_, params: { answer: PlaygroundAnswer }) => ({ type: 'playground.answer' as const, answer: params.answer })),
    openChain: assign(({ context }, params: { answer: PlaygroundAnswer }) => {
      const id = chainIdOf(context.chain, params.answer);
      if (!context.chain || id === null) return {};
      const values = { ...context.values };
      for (const followUp of context.chain.followUps) values[followUp] = { ...values[followUp], [context.chain.idField]: id };
      return { chainId: id, values, operation: context.chain.followUps[0] ?? context.operation, invalid: null };
    }),
    closeChain: assign(({ context }) => ({ chainId: null, operation: context.chain?.opener ?? context.operation, invalid: null })),
    /** Provided by src/adapters: keeps the draft (draftOf) in sessionStorage. */
    saveDraft: (_: { context: PlaygroundContext }) => {},
    /** Provided by src/adapters: moves keyboard focus to the field to fix. */
    focusField: (_, _params: { field: string }) => {},
    /** Provided by src/adapters: Cancel goes away with the request; focus on it moves to Send. */
    keepFocus: () => {},
  },
}).createMachine({
  id: 'playground',
  context: ({ input }) => initialContext(input),
  initial: 'restoring',
  on: {
    'playground.token': { actions: 'keepToken' },
    'playground.inbox': { actions: 'keepInbox' },
    'playground.edit': {
      actions: ['setField', 'saveDraft'],
    },
    'playground.operation': {
      guard: 'operationIsKnown',
      actions: ['chooseOperation', 'saveDraft'],
    },
    'playground.reset': {
      actions: ['resetFields', 'saveDraft'],
    },
  },
  states: {
    restoring: {
      description: "Reading this tab's draft of the API (the page shows the sample request meanwhile).",
      invoke: {
        id: 'readDraft',
        src: 'readDraft',
        input: ({ context }) => ({ api: context.api }),
        onDone: [
          {
            guard: { type: 'draftReopensChain', params: ({ event }) => ({ raw: event.output }) },
            target: 'ready.chain.open',
            actions: { type: 'restoreDraft', params: ({ event }) => ({ raw: event.output }) },
          },
          { target: 'ready', actions: { type: 'restoreDraft', params: ({ event }) => ({ raw: event.output }) } },
        ],
        onError: { target: 'ready' },
      },
    },
    ready: {
      description: 'The visitor edits and sends; the chain follows the answers.',
      type: 'parallel',
      invoke: {
        id: 'authorize',
        src: 'authorize',
        input: ({ context }) => context.authorize ?? { flows: [], scopes: [], purpose: '', numbers: [] },
      },
      states: {
        events: {
          description: "Where a subscription's or a session's events go: an events inbox, for the APIs that send events.",
          initial: 'off',
          states: {
            off: { description: 'This API sends no events: no inbox.', always: { guard: 'takesEvents', target: 'on' } },
            on: {
              description: 'The events inbox (a child) gives the sink of the requests that take one.',
              invoke: { id: 'inbox', src: 'inbox' },
            },
          },
        },
        request: {
          description: 'One request at a time, and what became of the last one.',
          initial: 'idle',
          states: {
            idle: {
              description: "Nothing sent yet: the page's sample response stands in for an answer.",
              // A Send tapped while the playground's code was on its way goes out at once.
              always: { guard: 'sendAtOnce', target: 'checking', actions: 'forgetSendAtOnce' },
              on: { 'playground.send': { target: 'checking' } },
            },
            checking: {
              // Decided in the same step as the Send that led here (no actor, no await): the tap's
              // next frame already shows "Sending…" or the field to fix.
              description: 'Checking the fields: required ones filled, numbers that read as numbers.',
              entry: 'checkFields',
              always: [
                {
                  guard: 'fieldsRejected',
                  target: 'invalid',
                  actions: { type: 'focusField', params: ({ context }) => ({ field: context.invalid?.field ?? '' }) },
                },
                { target: 'sending' },
              ],
            },
            invalid: {
              description: 'A field stopped the request; nothing was sent, and the field says why.',
              on: { 'playground.send': { target: 'checking' } },
            },
            sending: {
              description: 'The request is out; a second Send waits for it. Cancel or the timeout abandon it.',
              tags: ['busy'],
              exit: 'keepFocus',
              invoke: {
                id: 'sendRequest',
                src: 'sendRequest',
                input: ({ context }) => {
                  if (!context.sent) throw new Error('Nothing to send: the fields have not passed their check.');
                  return context.sent.request;
                },
                onDone: {
                  target: 'answered',
                  actions: [
                    { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
                    { type: 'tellAuthorize', params: ({ event }) => ({ answer: event.output }) },
                    { type: 'announceAnswer', params: ({ event }) => ({ answer: event.output }) },
                  ],
                },
                onError: { target: 'failed.unreachable' },
              },
              after: { requestTimeout: { target: 'failed.timedOut' } },
              on: { 'playground.cancel': { target: 'cancelled' } },
            },
            answered: {
              description: 'The sandbox answered (any status, its errors included): status, x-correlator, body and time.',
              on: { 'playground.send': { target: 'checking' } },
            },
            failed: {
              description: 'No answer came; every field is kept for another try.',
              initial: 'unreachable',
              on: { 'playground.send': { target: 'checking' } },
              states: {
                unreachable: { description: 'The request did not reach the sandbox (no connection, or the server is down).' },
                timedOut: { description: 'The sandbox did not answer within PLAYGROUND_TIMEOUT_MS; the request was abandoned.' },
              },
            },
            cancelled: {
              description: 'The visitor cancelled the request; every field is kept.',
              on: { 'playground.send': { target: 'checking' } },
            },
          },
        },
        chain: {
          description: "A stateful API's id: none yet, open (filled into the follow-ups), or spent. Others stay at the start.",
          initial: 'start',
          states: {
            start: {
              description: 'No session or code yet: the opener (create, send-code) comes first.',
              on: {
                'playground.answer': {
                  guard: { type: 'opensChain', params: ({ event }) => ({ answer: event.answer }) },
                  target: 'open',
                  actions: [{ type: 'openChain', params: ({ event }) => ({ answer: event.answer }) }, 'saveDraft'],
                },
              },
            },
            open: {
              description: "The opener's id is in the follow-ups' fields (read or release the session; validate the code).",
              on: {
                'playground.answer': [
                  {
                    guard: { type: 'opensChain', params: ({ event }) => ({ answer: event.answer }) },
                    target: 'open',
                    actions: [{ type: 'openChain', params: ({ event }) => ({ answer: event.answer }) }, 'saveDraft'],
                  },
                  {
                    guard: { type: 'closesChain', params: ({ event }) => ({ answer: event.answer }) },
                    target: 'closed',
                    actions: ['closeChain', 'saveDraft'],
                  },
                ],
              },
            },
            closed: {
              description: 'The session was released or the code validated: the id is spent; the opener is chosen again.',
              on: {
                'playground.answer': {
                  guard: { type: 'opensChain', params: ({ event }) => ({ answer: event.answer }) },
                  target: 'open',
                  actions: [{ type: 'openChain', params: ({ event }) => ({ answer: event.answer }) }, 'saveDraft'],
                },
              },
            },
          },
        },
      },
    },
  },
});
