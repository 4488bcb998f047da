// In-memory records (Quality on Demand sessions, OTP codes) that belong to one client and are
// forgotten at a set time, with a ceiling per client and in total, so that no loop of requests,
// from one address or many, makes the process grow. Forgotten records are swept lazily: a
// client's own on each of its requests, everybody's when the total ceiling is reached.

export interface StoredRecord {
  readonly id: string;
  readonly client: string;
  /** When (ms) the record is forgotten. */
  readonly forgetAt: number;
}

export interface StoreLimits {
  readonly perClient: number;
  readonly total: number;
}

export class BoundedStore<T extends StoredRecord> {
  /** In insertion order, oldest first. */
  readonly #records = new Map<string, T>();
  readonly #byClient = new Map<string, Set<string>>();
  readonly limits: StoreLimits;

  constructor(limits: StoreLimits) {
    if (limits.perClient < 1 || limits.total < limits.perClient) throw new Error('store limits must be positive, total at least perClient');
    this.limits = limits;
  }

  /** The client's record with this id, unless forgotten. Another client's record is not found. */
  get(client: string, id: string, now: number): T | undefined {
    const record = this.#records.get(id);
    if (!record || record.client !== client) return undefined;
    if (now >= record.forgetAt) {
      this.delete(record);
      return undefined;
    }
    return record;
  }

  /** The client's records not yet forgotten, oldest first. */
  ofClient(client: string, now: number): T[] {
    this.#sweep(client, now);
    return [...(this.#byClient.get(client) ?? [])].map((id) => this.#records.get(id)!);
  }

  delete(record: T): void {
    this.#records.delete(record.id);
    const ids = this.#byClient.get(record.client);
    ids?.delete(record.id);
    if (ids?.size === 0) this.#byClient.delete(record.client);
  }

  /**
   * Adds a record, first making room: the client's or everybody's forgotten records go, then
   * the oldest that `evictable` allows. False (nothing added) when no room can be made.
   */
  add(record: T, now: number, evictable: (candidate: T) => boolean): boolean {
    const mine = this.ofClient(record.client, now);
    if (mine.length >= this.limits.perClient) {
      const victim = mine.find(evictable);
      if (!victim) return false;
      this.delete(victim);
    }
    if (this.#records.size >= this.limits.total) {
      for (const candidate of [...this.#records.values()]) if (now >= candidate.forgetAt) this.delete(candidate);
    }
    if (this.#records.size >= this.limits.total) {
      let victim: T | undefined;
      for (const candidate of this.#records.values())
        if (evictable(candidate)) {
          victim = candidate;
          break;
        }
      if (!victim) return false;
      this.delete(victim);
    }
    this.#records.set(record.id, record);
    let ids = this.#byClient.get(record.client);
    if (!ids) this.#byClient.set(record.client, (ids = new Set()));
    ids.add(record.id);
    return true;
  }

  #sweep(client: string, now: number): void {
    for (const id of [...(this.#byClient.get(client) ?? [])]) {
      const record = this.#records.get(id)!;
      if (now >= record.forgetAt) this.delete(record);
    }
  }

  /** Records kept, and clients they belong to (for the tests of bounded memory). */
  get size(): { readonly records: number; readonly clients: number } {
    return { records: this.#records.size, clients: this.#byClient.size };
  }
}
