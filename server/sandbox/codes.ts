// OTP SMS codes as real state, by the rules of the document's x-sandbox.codes (docs/apis.md),
// which are CAMARA's: no SMS is ever sent; each authenticationId's code is the documented sandbox
// code, it takes a limited number of attempts, expires, is used up by the right one and ended by
// a newer code for the same number. A number may be
// sent a limited number of codes in a window. Kept per client in a fair store
// (../fair-store.ts), so a flood of codes from other networks never pushes a client's code out.
import { randomUUID } from 'node:crypto';
import type { SandboxCodeRules, SandboxError } from '../../src/config/api-sandbox.ts';
import type { Client } from '../clients.ts';
import { FairStore, type FairLimits } from '../fair-store.ts';

interface CodeRecord {
  readonly id: string;
  readonly client: Client;
  readonly forgetAt: number;
  readonly phoneNumber: string;
  readonly sentAt: number;
  attempts: number;
  /** Validated, or superseded by a newer code for its number: either way no longer valid. */
  used: boolean;
}

export type CodeAnswer = { readonly status: number; readonly body?: unknown } | SandboxError;

/** Codes kept: 100 per client, 1,000 per /24 or /48, 20,000 in all. */
export const DEFAULT_CODE_LIMITS: FairLimits = { perClient: 100, perGroup: 1_000, total: 20_000 };

export class CodeStore {
  readonly #store: FairStore<CodeRecord>;
  readonly #rules: SandboxCodeRules;

  constructor(rules: SandboxCodeRules, limits: FairLimits = DEFAULT_CODE_LIMITS) {
    if (limits.perClient < rules.maxCodesPerNumber)
      throw new Error('the store must hold at least one number’s allowance of codes per client');
    this.#rules = rules;
    this.#store = new FairStore(limits);
  }

  send(client: Client, phoneNumber: string, now: number): CodeAnswer {
    const rules = this.#rules;
    const windowStart = now - rules.maxCodesWindowSeconds * 1000;
    const recent = this.#store.ofClient(client, now).filter((record) => record.phoneNumber === phoneNumber && record.sentAt > windowStart);
    if (recent.length >= rules.maxCodesPerNumber) return rules.tooManyCodes;
    const record: CodeRecord = {
      id: randomUUID(),
      client,
      // Kept as long as it counts against its number's allowance (and at least until it expires).
      forgetAt: now + Math.max(rules.maxCodesWindowSeconds, rules.expiresInSeconds) * 1000,
      phoneNumber,
      sentAt: now,
      attempts: 0,
      used: false,
    };
    // CAMARA: a new code for a number ends the ones sent to it before.
    for (const earlier of recent) earlier.used = true;
    const spent = (candidate: CodeRecord) => candidate.used || now - candidate.sentAt > rules.expiresInSeconds * 1000;
    // At its ceiling a client's oldest code makes room: at worst its number's allowance is counted short.
    this.#store.add(record, now, { ownVictim: (mine) => mine[0], cheap: spent });
    return { status: 200, body: { authenticationId: record.id } };
  }

  validate(client: Client, authenticationId: string, code: string, now: number): CodeAnswer {
    const rules = this.#rules;
    const record = this.#store.get(client, authenticationId, now);
    if (!record) return rules.notFound;
    if (record.used || now - record.sentAt > rules.expiresInSeconds * 1000) return rules.expired;
    if (record.attempts >= rules.maxAttempts) return rules.attemptsExceeded;
    if (code === rules.code) {
      record.used = true;
      return { status: 204 };
    }
    record.attempts += 1;
    // CAMARA: the wrong code that uses up the attempts is itself VERIFICATION_FAILED.
    return record.attempts >= rules.maxAttempts ? rules.attemptsExceeded : rules.wrongCode;
  }

  get size() {
    return this.#store.size;
  }
}
