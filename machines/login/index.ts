export { CODE_CHECK_DELAY_MS, CREDENTIALS_CHECK_DELAY_MS, DEFAULT_REDIRECT, LOGIN_TOASTS, loginMachine } from './login.machine.ts';
export { credentialsMissing, DEMO_ACCOUNT, isCompleteOtp, matchesDemoAccount, OTP_LENGTH, sanitizeOtp } from './login.rules.ts';
export * from './login.selectors.ts';
export type * from './login.types.ts';
