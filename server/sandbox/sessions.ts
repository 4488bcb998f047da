// Quality on Demand sessions as real state, by the rules of the document's x-sandbox.sessions
// (docs/apis.md): created, read and deleted per client, ended when their duration runs out (or
// at once, for a number whose network ends them), and forgotten keepEndedSeconds later. Kept in
// a fair store (../fair-store.ts): a session taken to make room for another client ends as one
// the network ended does, and reads so until it is forgotten.
import { randomUUID } from 'node:crypto';
import type { SandboxError, SandboxSession, SandboxSessionRules } from '../../src/config/api-sandbox.ts';
import type { Client } from '../clients.ts';
import { FairStore, type FairLimits } from '../fair-store.ts';

/** The request body of createSession, as the schema has already checked it (the device may come from a token instead). */
export interface CreateSessionRequest {
  readonly device?: { readonly phoneNumber?: string; readonly ipv6Address?: string };
  readonly applicationServer: Readonly<Record<string, string>>;
  readonly devicePorts?: unknown;
  readonly applicationServerPorts?: unknown;
  readonly qosProfile: string;
  readonly duration: number;
}

interface SessionRecord {
  readonly id: string;
  readonly client: Client;
  readonly forgetAt: number;
  readonly phoneNumber: string;
  /** When the session ends (ms): its expiry, or its creation for one the network ends. */
  readonly endsAt: number;
  readonly created: Readonly<Record<string, unknown>>;
  readonly onRead: SandboxSession['onRead'];
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

  constructor(rules: SandboxSessionRules, limits: FairLimits = DEFAULT_SESSION_LIMITS) {
    if (limits.perClient <= rules.maxActivePerClient) throw new Error('the store must hold more sessions per client than may be active');
    this.#rules = rules;
    this.#store = new FairStore(limits);
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
      duration: request.duration,
      ...(available ? { startedAt: new Date(now).toISOString(), expiresAt: new Date(expiresAt).toISOString() } : {}),
      qosStatus: session.qosStatus,
    };
    const endsAt = session.onRead ? now : expiresAt;
    const record: SessionRecord = {
      id,
      client,
      forgetAt: endsAt + rules.keepEndedSeconds * 1000,
      phoneNumber,
      endsAt,
      created,
      onRead: session.onRead,
    };
    const ended = (candidate: SessionRecord) => now >= candidate.endsAt;
    // At its own ceiling a client gives up its oldest ended session (it runs at most a few, so
    // it has one); room for others is made from the largest holders, ended sessions first.
    const added = this.#store.add(record, now, { ownVictim: (mine) => mine.find(ended), cheap: ended });
    if (!added.ok) return { ...rules.tooManySessions, headers: { 'Retry-After': '60' } };
    for (const removed of added.removed) if (!ended(removed) && removed.client.key !== client.key) this.#endForRoom(removed, now);
    return { status: 201, body: created };
  }

  read(client: Client, id: string, now: number): SessionAnswer {
    const record = this.#find(client, id, now);
    if (!record) return this.#rules.notFound;
    if (record.onRead) return { status: 200, body: { ...record.created, ...record.onRead } };
    if (now >= record.endsAt) return { status: 200, body: { ...record.created, qosStatus: 'UNAVAILABLE', statusInfo: 'DURATION_EXPIRED' } };
    return { status: 200, body: record.created };
  }

  delete(client: Client, id: string, now: number): SessionAnswer {
    const record = this.#find(client, id, now);
    if (!record) return this.#rules.notFound;
    this.#store.delete(record);
    this.#reclaimed.delete(id);
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
    this.#reclaimed.set(record.id, {
      ...record,
      endsAt: now,
      forgetAt: now + this.#rules.keepEndedSeconds * 1000,
      onRead: NETWORK_TERMINATED,
    });
    while (this.#reclaimed.size > this.#store.limits.total) this.#reclaimed.delete(this.#reclaimed.keys().next().value!);
  }
}
