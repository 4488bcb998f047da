import type { SnapshotFrom } from 'xstate';
import type { twoFactorMachine } from './two-factor.machine.ts';
import type { TwoFactorEvent } from './two-factor.types.ts';

/**
 * Login Settings: two-factor on or off, the authenticator's state, the SMS number and its
 * button; the switch, the authenticator's two buttons, typing the number and sending the code.
 */
export const connectTwoFactor = (snapshot: SnapshotFrom<typeof twoFactorMachine>, send: (event: TwoFactorEvent) => void) => ({
  enabled: snapshot.hasTag('enabled'),
  authenticatorConfigured: snapshot.hasTag('authenticatorConfigured'),
  phone: snapshot.context.phone,
  /** "Update & Verify Number" once a number is present, else "Set Up SMS Verification" (SPEC §5). */
  smsAction: snapshot.context.phone.trim() ? 'update' : 'setUp',
  /** The SMS button works only with two-factor on and a number typed. */
  canSendCode: snapshot.can({ type: 'sms.submit' }),
  setEnabled: (checked: boolean) => send({ type: checked ? 'twoFactor.enable' : 'twoFactor.disable' }),
  resetAuthenticator: () => send({ type: 'authenticator.reset' }),
  verifyAuthenticator: () => send({ type: 'authenticator.verify' }),
  changePhone: (phone: string) => send({ type: 'sms.change', phone }),
  submitSms: () => send({ type: 'sms.submit' }),
});

export type TwoFactorView = ReturnType<typeof connectTwoFactor>;
