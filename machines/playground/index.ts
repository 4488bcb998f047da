export { playgroundMachine } from './playground.machine.ts';
export { playgroundAuthorizeMachine, playgroundInboxMachine } from './playground.children.ts';
export { draftOf, PLAYGROUND_TIMEOUT_MS } from './playground.rules.ts';
export * from './playground-request.ts';
export * from './playground.selectors.ts';
export type * from './playground.types.ts';
