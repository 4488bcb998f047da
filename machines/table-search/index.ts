export { tableSearchMachine } from './table-search.machine.ts';
export type * from './table-search.types.ts';
export * from './table-search.connect.ts';
