export { usersMachine } from './users.machine.ts';
export * from './users.rules.ts';
export * from './users.selectors.ts';
export { usersToasts } from './users.toasts.ts';
export { DEFAULT_ROLE, ROLE_IDS, USER_FIELDS, isRoleId } from './users.types.ts';
export type * from './users.types.ts';
