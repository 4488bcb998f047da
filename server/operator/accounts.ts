// The operator's subscribers are the test numbers. A token must not carry a phone number in
// the clear (CAMARA: `sub` is no MSISDN), yet the sandbox must know whose it is without keeping
// a table that grows with every number ever asked for: the account id is the number, encrypted
// (JWE, direct AES-256-GCM) with a key made when the service starts. Opaque to anyone else,
// different every time, and gone with the key on restart, like the tokens themselves.
import { compactDecrypt, CompactEncrypt } from 'jose';
import { isTestNumber } from '../../src/config/test-devices.ts';

const E164 = /^\+[1-9][0-9]{4,14}$/;

export interface Accounts {
  /** An opaque account id for a test number. */
  idOf(number: string): Promise<string>;
  /** The test number behind an account id this process made, else undefined. */
  numberOf(accountId: string): Promise<string | undefined>;
}

export function createAccounts(): Accounts {
  const key = crypto.getRandomValues(new Uint8Array(32));
  const encoder = new TextEncoder();
  return {
    idOf: (number) => new CompactEncrypt(encoder.encode(number)).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).encrypt(key),
    async numberOf(accountId) {
      try {
        const { plaintext } = await compactDecrypt(accountId, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        const number = new TextDecoder().decode(plaintext);
        return E164.test(number) && isTestNumber(number) ? number : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** The number a CIBA `login_hint` names (`tel:+990…`), if it names a test number. */
export function numberOfLoginHint(hint: unknown): string | undefined {
  if (typeof hint !== 'string' || !hint.startsWith('tel:')) return undefined;
  const number = hint.slice('tel:'.length);
  return E164.test(number) && isTestNumber(number) ? number : undefined;
}
