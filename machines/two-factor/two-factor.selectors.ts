import type { SnapshotFrom } from 'xstate';
import type { twoFactorMachine } from './two-factor.machine.ts';

type TwoFactorSnapshot = SnapshotFrom<typeof twoFactorMachine>;

export const selectTwoFactorEnabled = (snapshot: TwoFactorSnapshot) => snapshot.hasTag('enabled');
export const selectAuthenticatorConfigured = (snapshot: TwoFactorSnapshot) => snapshot.hasTag('authenticatorConfigured');
export const selectPhone = (snapshot: TwoFactorSnapshot) => snapshot.context.phone;
/** "Update & Verify Number" once a number is present, else "Set Up SMS Verification" (SPEC §5). */
export const selectSmsAction = (snapshot: TwoFactorSnapshot): 'update' | 'setUp' => (snapshot.context.phone.trim() ? 'update' : 'setUp');
/** The SMS button works only with two-factor on and a number typed. */
export const selectCanSendCode = (snapshot: TwoFactorSnapshot) => snapshot.can({ type: 'sms.submit' });
