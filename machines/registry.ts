import type { AnyStateMachine } from 'xstate';
import { appMachine } from './app/app.machine.ts';
import { authMachine } from './auth/auth.machine.ts';
import { consentMachine } from './consent/consent.machine.ts';
import { navMachine } from './nav/nav.machine.ts';
import { schedulingMachine } from './scheduling/scheduling.machine.ts';
import { sectionScrollMachine } from './section-scroll/section-scroll.machine.ts';
import { toastMachine } from './toast/toast.machine.ts';

/** Every machine of the app, for generated docs and coverage checks. */
export const MACHINES: readonly AnyStateMachine[] = [
  appMachine,
  authMachine,
  toastMachine,
  navMachine,
  sectionScrollMachine,
  consentMachine,
  schedulingMachine,
];
