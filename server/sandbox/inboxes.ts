// The sandbox's inboxes: where its events go, since it never calls an address outside itself
// (PRODUCT.md, 2026-11-28). An inbox stands in for a developer's webhook endpoint: its URL
// (<origin>/sandbox/inboxes/<128 random bits>) is a subscription's or a session's `sink`, and
// it accepts a delivery only with the bearer token it was made with, as an endpoint protected
// by its `sinkCredential` does; a delivery without it, or with another, is refused (401) and
// listed as refused, so the developer sees what their endpoint would have turned away. The
// delivery is read as a receiver reads it, by the CloudEvents SDK. Anyone who knows an inbox's
// URL may read it and follow it live (./inbox-routes.ts); nobody can guess one. Kept in a fair
// store (../fair-store.ts), each inbox two hours (a subscription lasts one at most, so one made in
// the inbox's first hour ends while it is there) and its last MAX_DELIVERIES deliveries.
import { randomBytes } from 'node:crypto';
import { HTTP } from 'cloudevents';
import { INBOX_DELIVERIES, INBOX_LIFETIME_SECONDS, INBOXES_PER_CLIENT } from '../../src/config/sandbox-events.ts';
import type { Client } from '../clients.ts';
import { FairStore, type FairLimits } from '../fair-store.ts';

/**
 * Inboxes kept: 5 per client, 50 per /24 or /48, 500 in all. Each holds at most MAX_DELIVERIES
 * of about a kilobyte, so all of them together stay near 12 MB.
 */
export const DEFAULT_INBOX_LIMITS: FairLimits = { perClient: INBOXES_PER_CLIENT, perGroup: 10 * INBOXES_PER_CLIENT, total: 500 };
/** How long an inbox lives, from when it was made; its credential expires then too. */
export const INBOX_LIFETIME_MS = INBOX_LIFETIME_SECONDS * 1000;
/** The deliveries an inbox keeps, newest; an older one is dropped for a new one. */
export const MAX_DELIVERIES = INBOX_DELIVERIES;
/** An inbox's path under the sandbox: its id is 128 random bits, in hex. */
export const INBOX_PATH = /^\/sandbox\/inboxes\/([0-9a-f]{32})$/;

/** A delivery as it reached the inbox: what came, with what, and whether the inbox took it. */
export interface Delivery {
  /** 1, 2, 3… per inbox: the order of arrival (the live stream's event id). */
  readonly seq: number;
  readonly receivedAt: string;
  /** What the inbox answered: 204 taken, 401 refused (no bearer, or not the inbox's). */
  readonly status: 204 | 401;
  /** The Authorization header the delivery came with, or null. */
  readonly authorization: string | null;
  readonly contentType: string;
  readonly correlator: string;
  /** The CloudEvent, as the SDK reads it off the structured-mode message. */
  readonly event: Readonly<Record<string, unknown>>;
}

/** A delivery as the sender makes it: an HTTP request's headers (lower case) and body. */
export interface DeliveryMessage {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** What an inbox's maker gets: its URL and the credential a subscription gives as `sinkCredential`. */
export interface InboxCard {
  readonly url: string;
  readonly sinkCredential: {
    readonly credentialType: 'ACCESSTOKEN';
    readonly accessToken: string;
    readonly accessTokenExpiresUtc: string;
    readonly accessTokenType: 'bearer';
  };
  readonly expiresAt: string;
}

interface InboxRecord {
  readonly id: string;
  readonly client: Client;
  readonly forgetAt: number;
  readonly card: InboxCard;
  readonly deliveries: Delivery[];
  next: number;
  /** The live streams following it; each hears every delivery, then `null` when the inbox is gone. */
  readonly listeners: Set<(delivery: Delivery | null) => void>;
}

export class InboxStore {
  readonly #store: FairStore<InboxRecord>;

  constructor(limits: FairLimits = DEFAULT_INBOX_LIMITS) {
    this.#store = new FairStore(limits);
  }

  /** A new inbox at `origin` (the sandbox's, as the request came to it). A client at its ceiling gives up its oldest. */
  create(client: Client, origin: string, now: number): InboxCard {
    const id = randomBytes(16).toString('hex');
    const expiresAt = new Date(now + INBOX_LIFETIME_MS).toISOString();
    const card: InboxCard = {
      url: `${origin}/sandbox/inboxes/${id}`,
      sinkCredential: {
        credentialType: 'ACCESSTOKEN',
        accessToken: randomBytes(24).toString('base64url'),
        accessTokenExpiresUtc: expiresAt,
        accessTokenType: 'bearer',
      },
      expiresAt,
    };
    const record: InboxRecord = { id, client, forgetAt: now + INBOX_LIFETIME_MS, card, deliveries: [], next: 1, listeners: new Set() };
    const added = this.#store.add(record, now, { ownVictim: (mine) => mine[0] });
    for (const removed of added.ok ? added.removed : []) this.#end(removed);
    return card;
  }

  /** The inbox with this id, whoever made it, unless forgotten. */
  find(id: string, now: number): { readonly card: InboxCard; readonly deliveries: readonly Delivery[] } | undefined {
    return this.#find(id, now);
  }

  /** The inbox a sink URL names, exactly as it was handed out. */
  bySink(sink: string, now: number): InboxCard | undefined {
    return this.#bySink(sink, now)?.card;
  }

  /**
   * A delivery reaches the inbox its sink names (gone: it is lost, as against an endpoint that
   * no longer answers). The inbox takes it with its own bearer token only; either way it is listed.
   */
  receive(sink: string, message: DeliveryMessage, now: number): Delivery | undefined {
    const record = this.#bySink(sink, now);
    if (!record) return undefined;
    const authorization = message.headers.authorization ?? null;
    const event = HTTP.toEvent({ headers: message.headers, body: message.body });
    const delivery: Delivery = {
      seq: record.next++,
      receivedAt: new Date(now).toISOString(),
      status: authorization === `Bearer ${record.card.sinkCredential.accessToken}` ? 204 : 401,
      authorization,
      contentType: message.headers['content-type'] ?? '',
      correlator: message.headers['x-correlator'] ?? '',
      event: JSON.parse(JSON.stringify(Array.isArray(event) ? event[0] : event)) as Record<string, unknown>,
    };
    record.deliveries.push(delivery);
    if (record.deliveries.length > MAX_DELIVERIES) record.deliveries.shift();
    for (const listener of record.listeners) listener(delivery);
    return delivery;
  }

  /** Follows an inbox live: `listener` hears each delivery, then `null` once the inbox is gone. Returns how to stop. */
  follow(id: string, now: number, listener: (delivery: Delivery | null) => void): (() => void) | undefined {
    const record = this.#find(id, now);
    if (!record) return undefined;
    record.listeners.add(listener);
    return () => record.listeners.delete(listener);
  }

  /** Streams following inboxes now. */
  get following(): number {
    let count = 0;
    for (const record of this.#store.all(-Infinity)) count += record.listeners.size;
    return count;
  }

  delete(id: string, now: number): boolean {
    const record = this.#find(id, now);
    if (!record) return false;
    this.#store.delete(record);
    this.#end(record);
    return true;
  }

  get size() {
    return this.#store.size;
  }

  #find(id: string, now: number): InboxRecord | undefined {
    return this.#store.find(id, now);
  }

  #bySink(sink: string, now: number): InboxRecord | undefined {
    const id = URL.canParse(sink) ? INBOX_PATH.exec(new URL(sink).pathname)?.[1] : undefined;
    const record = id ? this.#find(id, now) : undefined;
    return record && record.card.url === sink ? record : undefined;
  }

  #end(record: InboxRecord): void {
    for (const listener of [...record.listeners]) listener(null);
    record.listeners.clear();
  }
}
