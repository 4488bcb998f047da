// Records the sandbox keeps in memory for its clients (Quality on Demand sessions, OTP codes),
// each forgotten at a set time, under three ceilings: per client, per group of clients (an IPv4
// /24, an IPv6 /48: server/clients.ts) and in all. When a ceiling is reached, room is made from
// the largest holders first: the group holding most, then its client holding most, then that
// client's oldest record (one the caller marks cheap, such as an ended session, before any
// other). So a flood from one network, however many addresses it rotates through, only ever
// displaces its own records: a client that holds little keeps what it has and is never refused.
import type { Client } from './clients.ts';

export interface FairRecord {
  readonly id: string;
  readonly client: Client;
  /** When (ms) the record is forgotten. */
  readonly forgetAt: number;
}

export interface FairLimits {
  readonly perClient: number;
  readonly perGroup: number;
  readonly total: number;
}

export interface AddPolicy<T> {
  /**
   * The client is at its own ceiling: which of its records (oldest first) makes room, or
   * `undefined` to refuse the new one.
   */
  readonly ownVictim: (mine: readonly T[]) => T | undefined;
  /** Records taken before others when room is made for someone else (say, ended sessions). */
  readonly cheap?: (record: T) => boolean;
}

/** `removed`: the records that made room, for the caller to end properly (none when refused). */
export type Added<T> = { readonly ok: true; readonly removed: readonly T[] } | { readonly ok: false };

/** How often (ms) at most every forgotten record is swept when a ceiling is reached. */
const SWEEP_EVERY_MS = 1_000;

export class FairStore<T extends FairRecord> {
  readonly limits: FairLimits;
  /** In insertion order, oldest first. */
  readonly #records = new Map<string, T>();
  /** Client key → its record ids, oldest first. */
  readonly #byClient = new Map<string, Set<string>>();
  /** Group → client key → how many records that client holds. */
  readonly #groups = new Map<string, Map<string, number>>();
  readonly #groupSize = new Map<string, number>();
  /** Group size → the groups of that size, so the largest is found at once. */
  readonly #bySize = new Map<number, Set<string>>();
  #largest = 0;
  #sweptAt = -Infinity;

  constructor(limits: FairLimits) {
    const { perClient, perGroup, total } = limits;
    if (perClient < 1 || perGroup < perClient || total < perGroup)
      throw new Error('fair store limits must grow: 1 ≤ perClient ≤ perGroup ≤ total');
    this.limits = limits;
  }

  /** The client's record with this id, unless forgotten. Another client's record is not found. */
  get(client: Client, id: string, now: number): T | undefined {
    const record = this.#records.get(id);
    if (!record || record.client.key !== client.key) return undefined;
    if (now >= record.forgetAt) {
      this.delete(record);
      return undefined;
    }
    return record;
  }

  /**
   * The record with this id, whoever holds it, unless forgotten: for state that passes between
   * clients (an authorization code made in a browser is exchanged by a server).
   */
  find(id: string, now: number): T | undefined {
    const record = this.#records.get(id);
    if (!record) return undefined;
    if (now >= record.forgetAt) {
      this.delete(record);
      return undefined;
    }
    return record;
  }

  /** Every record not yet forgotten (for the rare look-up by another key). */
  *all(now: number): IterableIterator<T> {
    for (const record of [...this.#records.values()]) if (now < record.forgetAt) yield record;
  }

  /** The client's records not yet forgotten, oldest first. */
  ofClient(client: Client, now: number): T[] {
    const mine = [...(this.#byClient.get(client.key) ?? [])].map((id) => this.#records.get(id)!);
    for (const record of mine) if (now >= record.forgetAt) this.delete(record);
    return mine.filter((record) => now < record.forgetAt);
  }

  delete(record: T): void {
    if (this.#records.get(record.id) !== record) return;
    this.#records.delete(record.id);
    const { key, group } = record.client;
    const ids = this.#byClient.get(key)!;
    ids.delete(record.id);
    if (ids.size === 0) this.#byClient.delete(key);
    const clients = this.#groups.get(group)!;
    const held = clients.get(key)! - 1;
    if (held === 0) clients.delete(key);
    else clients.set(key, held);
    if (clients.size === 0) this.#groups.delete(group);
    this.#resize(group, -1);
  }

  /** Adds a record, first making room under each ceiling it would pass. */
  add(record: T, now: number, policy: AddPolicy<T>): Added<T> {
    const removed: T[] = [];
    const mine = this.ofClient(record.client, now);
    if (mine.length >= this.limits.perClient) {
      const victim = policy.ownVictim(mine);
      if (!victim) return { ok: false };
      this.delete(victim);
      removed.push(victim);
    }
    const group = record.client.group;
    if ((this.#groupSize.get(group) ?? 0) >= this.limits.perGroup) {
      this.#sweep(now);
      if ((this.#groupSize.get(group) ?? 0) >= this.limits.perGroup) removed.push(this.#reclaim(group, policy));
    }
    if (this.#records.size >= this.limits.total) {
      this.#sweep(now);
      if (this.#records.size >= this.limits.total) removed.push(this.#reclaim(this.#largestGroup(), policy));
    }
    this.#records.set(record.id, record);
    let ids = this.#byClient.get(record.client.key);
    if (!ids) this.#byClient.set(record.client.key, (ids = new Set()));
    ids.add(record.id);
    let clients = this.#groups.get(group);
    if (!clients) this.#groups.set(group, (clients = new Map<string, number>()));
    clients.set(record.client.key, (clients.get(record.client.key) ?? 0) + 1);
    this.#resize(group, 1);
    return { ok: true, removed };
  }

  /** Records, clients and groups kept (for the tests of bounded memory). */
  get size(): { readonly records: number; readonly clients: number; readonly groups: number } {
    return { records: this.#records.size, clients: this.#byClient.size, groups: this.#groups.size };
  }

  /** The record that makes room in `group`: its largest holder's cheapest, else oldest. */
  #reclaim(group: string, policy: AddPolicy<T>): T {
    let holder = '';
    let most = 0;
    for (const [key, held] of this.#groups.get(group)!) if (held > most) [holder, most] = [key, held];
    const theirs = [...this.#byClient.get(holder)!].map((id) => this.#records.get(id)!);
    const victim = theirs.find((record) => policy.cheap?.(record)) ?? theirs[0]!;
    this.delete(victim);
    return victim;
  }

  #largestGroup(): string {
    return this.#bySize.get(this.#largest)!.values().next().value!;
  }

  #resize(group: string, by: 1 | -1): void {
    const before = this.#groupSize.get(group) ?? 0;
    const after = before + by;
    this.#bySize.get(before)?.delete(group);
    if (this.#bySize.get(before)?.size === 0) this.#bySize.delete(before);
    if (after === 0) this.#groupSize.delete(group);
    else {
      this.#groupSize.set(group, after);
      let groups = this.#bySize.get(after);
      if (!groups) this.#bySize.set(after, (groups = new Set()));
      groups.add(group);
    }
    // Sizes move one at a time, so the largest moves at most one step.
    if (after > this.#largest) this.#largest = after;
    else if (before === this.#largest && !this.#bySize.has(before)) this.#largest = after;
  }

  #sweep(now: number): void {
    if (now - this.#sweptAt < SWEEP_EVERY_MS) return;
    this.#sweptAt = now;
    for (const record of [...this.#records.values()]) if (now >= record.forgetAt) this.delete(record);
  }
}
