// A token bucket per client: `burst` requests at once, then `perMinute` spread over the minute.
// The buckets are kept least recently used first, at most `maxClients` of them, so a flood of
// addresses costs a bounded amount of memory: the address seen longest ago is forgotten, and
// a forgotten address comes back with a full bucket (as it would have had by then, mostly).

export interface RateLimitOptions {
  readonly perMinute: number;
  readonly burst: number;
  readonly maxClients: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { perMinute: 120, burst: 60, maxClients: 10_000 };

export type RateDecision = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly #perMs: number;
  readonly options: RateLimitOptions;

  constructor(options: RateLimitOptions = DEFAULT_RATE_LIMIT) {
    this.options = options;
    if (options.perMinute <= 0 || options.burst < 1 || options.maxClients < 1) throw new Error('rate limit options must be positive');
    this.#perMs = options.perMinute / 60_000;
  }

  /** Takes one token for `client` at `now` (ms), or says how many seconds until one is back. */
  take(client: string, now: number): RateDecision {
    const { burst, maxClients } = this.options;
    const bucket = this.#buckets.get(client) ?? { tokens: burst, at: now };
    // Re-inserted, so the Map's order stays least recently used first.
    this.#buckets.delete(client);
    bucket.tokens = Math.min(burst, bucket.tokens + Math.max(0, now - bucket.at) * this.#perMs);
    bucket.at = now;
    this.#buckets.set(client, bucket);
    while (this.#buckets.size > maxClients) this.#buckets.delete(this.#buckets.keys().next().value!);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.#perMs / 1000)) };
  }

  /** How many clients are remembered (for the tests of bounded memory). */
  get size(): number {
    return this.#buckets.size;
  }
}
