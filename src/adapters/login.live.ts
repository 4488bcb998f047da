import type { AnyRouter } from '@tanstack/react-router';
import { loginMachine } from '../../machines/login/index.ts';
import { focusLoginField } from './login.dom.ts';
import { writeRememberedIdentifier } from './remembered-login.ts';

/** What the sign-in flow needs from the page that shows it. */
export interface LiveLoginDeps {
  /** The app's router: a passed code leads into the console. */
  readonly router: Pick<AnyRouter, 'navigate'>;
}

/** The login machine with "Remember me"'s storage, focus moves and the way into the console. */
export function createLiveLoginMachine({ router }: LiveLoginDeps) {
  return loginMachine.provide({
    actions: {
      rememberIdentifier: (_, { identifier }) => writeRememberedIdentifier(identifier),
      focusField: (_, { field }) => focusLoginField(field),
      enterConsole: (_, { to }) => void router.navigate({ href: to, replace: true }),
    },
  });
}
