import type { AnyRouter } from '@tanstack/react-router';
import { fromCallback } from 'xstate';
import { loginMachine, type LoginEvent, type LoginInput } from '../../machines/login/index.ts';
import { focusLoginField } from './login.dom.ts';
import { readRememberedIdentifier, writeRememberedIdentifier } from './remembered-login.ts';
import { typedBeforeTakeover } from '../start-up/takeover.ts';

/** What the sign-in flow needs from the page that shows it. */
export interface LiveLoginDeps {
  /** The app's router: a passed code leads into the console. */
  readonly router: Pick<AnyRouter, 'navigate'>;
}

/** The login machine with "Remember me"'s storage, focus moves and the way into the console. */
export function createLiveLoginMachine({ router }: LiveLoginDeps) {
  return loginMachine.provide({
    actors: {
      // Storage is read as the flow starts (an effect), never while the page renders.
      recallIdentifier: fromCallback<LoginEvent>(({ sendBack }) =>
        sendBack({ type: 'login.recalled', identifier: readRememberedIdentifier() }),
      ),
    },
    actions: {
      rememberIdentifier: (_, { identifier }) => writeRememberedIdentifier(identifier),
      focusField: (_, { field }) => focusLoginField(field),
      enterConsole: (_, { to }) => void router.navigate({ href: to, replace: true }),
    },
  });
}

/**
 * The login flow's input: the app's actors and where to go once signed in, with what the
 * visitor typed into the prerendered form before the app took over (the flow starts from it,
 * so adopting the page loses nothing typed).
 */
export const createLiveLoginInput = (input: Omit<LoginInput, 'typed'>): LoginInput => {
  const remember = typedBeforeTakeover('remember');
  return {
    ...input,
    typed: {
      identifier: typedBeforeTakeover('username'),
      password: typedBeforeTakeover('password'),
      remember: remember === undefined ? undefined : remember === 'true',
    },
  };
};
