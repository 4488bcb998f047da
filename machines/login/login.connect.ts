import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine.ts';
import {
  selectAttempts,
  selectCanVerify,
  selectCode,
  selectCodeRejected,
  selectCredentialsError,
  selectIdentifier,
  selectIdentifierInvalid,
  selectIsBusy,
  selectIsCheckingCredentials,
  selectIsCodeDialogOpen,
  selectPassword,
  selectPasswordInvalid,
  selectRemember,
} from './login.selectors.ts';
import type { LoginEvent } from './login.types.ts';

/**
 * The sign-in page. Step one's form: what was typed, the message shown (and the attempt it
 * belongs to, so the same message after another try is announced again), the fields it
 * concerns, whether the credentials are being checked. Step two's dialog: open or not, the code
 * typed, whether Verify works, whether a request is under way, whether the code was refused.
 */
export const connectLogin = (snapshot: SnapshotFrom<typeof loginMachine>, send: (event: LoginEvent) => void) => ({
  identifier: selectIdentifier(snapshot),
  password: selectPassword(snapshot),
  remember: selectRemember(snapshot),
  error: selectCredentialsError(snapshot),
  attempts: selectAttempts(snapshot),
  identifierInvalid: selectIdentifierInvalid(snapshot),
  passwordInvalid: selectPasswordInvalid(snapshot),
  checking: selectIsCheckingCredentials(snapshot),
  codeOpen: selectIsCodeDialogOpen(snapshot),
  code: selectCode(snapshot),
  canVerify: selectCanVerify(snapshot),
  busy: selectIsBusy(snapshot),
  codeRejected: selectCodeRejected(snapshot),
  changeIdentifier: (value: string) => send({ type: 'login.identifier.change', value }),
  changePassword: (value: string) => send({ type: 'login.password.change', value }),
  changeRemember: (checked: boolean) => send({ type: 'login.remember.change', checked }),
  submit: () => send({ type: 'login.submit' }),
  forgot: () => send({ type: 'login.forgot' }),
  changeCode: (value: string) => send({ type: 'login.code.change', value }),
  submitCode: () => send({ type: 'login.code.submit' }),
  dismissCode: () => send({ type: 'login.code.dismiss' }),
});
