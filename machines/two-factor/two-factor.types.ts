import type { ActorRef, Snapshot } from 'xstate';
import type { ToastEvent } from '../toast/toast.types.ts';

/** Anything that takes `toast.show`: the app's toast actor, or a recorder in tests. */
export type ToastRef = ActorRef<Snapshot<unknown>, ToastEvent>;

export interface TwoFactorInput {
  readonly toast: ToastRef;
}

export interface TwoFactorContext {
  /** The SMS verification number as typed; no format check (SPEC §5). */
  readonly phone: string;
  readonly toast: ToastRef;
}

export type TwoFactorEvent =
  | { type: 'twoFactor.enable' }
  | { type: 'twoFactor.disable' }
  | { type: 'authenticator.reset' }
  | { type: 'authenticator.verify' }
  | { type: 'sms.change'; phone: string }
  | { type: 'sms.submit' };
