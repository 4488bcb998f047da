export { adminShellMachine } from './admin-shell.machine.ts';
export type * from './admin-shell.types.ts';
export * from './admin-shell.connect.ts';
