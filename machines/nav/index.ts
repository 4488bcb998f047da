export { DROPDOWN_CLOSE_DELAY_MS, navMachine } from './nav.machine.ts';
export type * from './nav.types.ts';
export * from './nav.connect.ts';
