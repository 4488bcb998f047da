import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { SharedToken } from '../authorize/authorize.types.ts';
import { buildRequest, type RequestAuth } from './playground-request.ts';
import type { playgroundAuthorizeMachine, playgroundInboxMachine } from './playground.children.ts';
import type { playgroundMachine } from './playground.machine.ts';
import { authOf, operationOf } from './playground.rules.ts';
import { selectChainId, selectChainStep, selectPanel } from './playground.selectors.ts';
import type { PlaygroundEvent, PlaygroundInbox, PlaygroundOperation, PlaygroundRequest } from './playground.types.ts';

type PlaygroundSnapshot = SnapshotFrom<typeof playgroundMachine>;
type Send = (event: PlaygroundEvent) => void;

const NO_VALUES: Readonly<Record<string, string>> = {};

type Values = Readonly<Record<string, string>>;
const built = new WeakMap<Values, Map<string, PlaygroundRequest>>();
/** buildRequest, the same request (by reference) for the same fields, so a view given it renders once. */
function requestOf(operation: PlaygroundOperation, values: Values, auth: RequestAuth, inbox: PlaygroundInbox | null): PlaygroundRequest {
  const key = JSON.stringify([operation.id, auth, inbox]);
  const known = built.get(values) ?? new Map<string, PlaygroundRequest>();
  built.set(values, known);
  const request = known.get(key) ?? buildRequest(operation, values, auth, inbox).request;
  known.set(key, request);
  return request;
}

/**
 * The playground's frame: the chosen operation (the first when the id is unknown) with its
 * page endpoint, whether the chain line goes with it, the Authorize step and events inbox (its
 * children), choosing an operation and sending. Renders again only when these change, not when
 * a request goes out or comes back.
 */
export function connectPlayground<Endpoint extends { readonly operationId: string }>(
  snapshot: PlaygroundSnapshot,
  send: Send,
  endpoints: readonly Endpoint[],
) {
  const { context } = snapshot;
  const operation = operationOf(context);
  const endpoint = endpoints.find(({ operationId }) => operationId === operation.id);
  if (!endpoint) throw new Error(`${context.api}: the playground has no operation ${context.operation}`);
  const { chain } = context;
  return {
    operation,
    endpoint,
    operations: context.operations,
    /** Where the chain is, beside the operations it joins (SIM Swap's first two are not in it). */
    chain: chain && [chain.opener, ...chain.followUps].includes(operation.id) ? chain : null,
    /** Whether a request takes a sink, so the page offers an events inbox. */
    takesSink: context.operations.some(({ sink }) => sink),
    authorize: snapshot.children.authorize as ActorRefFrom<typeof playgroundAuthorizeMachine> | undefined,
    inbox: snapshot.children.inbox as ActorRefFrom<typeof playgroundInboxMachine> | undefined,
    choose: (id: string) => send({ type: 'playground.operation', operation: id }),
    /** A choice made before the app took over is the visitor's: adopted with the page (one that is not the chosen one). */
    adopt: (id: string) => {
      if (id !== operation.id) send({ type: 'playground.operation', operation: id });
    },
    send: () => send({ type: 'playground.send' }),
  };
}

/** The chosen operation's fields as typed and the field the check stopped at (with why); typing. */
export const connectPlaygroundFields = (snapshot: PlaygroundSnapshot, send: Send) => ({
  values: snapshot.context.values[snapshot.context.operation] ?? NO_VALUES,
  invalid: snapshot.context.invalid,
  edit: (field: string, value: string) => send({ type: 'playground.edit', field, value }),
});

/** Send, Cancel while a request is out, and Reset. */
export const connectPlaygroundActions = (snapshot: PlaygroundSnapshot, send: Send) => ({
  busy: snapshot.hasTag('busy'),
  canSend: snapshot.can({ type: 'playground.send' }),
  cancel: () => send({ type: 'playground.cancel' }),
  reset: () => send({ type: 'playground.reset' }),
});

/** How the page writes a request as a terminal command, from the origin it is served from (src/config: the page's curl). */
export type RequestWriter = (request: PlaygroundRequest, token: SharedToken | null, origin: string) => string;

/**
 * The request exactly as the fields make it (with the Authorize step's token and the inbox's
 * sink), as the page writes it (`write`, its curl samples' writer) for `origin`.
 */
export function connectPlaygroundRequest(snapshot: PlaygroundSnapshot, _send: Send, write: RequestWriter, origin: string) {
  const { context } = snapshot;
  const request = requestOf(operationOf(context), context.values[context.operation] ?? NO_VALUES, authOf(context), context.inbox);
  return { command: write(request, context.token, origin) };
}

/** What came back, or why nothing did. */
export const connectPlaygroundAnswer = (snapshot: PlaygroundSnapshot) => ({
  panel: selectPanel(snapshot),
  answer: snapshot.context.answer,
  operation: snapshot.context.operation,
});

/** Where a stateful API is in its life: the next step, or the open id to use. */
export const connectPlaygroundChain = (snapshot: PlaygroundSnapshot) => ({
  step: selectChainStep(snapshot),
  id: selectChainId(snapshot),
});

/**
 * The request the Authorize step's samples end with: the fields as typed, without a token (the
 * samples get theirs), the number left out when a CIBA token names the device.
 */
export const connectPlaygroundCall = (snapshot: PlaygroundSnapshot, _send: Send, operation: PlaygroundOperation, ciba: boolean) => ({
  request: requestOf(
    operation,
    snapshot.context.values[operation.id] ?? NO_VALUES,
    { tokenNamesDevice: ciba && snapshot.context.tokenNamesDevice },
    null,
  ),
});

/**
 * Whether the last Send stopped for want of an events inbox (a subscription's sink), while the
 * inbox has no URL (`inboxUrl`, the inbox's): the inbox panel says so at its Create button.
 */
export const connectPlaygroundSink = (snapshot: PlaygroundSnapshot, _send: Send, inboxUrl: string | null) => ({
  noInbox: snapshot.context.invalid?.field === 'sink' && inboxUrl === null,
});
