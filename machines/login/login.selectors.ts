import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine.ts';
import { isCompleteOtp } from './login.rules.ts';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export const selectIdentifier = (snapshot: LoginSnapshot) => snapshot.context.identifier;
export const selectPassword = (snapshot: LoginSnapshot) => snapshot.context.password;
export const selectRemember = (snapshot: LoginSnapshot) => snapshot.context.remember;
export const selectCode = (snapshot: LoginSnapshot) => snapshot.context.code;
export const selectAttempts = (snapshot: LoginSnapshot) => snapshot.context.attempts;

/** "Signing In..." / "Verifying...": a request is being checked. */
export const selectIsBusy = (snapshot: LoginSnapshot) => snapshot.hasTag('busy');
export const selectIsCheckingCredentials = (snapshot: LoginSnapshot) => snapshot.matches('checking');
export const selectIsCodeDialogOpen = (snapshot: LoginSnapshot) => snapshot.hasTag('dialogOpen');
/** Verify Code is enabled with six digits and nothing in flight. */
export const selectCanVerify = (snapshot: LoginSnapshot) => snapshot.matches('otp') && isCompleteOtp(snapshot.context.code);

/** Which inline message the form shows: login:errors.required or login:errors.invalid. */
export type CredentialsError = 'required' | 'invalid';

export const selectCredentialsError = (snapshot: LoginSnapshot): CredentialsError | null =>
  snapshot.hasTag('errorRequired') ? 'required' : snapshot.hasTag('errorInvalid') ? 'invalid' : null;

/** The e-mail or username field is marked invalid while an error concerns it. */
export const selectIdentifierInvalid = (snapshot: LoginSnapshot) =>
  snapshot.hasTag('errorInvalid') || (snapshot.hasTag('errorRequired') && snapshot.context.identifier.trim() === '');
export const selectPasswordInvalid = (snapshot: LoginSnapshot) =>
  snapshot.hasTag('errorInvalid') || (snapshot.hasTag('errorRequired') && snapshot.context.password === '');
/** An incomplete code was sent and not changed since: the code field shows the problem. */
export const selectCodeRejected = (snapshot: LoginSnapshot) => snapshot.context.codeRejected;
