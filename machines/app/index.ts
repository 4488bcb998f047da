export { APP_ACTOR_NAMES, appMachine } from './app.machine.ts';
export * from './app.selectors.ts';
