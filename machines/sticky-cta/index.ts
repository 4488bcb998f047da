export { STICKY_CTA_THRESHOLD, stickyCtaMachine } from './sticky-cta.machine.ts';
export type * from './sticky-cta.types.ts';
export * from './sticky-cta.connect.ts';
