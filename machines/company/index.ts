export { companyMachine } from './company.machine.ts';
export * from './company.selectors.ts';
export type * from './company.types.ts';
