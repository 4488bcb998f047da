export { tableSearchMachine } from './table-search.machine.ts';
export * from './table-search.selectors.ts';
export type * from './table-search.types.ts';
export * from './table-search.connect.ts';
