import type { LoginField } from '../../machines/login/index.ts';

/** The sign-in page's element ids. Only /login shows the form, once, so fixed ids are unique. */
export const LOGIN_IDS = {
  title: 'login-title',
  identifier: 'login-identifier',
  password: 'login-password',
  /** The credentials' error, announced and tied to the rejected fields. */
  error: 'login-error',
  /** Why the buttons wait before the app has taken over. */
  waitHint: 'login-wait',
  code: 'login-code',
  codeError: 'login-code-error',
  codeHint: 'login-code-hint',
} as const;

/** Puts keyboard focus on the field where the reader has to act next. */
export const focusLoginField = (field: LoginField) => document.getElementById(LOGIN_IDS[field])?.focus();
