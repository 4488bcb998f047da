/**
 * A random (version 4) UUID for the contact form's Idempotency-Key. crypto.randomUUID exists
 * only in secure contexts, so the site served over plain HTTP (a LAN address in a test) would
 * lose it; getRandomValues works everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // The version (4) and variant (10xx) bits of RFC 9562.
  const hex = Array.from(bytes, (byte, index) => (index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte))
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
