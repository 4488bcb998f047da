// Quality on Demand sessions as real state, by the rules of the document's x-sandbox.sessions
// (docs/apis.md): created, read and deleted per client address, ended when their duration runs
// out (or at once, for a number whose network ends them), and forgotten keepEndedSeconds later.
import { randomUUID } from 'node:crypto';
import type { SandboxError, SandboxSession, SandboxSessionRules } from '../../src/config/api-sandbox.ts';
import { BoundedStore, type StoreLimits } from './bounded-store.ts';

/** The request body of createSession, as the schema has already checked it. */
export interface CreateSessionRequest {
  readonly device: { readonly phoneNumber: string };
  readonly applicationServer: Readonly<Record<string, string>>;
  readonly qosProfile: string;
  readonly duration: number;
}

interface SessionRecord {
  readonly id: string;
  readonly client: string;
  readonly forgetAt: number;
  readonly phoneNumber: string;
  /** When the session ends (ms): its expiry, or its creation for one the network ends. */
  readonly endsAt: number;
  readonly created: Readonly<Record<string, unknown>>;
  readonly onRead: SandboxSession['onRead'];
}

export type SessionAnswer = { readonly status: number; readonly body?: unknown } | SandboxError;

/** Sessions kept beyond the rules' active ones (ended ones waiting to be forgotten), per address and in total. */
export const DEFAULT_SESSION_LIMITS: StoreLimits = { perClient: 50, total: 10_000 };

export class SessionStore {
  readonly #store: BoundedStore<SessionRecord>;
  readonly #rules: SandboxSessionRules;

  constructor(rules: SandboxSessionRules, limits: StoreLimits = DEFAULT_SESSION_LIMITS) {
    if (limits.perClient <= rules.maxActivePerClient) throw new Error('the store must hold more sessions per client than may be active');
    this.#rules = rules;
    this.#store = new BoundedStore(limits);
  }

  create(client: string, request: CreateSessionRequest, session: SandboxSession, now: number): SessionAnswer {
    const rules = this.#rules;
    if (request.duration > rules.maxDurationSeconds) return rules.durationOutOfRange;
    const active = this.#store.ofClient(client, now).filter((record) => now < record.endsAt);
    if (active.length >= rules.maxActivePerClient) return rules.tooManySessions;
    if (active.some((record) => record.phoneNumber === request.device.phoneNumber)) return rules.deviceBusy;

    const id = randomUUID();
    const available = session.qosStatus === 'AVAILABLE';
    const expiresAt = now + request.duration * 1000;
    const created = {
      sessionId: id,
      device: { phoneNumber: request.device.phoneNumber },
      applicationServer: request.applicationServer,
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
      phoneNumber: request.device.phoneNumber,
      endsAt,
      created,
      onRead: session.onRead,
    };
    // Only an ended session may make room; with every kept one still running, the quota is full.
    if (!this.#store.add(record, now, (candidate) => now >= candidate.endsAt)) return rules.tooManySessions;
    return { status: 201, body: created };
  }

  read(client: string, id: string, now: number): SessionAnswer {
    const record = this.#store.get(client, id, now);
    if (!record) return this.#rules.notFound;
    if (record.onRead) return { status: 200, body: { ...record.created, ...record.onRead } };
    if (now >= record.endsAt) return { status: 200, body: { ...record.created, qosStatus: 'UNAVAILABLE', statusInfo: 'DURATION_EXPIRED' } };
    return { status: 200, body: record.created };
  }

  delete(client: string, id: string, now: number): SessionAnswer {
    const record = this.#store.get(client, id, now);
    if (!record) return this.#rules.notFound;
    this.#store.delete(record);
    return { status: 204 };
  }

  get size() {
    return this.#store.size;
  }
}
