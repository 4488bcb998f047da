import type { AnyRouter } from '@tanstack/react-router';
import { loginMachine, type LoginInput } from '../../machines/login/index.ts';
import { focusLoginField } from './login.dom.ts';
import { readRememberedIdentifier, writeRememberedIdentifier } from './remembered-login.ts';

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

/**
 * The login flow's input with what "Remember me" kept from an earlier visit. Storage is read
 * when the flow starts and reads its input (once), not by the view that renders it.
 */
export function createLiveLoginInput(input: Omit<LoginInput, 'rememberedIdentifier'>): LoginInput {
  let remembered: { readonly value: string | null } | undefined;
  return {
    ...input,
    get rememberedIdentifier() {
      remembered ??= { value: readRememberedIdentifier() };
      return remembered.value;
    },
  };
}
