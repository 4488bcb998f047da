import type { RequestAuth } from './playground-request.ts';
import type { PlaygroundAnswer, PlaygroundChain, PlaygroundContext, PlaygroundDraft, PlaygroundOperation } from './playground.types.ts';

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
  const id = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[chain.idField] : undefined;
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
