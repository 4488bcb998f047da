import type { SnapshotFrom } from 'xstate';
import type { inboxMachine } from './inbox.machine.ts';
import type { InboxDelivery } from './inbox.types.ts';

type InboxSnapshot = SnapshotFrom<typeof inboxMachine>;

export type InboxPhase = 'restoring' | 'idle' | 'creating' | 'open' | 'forgetting';

/** A delivery as the panel lists it. */
export interface InboxItem {
  readonly seq: number;
  /** The event type's last part: `qos-status-changed`, `swapped`, `subscription-ended`. */
  readonly name: string;
  readonly type: string;
  readonly time: string;
  readonly receivedAt: string;
  /** Whether the inbox took it (204), or refused it (401: no bearer, or not its own). */
  readonly taken: boolean;
  readonly status: number;
  readonly authorization: string | null;
  /** The CloudEvent's data, laid out as JSON. */
  readonly data: string;
}

/** `org.camaraproject.sim-swap-subscriptions.v0.swapped` → `swapped`. */
export const eventName = (type: string) => type.slice(type.lastIndexOf('.') + 1);

const items = new WeakMap<readonly InboxDelivery[], readonly InboxItem[]>();
/** Newest first; the same list (by reference) for the same deliveries, so a view renders it once. */
function itemsOf(deliveries: readonly InboxDelivery[]): readonly InboxItem[] {
  let listed = items.get(deliveries);
  if (!listed) {
    listed = [...deliveries].reverse().map(({ seq, status, authorization, receivedAt, event }) => ({
      seq,
      name: eventName(event.type),
      type: event.type,
      time: event.time,
      receivedAt,
      taken: status >= 200 && status < 300,
      status,
      authorization,
      data: JSON.stringify(event.data ?? null, null, 2),
    }));
    items.set(deliveries, listed);
  }
  return listed;
}

export function selectInboxPhase(snapshot: InboxSnapshot): InboxPhase {
  if (snapshot.matches('open')) return 'open';
  if (snapshot.matches('creating')) return 'creating';
  if (snapshot.matches('forgetting')) return 'forgetting';
  if (snapshot.matches('restoring')) return 'restoring';
  return 'idle';
}

/**
 * The inbox panel: where it is, its URL and when it ends, whether the live stream is open, what
 * arrived (newest first) and the latest arrival (for the live region), and why there is none.
 */
export function selectInboxView(snapshot: InboxSnapshot) {
  const { card, deliveries, failure } = snapshot.context;
  const listed = itemsOf(deliveries);
  return {
    phase: selectInboxPhase(snapshot),
    busy: snapshot.hasTag('busy'),
    connected: snapshot.matches({ open: 'live' }),
    url: card?.url ?? null,
    expiresAt: card?.expiresAt ?? null,
    failure,
    deliveries: listed,
    latest: listed[0] ?? null,
    canCreate: snapshot.can({ type: 'inbox.create' }),
    canForget: snapshot.can({ type: 'inbox.forget' }),
  };
}
