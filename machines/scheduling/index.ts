export { EMBED_TIMEOUT_MS, schedulingMachine } from './scheduling.machine.ts';
export type * from './scheduling.types.ts';
export * from './scheduling.connect.ts';
