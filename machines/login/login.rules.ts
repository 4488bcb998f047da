/** The second step asks for this many digits (SPEC §9). */
export const OTP_LENGTH = 6;

/**
 * What the code field keeps of whatever was typed or pasted: ASCII digits in their order, at
 * most six. "123 456", "12-34-56" and "code: 123456" all become "123456". Never throws.
 */
export function sanitizeOtp(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw.replace(/[^0-9]/g, '').slice(0, OTP_LENGTH);
}

export const isCompleteOtp = (code: string) => code.length === OTP_LENGTH && /^[0-9]+$/.test(code);

/** The one demo account of the mock console (PRODUCT.md). */
export const DEMO_ACCOUNT = Object.freeze({
  email: 'admin@example.com',
  username: 'admin',
  password: 'Admin#2025',
});

/**
 * The e-mail or username matches whatever its case and surrounding spaces; the password must
 * match exactly.
 */
export function matchesDemoAccount(identifier: string, password: string): boolean {
  const id = identifier.trim().toLowerCase();
  return (id === DEMO_ACCOUNT.email || id === DEMO_ACCOUNT.username) && password === DEMO_ACCOUNT.password;
}

/** Both fields must hold something; a password is taken as typed, spaces included. */
export const credentialsMissing = (identifier: string, password: string) => identifier.trim() === '' || password === '';
