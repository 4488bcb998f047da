export { companyMachine } from './company.machine.ts';
export * from './company.connect.ts';
export type * from './company.types.ts';
