export { authorizeMachine, SLOW_DOWN_SECONDS, tokenScope } from './authorize.machine.ts';
export * from './authorize.selectors.ts';
export { OperatorError } from './authorize.types.ts';
export type * from './authorize.types.ts';
