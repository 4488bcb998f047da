/** The company record (SPEC §3 Company): mock values for this visit, nothing is persisted. */
export interface CompanyDetails {
  readonly companyName: string;
  readonly registrationNumber: string;
  readonly streetAddress: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: string;
  readonly apiKey: string;
  readonly apiSecret: string;
}

export const COMPANY: CompanyDetails = {
  companyName: 'Harborline Payments Ltd.',
  registrationNumber: '09482716',
  streetAddress: '221 Quayside Road',
  city: 'Bristol',
  postalCode: 'BS1 4QA',
  country: 'United Kingdom',
  apiKey: 'sw_live_pk_7Hq2Lx9VtR4mWc8ZbN3d',
  apiSecret: 'sw_live_sk_Q8vJ2nT5rK9wX4pL7mZc1bF6yH3gD0sA',
};

const SECRET_PREFIX = 'sw_live_sk_';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new-looking API secret for the mock "Regenerate Secret": the same shape as the real one,
 * from the browser's random source. It lives in memory only.
 */
export function createMockSecret(length = 32): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 62 symbols: the slight modulo bias does not matter for a value that is never used.
  return SECRET_PREFIX + Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
