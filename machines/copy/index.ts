export { copyMachine } from './copy.machine.ts';
export type * from './copy.types.ts';
