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
