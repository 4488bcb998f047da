export { orbitMachine } from './orbit.machine.ts';
export * from './orbit.selectors.ts';
export type * from './orbit.types.ts';
