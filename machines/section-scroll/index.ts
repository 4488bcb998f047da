export { SCROLL_DELAY_MS, sectionScrollMachine } from './section-scroll.machine.ts';
export * from './section-scroll.types.ts';
export * from './section-scroll.connect.ts';
