import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../auth/auth.machine.ts';
import type { toastMachine } from '../toast/toast.machine.ts';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;
export type ToastActorRef = ActorRefFrom<typeof toastMachine>;

/** The fields a view can move focus to when the flow asks for it. */
export type LoginField = 'identifier' | 'password' | 'code';

export interface LoginInput {
  /** The app's auth actor: a passed code signs in through it. */
  readonly auth: AuthActorRef;
  /** The app's toast queue. */
  readonly toast: ToastActorRef;
  /** Where to go once signed in: /admin, or the console page first asked for. */
  readonly redirect?: string;
  /** What the visitor typed into the prerendered form before the app took over (wins over what "Remember me" kept). */
  readonly typed?: {
    readonly identifier?: string | undefined;
    readonly password?: string | undefined;
    readonly remember?: boolean | undefined;
  };
}

export interface LoginContext {
  readonly auth: AuthActorRef;
  readonly toast: ToastActorRef;
  readonly redirect: string;
  readonly identifier: string;
  readonly password: string;
  readonly remember: boolean;
  /** Digits only, at most six (see sanitizeOtp). */
  readonly code: string;
  /** An incomplete code was sent and not changed since. */
  readonly codeRejected: boolean;
  /** Counts sign-in attempts, so a repeated error is announced again. */
  readonly attempts: number;
}

export type LoginEvent =
  | { type: 'login.identifier.change'; value: string }
  | { type: 'login.password.change'; value: string }
  | { type: 'login.remember.change'; checked: boolean }
  | { type: 'login.submit' }
  | { type: 'login.forgot' }
  | { type: 'login.code.change'; value: string }
  | { type: 'login.code.submit' }
  /** Escape, backdrop or the close button of the code dialog. */
  | { type: 'login.code.dismiss' }
  /** What "Remember me" kept on an earlier visit (null: nothing), reported as the flow starts. */
  | { type: 'login.recalled'; identifier: string | null };
