import { text } from '../shared/text.ts';
import { isRoleId, type FormErrors, type User, type UserForm, type ValidationResult } from './users.types.ts';

/**
 * The browser's own rule for type="email" (WHATWG HTML, "valid e-mail address"), so the
 * machine accepts exactly what the field would.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value);

/** E-mail addresses are compared without case: Dana@Example.com is dana@example.com. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Checks the Add (`mode: 'add'`) or Edit form. Add needs every field (SPEC §5); Edit needs
 * name and e-mail. An e-mail already used by another user is refused. Values come back
 * trimmed; the password is kept exactly as typed.
 */
export function validateUserForm(form: UserForm, users: readonly User[], mode: 'add' | 'edit', editingId?: string): ValidationResult {
  const values: UserForm = { ...form, name: form.name.trim(), email: form.email.trim() };
  const errors: FormErrors = {};
  if (!values.name) errors.name = text('users:form.errors.nameRequired');
  if (!values.email) errors.email = text('users:form.errors.emailRequired');
  else if (!isEmail(values.email)) errors.email = text('users:form.errors.emailInvalid');
  else if (users.some((user) => user.id !== editingId && sameEmail(user.email, values.email)))
    errors.email = text('users:form.errors.emailTaken', { email: values.email });
  if (mode === 'add' && !values.password) errors.password = text('users:form.errors.passwordRequired');
  if (!isRoleId(values.role)) errors.role = text('users:form.errors.roleRequired');
  return { values, errors };
}

export const hasErrors = (errors: FormErrors) => Object.keys(errors).length > 0;

/** `usr_` plus a zero-padded serial, skipping any id already taken. */
export function nextUserId(users: readonly User[], serial: number): { id: string; nextSerial: number } {
  const taken = new Set(users.map((user) => user.id));
  let candidate = serial;
  while (taken.has(formatId(candidate))) candidate += 1;
  return { id: formatId(candidate), nextSerial: candidate + 1 };
}

const formatId = (serial: number) => `usr_${String(serial).padStart(3, '0')}`;

/** The first serial after the ones the seed data uses. */
export const firstFreeSerial = (users: readonly User[]) =>
  users.reduce((max, user) => {
    const serial = /^usr_(\d+)$/.exec(user.id)?.[1];
    return serial ? Math.max(max, Number(serial) + 1) : max;
  }, 1);
