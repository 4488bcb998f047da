import type { RequestAuth } from './playground-request.ts';
import { exampleValues } from './playground-request.ts';
import type {
  PlaygroundAnswer,
  PlaygroundChain,
  PlaygroundContext,
  PlaygroundDraft,
  PlaygroundInbox,
  PlaygroundInput,
  PlaygroundOperation,
} from './playground.types.ts';

/**
 * A request the sandbox has not answered after this long is abandoned and reported. The
 * sandbox answers from memory in milliseconds; ten seconds means the network or the server
 * is gone, and the visitor should be told while they still care.
 */
export const PLAYGROUND_TIMEOUT_MS = 10_000;

export const isSuccess = (answer: PlaygroundAnswer) => answer.status >= 200 && answer.status < 300;

/** The id an answer of the chain's opener carries (`sessionId`, `authenticationId`), if any. */
export function chainIdOf(chain: PlaygroundChain | null, answer: PlaygroundAnswer): string | null {
  if (!chain || answer.operationId !== chain.opener || !isSuccess(answer)) return null;
  const body = answer.body;
  const id = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[chain.answerField ?? chain.idField] : undefined;
  return typeof id === 'string' && /^[\w-]{1,100}$/.test(id) ? id : null;
}

export const operationOf = (context: PlaygroundContext): PlaygroundOperation => {
  const operation = context.operations.find(({ id }) => id === context.operation);
  if (!operation) throw new Error(`No operation ${context.operation} in the playground.`);
  return operation;
};

export const draftOf = (context: PlaygroundContext): PlaygroundDraft => ({
  operation: context.operation,
  values: context.values,
  chainId: context.chainId,
});

/** What a request carries of the Authorize step's token (playground-request.ts's RequestAuth). */
export const authOf = (context: PlaygroundContext): RequestAuth =>
  context.token ? { token: context.token.value, tokenNamesDevice: context.token.threeLegged && context.tokenNamesDevice } : {};

/** The events inbox changed: the sink the requests use now; a request stopped for want of one may go. */
export const inboxChange = (context: PlaygroundContext, inbox: PlaygroundInbox | null): Partial<PlaygroundContext> => ({
  inbox,
  ...(context.invalid?.field === 'sink' && inbox ? { invalid: null } : {}),
});

/** The playground as a page starts it: the first operation, the sample's fields, nothing sent, no token, no inbox. */
export const initialContext = (input: PlaygroundInput): PlaygroundContext => ({
  api: input.api,
  operations: input.operations,
  chain: input.chain ?? null,
  operation: input.operations[0]?.id ?? '',
  values: exampleValues(input.operations),
  edited: false,
  invalid: null,
  sent: null,
  answer: null,
  chainId: null,
  authorize: input.authorize ?? null,
  tokenNamesDevice: input.tokenNamesDevice ?? false,
  token: null,
  inbox: null,
});
