export { CODE_CHECK_DELAY_MS, CREDENTIALS_CHECK_DELAY_MS, LOGIN_TOASTS, loginMachine } from './login.machine.ts';
export { matchesDemoAccount, OTP_LENGTH, sanitizeOtp } from './login.rules.ts';
export type * from './login.types.ts';
export * from './login.connect.ts';
