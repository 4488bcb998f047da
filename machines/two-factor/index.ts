export { twoFactorMachine } from './two-factor.machine.ts';
export * from './two-factor.connect.ts';
export type * from './two-factor.types.ts';
