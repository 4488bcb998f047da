import type { AnyStateMachine } from 'xstate';
import { adminShellMachine } from './admin-shell/admin-shell.machine.ts';
import { appMachine } from './app/app.machine.ts';
import { authMachine } from './auth/auth.machine.ts';
import { contactMachine } from './contact/contact.machine.ts';
import { loginMachine } from './login/login.machine.ts';
import { companyMachine } from './company/company.machine.ts';
import { consentMachine } from './consent/consent.machine.ts';
import { navMachine } from './nav/nav.machine.ts';
import { schedulingMachine } from './scheduling/scheduling.machine.ts';
import { orbitMachine } from './orbit/orbit.machine.ts';
import { sectionScrollMachine } from './section-scroll/section-scroll.machine.ts';
import { stickyCtaMachine } from './sticky-cta/sticky-cta.machine.ts';
import { toastMachine } from './toast/toast.machine.ts';
import { twoFactorMachine } from './two-factor/two-factor.machine.ts';
import { usersMachine } from './users/users.machine.ts';
import { userSelectionMachine } from './user-selection/user-selection.machine.ts';

/** Every machine of the app, for generated docs and coverage checks. */
export const MACHINES: readonly AnyStateMachine[] = [
  appMachine,
  authMachine,
  toastMachine,
  navMachine,
  sectionScrollMachine,
  contactMachine,
  loginMachine,
  adminShellMachine,
  companyMachine,
  usersMachine,
  userSelectionMachine,
  twoFactorMachine,
  consentMachine,
  schedulingMachine,
  stickyCtaMachine,
  orbitMachine,
];
