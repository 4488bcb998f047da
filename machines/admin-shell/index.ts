export { adminShellMachine } from './admin-shell.machine.ts';
export * from './admin-shell.selectors.ts';
export type * from './admin-shell.types.ts';
export * from './admin-shell.connect.ts';
