export interface AuthRecord {
  readonly access: 'mock';
  readonly role: 'Admin';
}

export interface AuthContext {
  readonly record: AuthRecord | null;
}

export type AuthEvent =
  | { type: 'auth.login'; record: AuthRecord }
  | { type: 'auth.logout' }
  /** Re-read storage, e.g. before an admin route: a tampered record signs the user out. */
  | { type: 'auth.verify' };
