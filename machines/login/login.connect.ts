import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine.ts';
import { isCompleteOtp } from './login.rules.ts';
import type { LoginEvent } from './login.types.ts';

/**
 * The sign-in page. Step one's form: what was typed, the message shown (and the attempt it
 * belongs to, so the same message after another try is announced again), the fields it
 * concerns, whether the credentials are being checked. Step two's dialog: open or not, the code
 * typed, whether Verify works, whether a request is under way, whether the code was refused.
 */
export const connectLogin = (snapshot: SnapshotFrom<typeof loginMachine>, send: (event: LoginEvent) => void) => {
  const { identifier, password, remember, attempts, code, codeRejected } = snapshot.context;
  const required = snapshot.hasTag('errorRequired');
  const invalid = snapshot.hasTag('errorInvalid');
  return {
    identifier,
    password,
    remember,
    /** Which inline message the form shows: login:errors.required or login:errors.invalid. */
    error: required ? 'required' : invalid ? 'invalid' : null,
    attempts,
    // A field is marked while an error concerns it.
    identifierInvalid: invalid || (required && identifier.trim() === ''),
    passwordInvalid: invalid || (required && password === ''),
    checking: snapshot.matches('checking'),
    codeOpen: snapshot.hasTag('dialogOpen'),
    code,
    /** Verify Code is enabled with six digits and nothing in flight. */
    canVerify: snapshot.matches('otp') && isCompleteOtp(code),
    /** "Signing In..." / "Verifying...": a request is being checked. */
    busy: snapshot.hasTag('busy'),
    /** An incomplete code was sent and not changed since: the code field shows the problem. */
    codeRejected,
    changeIdentifier: (value: string) => send({ type: 'login.identifier.change', value }),
    changePassword: (value: string) => send({ type: 'login.password.change', value }),
    changeRemember: (checked: boolean) => send({ type: 'login.remember.change', checked }),
    submit: () => send({ type: 'login.submit' }),
    forgot: () => send({ type: 'login.forgot' }),
    changeCode: (value: string) => send({ type: 'login.code.change', value }),
    submitCode: () => send({ type: 'login.code.submit' }),
    dismissCode: () => send({ type: 'login.code.dismiss' }),
  };
};
