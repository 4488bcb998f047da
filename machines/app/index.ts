export { appMachine } from './app.machine.ts';
export * from './app.selectors.ts';
