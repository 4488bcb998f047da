import type { AnyStateMachine } from 'xstate';
import { adminShellMachine } from './admin-shell/admin-shell.machine.ts';
import { authorizeMachine } from './authorize/authorize.machine.ts';
import { APP_ACTOR_NAMES, APP_ACTORS, appMachine } from './app/app.machine.ts';
import { commandPaletteMachine } from './command-palette/command-palette.machine.ts';
import { consoleThemeMachine } from './console-theme/console-theme.machine.ts';
import { contactMachine } from './contact/contact.machine.ts';
import { copyMachine } from './copy/copy.machine.ts';
import { inboxMachine } from './inbox/inbox.machine.ts';
import { loginMachine } from './login/login.machine.ts';
import { companyMachine } from './company/company.machine.ts';
import { orbitMachine } from './orbit/orbit.machine.ts';
import { playgroundMachine } from './playground/playground.machine.ts';
import { sampleLanguageMachine } from './sample-language/sample-language.machine.ts';
import { stickyCtaMachine } from './sticky-cta/sticky-cta.machine.ts';
import { tableSearchMachine } from './table-search/table-search.machine.ts';
import { tableViewsMachine } from './table-views/table-views.machine.ts';
import { twoFactorMachine } from './two-factor/two-factor.machine.ts';
import { usersMachine } from './users/users.machine.ts';
import { userSelectionMachine } from './user-selection/user-selection.machine.ts';

/** Every machine of the app, for generated docs and coverage checks: the root, the app-wide actors it starts, the rest. */
export const MACHINES: readonly AnyStateMachine[] = [
  appMachine,
  ...APP_ACTOR_NAMES.map((name) => APP_ACTORS[name].logic),
  contactMachine,
  loginMachine,
  adminShellMachine,
  consoleThemeMachine,
  commandPaletteMachine,
  tableViewsMachine,
  tableSearchMachine,
  companyMachine,
  usersMachine,
  userSelectionMachine,
  twoFactorMachine,
  stickyCtaMachine,
  orbitMachine,
  playgroundMachine,
  authorizeMachine,
  sampleLanguageMachine,
  inboxMachine,
  copyMachine,
];
