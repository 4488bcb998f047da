/**
 * What an API page states about the sandbox's events (x-sandbox.subscriptions and
 * x-sandbox.events, docs/apis.md "Events"): the subscriptions' limits, and the test numbers that
 * make something happen later and when. Read by src/config/api-reference.ts. Pure.
 */
import type { SandboxResponse, SandboxSpec, SandboxSubscriptionLimits } from './api-sandbox.ts';

/** A number that makes something happen `seconds` after a subscription or a session begins. */
export interface LaterEvent {
  readonly number: string;
  readonly seconds: number;
}

export interface EventsReference {
  readonly subscriptions?: SandboxSubscriptionLimits;
  /**
   * A subscription to a number in `swaps` gets its swapped event that many seconds after it
   * begins; a session of a number in `networkEnds` is ended by the network that many seconds in.
   */
  readonly events?: { readonly swaps: readonly LaterEvent[]; readonly networkEnds: readonly LaterEvent[] };
}

export function eventsReference(spec: SandboxSpec): EventsReference {
  const later = (seconds: (response: SandboxResponse) => number | undefined): LaterEvent[] =>
    spec.numbers.flatMap(({ number, responses }) =>
      Object.values(responses).flatMap((response) => {
        const after = seconds(response);
        return after === undefined ? [] : [{ number, seconds: after }];
      }),
    );
  const { subscriptions, events } = spec;
  return {
    ...(subscriptions
      ? {
          subscriptions: {
            create: subscriptions.create,
            list: subscriptions.list,
            read: subscriptions.read,
            delete: subscriptions.delete,
            maxLifetimeSeconds: subscriptions.maxLifetimeSeconds,
            maxActivePerClient: subscriptions.maxActivePerClient,
            keepEndedSeconds: subscriptions.keepEndedSeconds,
          },
        }
      : {}),
    ...(events
      ? {
          events: {
            swaps: later((response) => response.subscription?.swapAfterSeconds),
            networkEnds: later((response) => response.session?.networkEndsAfterSeconds),
          },
        }
      : {}),
  };
}
