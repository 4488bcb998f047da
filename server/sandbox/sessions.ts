// Quality on Demand sessions as real state, by the rules of the document's x-sandbox.sessions
// (docs/apis.md): created, read and deleted per client, ended when their duration runs out (or
// at once, for a number whose network ends them), and forgotten keepEndedSeconds later. Kept in
// a fair store (../fair-store.ts): a session taken to make room for another client ends as one
// the network ended does, and reads so until it is forgotten. A session with a sink (an inbox of
// the sandbox) is sent each change of its status as CAMARA's QOS_STATUS_CHANGED event
// (./events.ts): AVAILABLE when it starts, UNAVAILABLE with the reason when it ends.
import { randomUUID } from 'node:crypto';
import type { SandboxError, SandboxSession, SandboxSessionRules } from '../../src/config/api-sandbox.ts';
import type { Client } from '../clients.ts';
import { FairStore, type FairLimits } from '../fair-store.ts';
import type { Events, EventTarget, SinkRequest } from './events.ts';

/** The request body of createSession, as the schema has already checked it (the device may come from a token instead). */
export interface CreateSessionRequest extends SinkRequest {
  readonly device?: { readonly phoneNumber?: string; readonly ipv6Address?: string };
  readonly applicationServer: Readonly<Record<string, string>>;
  readonly devicePorts?: unknown;
  readonly applicationServerPorts?: unknown;
  readonly qosProfile: string;
  readonly duration: number;
}

/** Why a session ended (CAMARA's statusInfo). */
type EndReason = 'DURATION_EXPIRED' | 'NETWORK_TERMINATED' | 'DELETE_REQUESTED';

interface SessionRecord {
  readonly id: string;
  readonly client: Client;
  readonly forgetAt: number;
  readonly phoneNumber: string;
  /** When the session ends (ms): its expiry, when the network ends it, or its creation for one the network refuses. */
  readonly endsAt: number;
  /** Why it ends then. */
  readonly endReason: EndReason;
  readonly created: Readonly<Record<string, unknown>>;
  readonly onRead: SandboxSession['onRead'];
  /** Where its status changes go, if it was given a sink. */
  readonly target?: EventTarget | undefined;
}

/** Quality on Demand's events: the inboxes and the timeline, the event type and the sessions' URL on the sandbox. */
export interface SessionEvents {
  readonly events: Events;
  readonly type: string;
  /** The sessions' collection path (`/sandbox/quality-on-demand/v1/sessions`): a session's source is its URL. */
  readonly collection: string;
}

export type SessionAnswer =
  { readonly status: number; readonly body?: unknown; readonly headers?: Readonly<Record<string, string>> } | SandboxError;

const NETWORK_TERMINATED = { qosStatus: 'UNAVAILABLE', statusInfo: 'NETWORK_TERMINATED' } as const;

/**
 * Sessions kept (running and ended ones waiting to be forgotten): 50 per client, 200 per /24 or
 * /48, 10,000 in all. A client may run `maxActivePerClient` of them.
 */
export const DEFAULT_SESSION_LIMITS: FairLimits = { perClient: 50, perGroup: 200, total: 10_000 };

export class SessionStore {
  readonly #store: FairStore<SessionRecord>;
  /** Sessions ended to make room, by id, oldest first; at most as many as the store holds. */
  readonly #reclaimed = new Map<string, SessionRecord>();
  readonly #rules: SandboxSessionRules;
  readonly #events: SessionEvents | undefined;

  constructor(rules: SandboxSessionRules, limits: FairLimits = DEFAULT_SESSION_LIMITS, events?: SessionEvents) {
    if (limits.perClient <= rules.maxActivePerClient) throw new Error('the store must hold more sessions per client than may be active');
    this.#rules = rules;
    this.#store = new FairStore(limits);
    this.#events = events;
  }

  /** A session for the device whose number is `phoneNumber` (from the body's phone number or IPv6 address, or a token). */
  create(client: Client, request: CreateSessionRequest, phoneNumber: string, session: SandboxSession, now: number): SessionAnswer {
    const rules = this.#rules;
    if (request.duration > rules.maxDurationSeconds) return rules.durationOutOfRange;
    const active = this.#store.ofClient(client, now).filter((record) => now < record.endsAt);
    // The quota is full until the first of the running sessions ends: then a client may try again.
    if (active.length >= rules.maxActivePerClient)
      return {
        ...rules.tooManySessions,
        headers: { 'Retry-After': String(Math.max(1, Math.ceil((Math.min(...active.map((record) => record.endsAt)) - now) / 1000))) },
      };
    if (active.some((record) => record.phoneNumber === phoneNumber)) return rules.deviceBusy;

    const id = randomUUID();
    const available = session.qosStatus === 'AVAILABLE';
    const expiresAt = now + request.duration * 1000;
    // CAMARA: the device as the client named it, by one identifier (its phone number if given).
    const { device } = request;
    const echoed = device?.phoneNumber
      ? { phoneNumber: device.phoneNumber }
      : device?.ipv6Address
        ? { ipv6Address: device.ipv6Address }
        : undefined;
    const created = {
      sessionId: id,
      ...(echoed ? { device: echoed } : {}),
      applicationServer: request.applicationServer,
      ...(request.devicePorts ? { devicePorts: request.devicePorts } : {}),
      ...(request.applicationServerPorts ? { applicationServerPorts: request.applicationServerPorts } : {}),
      qosProfile: request.qosProfile,
      // CAMARA echoes the sink, never its credential.
      ...(request.sink !== undefined ? { sink: request.sink } : {}),
      duration: request.duration,
      ...(available ? { startedAt: new Date(now).toISOString(), expiresAt: new Date(expiresAt).toISOString() } : {}),
      qosStatus: session.qosStatus,
    };
    const networkEndsAt =
      available && session.networkEndsAfterSeconds !== undefined && this.#events
        ? now + this.#events.events.delay(session.networkEndsAfterSeconds)
        : Infinity;
    const endsAt = session.onRead ? now : Math.min(expiresAt, networkEndsAt);
    const record: SessionRecord = {
      id,
      client,
      forgetAt: endsAt + rules.keepEndedSeconds * 1000,
      phoneNumber,
      endsAt,
      endReason: session.onRead || networkEndsAt < expiresAt ? 'NETWORK_TERMINATED' : 'DURATION_EXPIRED',
      created,
      onRead: session.onRead,
      target: this.#events?.events.targetOf(request),
    };
    const ended = (candidate: SessionRecord) => now >= candidate.endsAt;
    // At its own ceiling a client gives up its oldest ended session (it runs at most a few, so
    // it has one); room for others is made from the largest holders, ended sessions first.
    const added = this.#store.add(record, now, { ownVictim: (mine) => mine.find(ended), cheap: ended });
    if (!added.ok) return { ...rules.tooManySessions, headers: { 'Retry-After': '60' } };
    for (const removed of added.removed) if (!ended(removed) && removed.client.key !== client.key) this.#endForRoom(removed, now);
    // CAMARA: a session that starts is announced AVAILABLE (beside the answer), and each end as UNAVAILABLE with its reason;
    // one the network refuses (REQUESTED, then ended) only by its end.
    if (available) this.#notify(record, now, 'AVAILABLE');
    this.#notify(record, endsAt, 'UNAVAILABLE', record.endReason);
    return { status: 201, body: created };
  }

  read(client: Client, id: string, now: number): SessionAnswer {
    const record = this.#find(client, id, now);
    if (!record) return this.#rules.notFound;
    if (record.onRead) return { status: 200, body: { ...record.created, ...record.onRead } };
    if (now >= record.endsAt) {
      // Ended by the network before its time: it expired when it was ended (CAMARA's expiresAt of an UNAVAILABLE session).
      const early = record.endReason === 'NETWORK_TERMINATED' ? { expiresAt: new Date(record.endsAt).toISOString() } : {};
      return { status: 200, body: { ...record.created, ...early, qosStatus: 'UNAVAILABLE', statusInfo: record.endReason } };
    }
    return { status: 200, body: record.created };
  }

  delete(client: Client, id: string, now: number): SessionAnswer {
    const record = this.#find(client, id, now);
    if (!record) return this.#rules.notFound;
    this.#store.delete(record);
    this.#reclaimed.delete(id);
    this.#events?.events.timeline.cancel(record);
    // CAMARA: deleting a session still AVAILABLE is announced; one already UNAVAILABLE is not.
    if (record.created.qosStatus === 'AVAILABLE' && now < record.endsAt) this.#notify(record, now, 'UNAVAILABLE', 'DELETE_REQUESTED');
    return { status: 204 };
  }

  /** Sessions kept, and those ended to make room that can still be read (at most as many). */
  get size() {
    return { ...this.#store.size, reclaimed: this.#reclaimed.size };
  }

  #find(client: Client, id: string, now: number): SessionRecord | undefined {
    const kept = this.#store.get(client, id, now);
    if (kept) return kept;
    const reclaimed = this.#reclaimed.get(id);
    if (!reclaimed || reclaimed.client.key !== client.key) return undefined;
    if (now < reclaimed.forgetAt) return reclaimed;
    this.#reclaimed.delete(id);
    return undefined;
  }

  /** A running session taken for room ends now, as if its network had ended it. */
  #endForRoom(record: SessionRecord, now: number): void {
    this.#events?.events.timeline.cancel(record);
    this.#reclaimed.set(record.id, {
      ...record,
      endsAt: now,
      forgetAt: now + this.#rules.keepEndedSeconds * 1000,
      onRead: NETWORK_TERMINATED,
    });
    while (this.#reclaimed.size > this.#store.limits.total) this.#reclaimed.delete(this.#reclaimed.keys().next().value!);
    if (record.created.qosStatus === 'AVAILABLE') this.#notify(record, now, 'UNAVAILABLE', 'NETWORK_TERMINATED');
  }

  /** Plans a QOS_STATUS_CHANGED event for `at` to the session's sink, if it has one. */
  #notify(record: SessionRecord, at: number, qosStatus: 'AVAILABLE' | 'UNAVAILABLE', statusInfo?: EndReason): void {
    const events = this.#events;
    const target = record.target;
    if (!events || !target) return;
    const data = { sessionId: record.id, qosStatus, ...(statusInfo ? { statusInfo } : {}) };
    const source = events.events.sourceOf(target, `${events.collection}/${record.id}`);
    events.events.timeline.at(at, record, (when) => events.events.deliver(target, { type: events.type, source, data }, when));
  }
}
