import type { AnyStateMachine } from 'xstate';
import { appMachine } from './app/app.machine.ts';
import { authMachine } from './auth/auth.machine.ts';
import { navMachine } from './nav/nav.machine.ts';
import { orbitMachine } from './orbit/orbit.machine.ts';
import { sectionScrollMachine } from './section-scroll/section-scroll.machine.ts';
import { stickyCtaMachine } from './sticky-cta/sticky-cta.machine.ts';
import { toastMachine } from './toast/toast.machine.ts';

/** Every machine of the app, for generated docs and coverage checks. */
export const MACHINES: readonly AnyStateMachine[] = [
  appMachine,
  authMachine,
  toastMachine,
  navMachine,
  sectionScrollMachine,
  stickyCtaMachine,
  orbitMachine,
];
