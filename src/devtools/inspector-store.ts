import type { Actor, AnyActorLogic, AnyActorRef, AnyEventObject, AnyStateMachine, InspectionEvent, Observer, Snapshot } from 'xstate';

export const DEVTOOLS_MARKER = 'signalwise-devtools';

export interface ActorRecord {
  readonly sessionId: string;
  readonly ref: AnyActorRef;
  /** The id relative to its parent (the invoke id, or the machine's id for a root). */
  readonly id: string;
  readonly rootId: string;
  readonly machine: AnyStateMachine | undefined;
  readonly startedAt: number;
  snapshot: Snapshot<unknown>;
  /** Whether it has started (React may create a view's actor in a render it then throws away). */
  started: boolean;
  /** When the actor stopped, finished or failed (it leaves the list). */
  endedAt: number | undefined;
}

export interface LogEntry {
  readonly seq: number;
  readonly time: number;
  readonly actor: string;
  readonly source: string | undefined;
  readonly event: AnyEventObject;
  readonly before: string;
  readonly after: string;
}

const LOG_LIMIT = 500;

/** A state value (or an actor's status) in one line: `otp`, `banner.visible`, `{a: x, b: y}`. */
export function formatValue(snapshot: Snapshot<unknown> | undefined): string {
  if (!snapshot) return '—';
  const value = (snapshot as { value?: unknown }).value;
  const flat = (current: unknown): string => {
    if (typeof current === 'string') return current;
    if (current && typeof current === 'object') {
      const entries = Object.entries(current);
      const [only] = entries;
      if (only && entries.length === 1) return `${only[0]}.${flat(only[1])}`;
      return `{${entries.map(([key, inner]) => `${key}.${flat(inner)}`).join(', ')}}`;
    }
    return String(current);
  };
  const status = { active: '', done: 'finished', error: 'failed', stopped: 'stopped' }[snapshot.status];
  if (value === undefined) return status || 'active';
  return status ? `${flat(value)} (${status})` : flat(value);
}

/** The actor's system id (xstate sets it just after announcing the actor, so read it late). */
export const systemIdOf = (record: ActorRecord) => (record.ref as Partial<Pick<Actor<AnyActorLogic>, 'systemId'>>).systemId;

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'getStateNodeById' in logic;

/**
 * Collects what xstate's inspection API reports: every actor created in any system the
 * observer was given to, its latest snapshot, and a log of the events that changed it.
 */
export function createInspectorStore(now: () => number = () => Date.now()) {
  const actors = new Map<string, ActorRecord>();
  const log: LogEntry[] = [];
  const sources = new WeakMap<AnyEventObject, string>();
  const listeners = new Set<() => void>();
  let version = 0;
  let seq = 0;
  let scheduled = false;

  // Actors are created while React renders (useActorRef): tell the panel afterwards, never
  // in the middle of another component's render.
  const changed = () => {
    version += 1;
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      for (const listener of listeners) listener();
    });
  };

  const record = (event: InspectionEvent) => {
    const ref = event.actorRef as AnyActorRef;
    switch (event.type) {
      case '@xstate.actor': {
        const actor = ref as Partial<Pick<Actor<AnyActorLogic>, 'id' | 'logic'>>;
        actors.set(ref.sessionId, {
          sessionId: ref.sessionId,
          ref,
          id: actor.id ?? ref.sessionId,
          rootId: event.rootId,
          machine: isMachine(actor.logic) ? actor.logic : undefined,
          startedAt: now(),
          snapshot: { status: 'active', output: undefined, error: undefined },
          started: false,
          endedAt: undefined,
        });
        break;
      }
      case '@xstate.event':
        if (event.sourceRef) sources.set(event.event, event.sourceRef.sessionId);
        break;
      case '@xstate.snapshot': {
        const entry = actors.get(ref.sessionId);
        if (!entry) return;
        const before = entry.snapshot;
        entry.snapshot = event.snapshot;
        entry.started = true;
        // StrictMode stops a view's actor and starts it again: it is live once more.
        entry.endedAt = event.snapshot.status === 'active' ? undefined : (entry.endedAt ?? now());
        log.push({
          seq: (seq += 1),
          time: now(),
          actor: ref.sessionId,
          source: sources.get(event.event),
          event: event.event,
          before: event.event.type === 'xstate.init' ? '—' : formatValue(before),
          after: formatValue(event.snapshot),
        });
        if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT);
        break;
      }
      default:
        return;
    }
    changed();
  };

  const inspect: Observer<InspectionEvent> = { next: record };

  /** The record whose snapshot lists this actor among its children (its parent), if any. */
  const parentOf = (entry: ActorRecord): ActorRecord | undefined => {
    for (const candidate of actors.values()) {
      const children = (candidate.snapshot as { children?: Record<string, AnyActorRef | undefined> }).children;
      if (children && Object.values(children).some((child) => child?.sessionId === entry.sessionId)) return candidate;
    }
    return undefined;
  };

  return {
    inspect,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVersion: () => version,
    /** Live actors, each root followed by its descendants (depth-first, in creation order). */
    liveActors(): { record: ActorRecord; depth: number; parent: ActorRecord | undefined }[] {
      const live = [...actors.values()].filter((entry) => entry.started && entry.endedAt === undefined);
      const parents = new Map(live.map((entry) => [entry.sessionId, parentOf(entry)]));
      const rows: { record: ActorRecord; depth: number; parent: ActorRecord | undefined }[] = [];
      const add = (entry: ActorRecord, depth: number) => {
        rows.push({ record: entry, depth, parent: parents.get(entry.sessionId) });
        for (const child of live) if (parents.get(child.sessionId)?.sessionId === entry.sessionId) add(child, depth + 1);
      };
      for (const entry of live) if (!parents.get(entry.sessionId)) add(entry, 0);
      return rows;
    },
    get: (sessionId: string) => actors.get(sessionId),
    log: (): readonly LogEntry[] => log,
  };
}

export type InspectorStore = ReturnType<typeof createInspectorStore>;
