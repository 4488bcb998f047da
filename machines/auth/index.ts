export { authMachine } from './auth.machine.ts';
export { ADMIN_RECORD, AUTH_STORAGE_KEY, parseAuthRecord, serializeAuthRecord } from './auth-record.ts';
export * from './auth.selectors.ts';
export type * from './auth.types.ts';
export * from './auth.connect.ts';
