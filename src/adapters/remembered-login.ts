import { readItem, removeItem, writeItem } from './storage.ts';

/** Where "Remember me" keeps the e-mail or username between visits. */
export const REMEMBERED_LOGIN_KEY = 'rememberedLogin';

/** Longer than any e-mail address may be (RFC 5321): anything longer was not written by us. */
const MAX_LENGTH = 254;

/**
 * The remembered e-mail or username, or null. Storage can hold anything (another script, a
 * hand edit, a blocked store): only a short single-line string is taken.
 */
export function readRememberedIdentifier(): string | null {
  const raw = readItem(REMEMBERED_LOGIN_KEY);
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex -- control characters mean the value is not ours
  if (value === '' || value.length > MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** Remembers the identifier for the next visit, or forgets it when given null. */
export function writeRememberedIdentifier(identifier: string | null): void {
  const value = identifier?.trim() ?? '';
  if (value === '' || value.length > MAX_LENGTH) removeItem(REMEMBERED_LOGIN_KEY);
  else writeItem(REMEMBERED_LOGIN_KEY, value);
}
