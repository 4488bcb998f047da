export { usersMachine } from './users.machine.ts';
export * from './users.rules.ts';
export { DEFAULT_ROLE, ROLE_IDS } from './users.types.ts';
export type * from './users.types.ts';
export * from './users.connect.ts';
