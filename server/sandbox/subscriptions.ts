// SIM Swap subscriptions (CAMARA's sim-swap-subscriptions) as real state, by the rules of the
// document's x-sandbox.subscriptions (docs/apis.md): created, listed, read and deleted per
// client. A subscription to a number that swaps (x-sandbox: `swapAfterSeconds`) is sent a
// `swapped` CloudEvent that long after it began; every subscription ends with a
// `subscription-ended` one, for the first reason that comes: its expire time (or the sandbox's
// hour), its maximum of events, its credential's expiry, its deletion, or the sandbox taking it
// to make room. An ended subscription reads EXPIRED until it is forgotten keepEndedSeconds
// later; a deleted one is gone at once. Kept in a fair store (../fair-store.ts).
import { randomUUID } from 'node:crypto';
import type { SandboxError, SandboxSubscription, SandboxSubscriptionRules } from '../../src/config/api-sandbox.ts';
import type { Client } from '../clients.ts';
import { FairStore, type FairLimits } from '../fair-store.ts';
import type { Events, EventTarget, SinkRequest } from './events.ts';

/** The request body of createSimSwapSubscription, as the schema (and the sink's check) passed it. */
export interface SubscriptionRequest extends SinkRequest {
  readonly protocol: string;
  readonly sink: string;
  readonly types: readonly string[];
  readonly config: {
    readonly subscriptionDetail: { readonly phoneNumber?: string };
    readonly subscriptionExpireTime?: string;
    readonly subscriptionMaxEvents?: number;
  };
}

/** CAMARA's reasons a subscription ends. */
type TerminationReason =
  'SUBSCRIPTION_EXPIRED' | 'MAX_EVENTS_REACHED' | 'ACCESS_TOKEN_EXPIRED' | 'SUBSCRIPTION_DELETED' | 'NETWORK_TERMINATED';

const DESCRIPTIONS: Readonly<Record<TerminationReason, string>> = {
  SUBSCRIPTION_EXPIRED: 'The subscription reached its expire time.',
  MAX_EVENTS_REACHED: 'The subscription delivered its maximum number of events.',
  ACCESS_TOKEN_EXPIRED: 'The sink credential expired.',
  SUBSCRIPTION_DELETED: 'The subscription was deleted.',
  NETWORK_TERMINATED: 'The sandbox ended the subscription to make room for others.',
};

interface SubscriptionRecord {
  readonly id: string;
  readonly client: Client;
  /** Moves up to keepEndedSeconds after the end once it has ended. */
  forgetAt: number;
  readonly phoneNumber: string;
  /** The subscription as answered (its status aside). */
  readonly resource: Readonly<Record<string, unknown>>;
  /** Whether a three-legged token named the number: then no answer or event names it (CAMARA). */
  readonly fromToken: boolean;
  readonly target: EventTarget;
  readonly maxEvents: number | undefined;
  delivered: number;
  endedAt: number | undefined;
}

export type SubscriptionAnswer = { readonly status: number; readonly body?: unknown; readonly headers?: Readonly<Record<string, string>> };

/** Subscriptions kept (running and ended ones waiting to be forgotten): 50 per client, 200 per /24 or /48, 5,000 in all. */
export const DEFAULT_SUBSCRIPTION_LIMITS: FairLimits = { perClient: 50, perGroup: 200, total: 5_000 };

export class SubscriptionStore {
  readonly #store: FairStore<SubscriptionRecord>;
  readonly #rules: SandboxSubscriptionRules;
  readonly #events: Events;
  /** The subscriptions' collection path (`/sandbox/sim-swap-subscriptions/v0.3/subscriptions`). */
  readonly #collection: string;

  constructor(rules: SandboxSubscriptionRules, events: Events, collection: string, limits: FairLimits = DEFAULT_SUBSCRIPTION_LIMITS) {
    if (limits.perClient <= rules.maxActivePerClient)
      throw new Error('the store must hold more subscriptions per client than may be active');
    this.#rules = rules;
    this.#events = events;
    this.#collection = collection;
    this.#store = new FairStore(limits);
  }

  create(
    client: Client,
    request: SubscriptionRequest,
    subscription: SandboxSubscription,
    now: number,
    who: { readonly phoneNumber: string; readonly fromToken: boolean },
  ): SubscriptionAnswer | SandboxError {
    const rules = this.#rules;
    const { config } = request;
    const asked = config.subscriptionExpireTime === undefined ? Infinity : Date.parse(config.subscriptionExpireTime);
    if (asked <= now) return rules.expireTimeInPast;
    const active = this.#store.ofClient(client, now).filter((record) => record.endedAt === undefined);
    if (active.length >= rules.maxActivePerClient) return rules.tooManySubscriptions;

    const id = randomUUID();
    const target = this.#events.targetOf(request)!;
    const expiresAt = Math.min(asked, now + rules.maxLifetimeSeconds * 1000);
    const resource = {
      id,
      protocol: request.protocol,
      sink: request.sink,
      types: request.types,
      config: { ...config, subscriptionDetail: who.fromToken ? {} : { phoneNumber: who.phoneNumber } },
      startsAt: new Date(now).toISOString(),
      expiresAt: new Date(expiresAt).toISOString(),
    };
    const record: SubscriptionRecord = {
      id,
      client,
      forgetAt: expiresAt + rules.keepEndedSeconds * 1000,
      phoneNumber: who.phoneNumber,
      resource,
      fromToken: who.fromToken,
      target,
      maxEvents: config.subscriptionMaxEvents,
      delivered: 0,
      endedAt: undefined,
    };
    const ended = (candidate: SubscriptionRecord) => candidate.endedAt !== undefined;
    // At its ceiling a client gives up its oldest ended subscription (it runs at most a few, so it
    // has one); room for others is made from the largest holders, ended subscriptions first.
    const added = this.#store.add(record, now, { ownVictim: (mine) => mine.find(ended), cheap: ended });
    if (!added.ok) return rules.tooManySubscriptions;
    for (const removed of added.removed) if (!ended(removed)) this.#end(removed, 'NETWORK_TERMINATED', now);

    const { timeline } = this.#events;
    // It ends at its expire time, or when its credential does if that is sooner.
    const tokenEnd = target.tokenExpiresAt ?? Infinity;
    const endsAt = Math.min(expiresAt, tokenEnd);
    if (subscription.swapAfterSeconds !== undefined) {
      const swapAt = now + this.#events.delay(subscription.swapAfterSeconds);
      if (swapAt < endsAt) timeline.at(swapAt, record, (at) => this.#swapped(record, at));
    }
    timeline.at(endsAt, record, (at) =>
      this.#end(record, endsAt === tokenEnd && tokenEnd < expiresAt ? 'ACCESS_TOKEN_EXPIRED' : 'SUBSCRIPTION_EXPIRED', at),
    );
    return { status: 201, body: { ...resource, status: 'ACTIVE' } };
  }

  /** The client's subscriptions not yet forgotten (with a three-legged token, its number's), oldest first. */
  list(client: Client, now: number, tokenNumber?: string): SubscriptionAnswer {
    const mine = this.#store.ofClient(client, now).filter((record) => tokenNumber === undefined || record.phoneNumber === tokenNumber);
    return { status: 200, body: mine.map((record) => this.#shown(record)) };
  }

  read(client: Client, id: string, now: number): SubscriptionAnswer | SandboxError {
    const record = this.#store.get(client, id, now);
    return record ? { status: 200, body: this.#shown(record) } : this.#rules.notFound;
  }

  delete(client: Client, id: string, now: number): SubscriptionAnswer | SandboxError {
    const record = this.#store.get(client, id, now);
    if (!record) return this.#rules.notFound;
    this.#end(record, 'SUBSCRIPTION_DELETED', now);
    this.#store.delete(record);
    return { status: 204 };
  }

  get size() {
    return this.#store.size;
  }

  #shown(record: SubscriptionRecord) {
    return { ...record.resource, status: record.endedAt === undefined ? 'ACTIVE' : 'EXPIRED' };
  }

  /** The number's SIM was swapped: an event, and the subscription's end if that was its last. */
  #swapped(record: SubscriptionRecord, at: number): void {
    if (record.endedAt !== undefined) return;
    record.delivered += 1;
    this.#events.deliver(record.target, { type: this.#rules.swapped, source: this.#source(record), data: this.#data(record, {}) }, at);
    if (record.maxEvents !== undefined && record.delivered >= record.maxEvents) this.#end(record, 'MAX_EVENTS_REACHED', at);
  }

  /** Ends a subscription once, for the first reason, with CAMARA's subscription-ended event. */
  #end(record: SubscriptionRecord, reason: TerminationReason, at: number): void {
    if (record.endedAt !== undefined) return;
    record.endedAt = at;
    record.forgetAt = Math.min(record.forgetAt, at + this.#rules.keepEndedSeconds * 1000);
    this.#events.timeline.cancel(record);
    const data = this.#data(record, { terminationReason: reason, terminationDescription: DESCRIPTIONS[reason] });
    this.#events.deliver(record.target, { type: this.#rules.ended, source: this.#source(record), data }, at);
  }

  #source(record: SubscriptionRecord): string {
    return this.#events.sourceOf(record.target, `${this.#collection}/${record.id}`);
  }

  #data(record: SubscriptionRecord, extra: object): object {
    return { ...(record.fromToken ? {} : { phoneNumber: record.phoneNumber }), subscriptionId: record.id, ...extra };
  }
}
