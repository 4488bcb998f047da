// Events: what a subscription (SIM Swap) or a QoS session with a `sink` is sent when something
// happens. The sandbox never calls an address outside itself (PRODUCT.md, 2026-11-28): a sink
// must be one of its own inboxes (./inboxes.ts), and a delivery is handed to that inbox
// in-process, exactly as a real one would be sent: a CloudEvent in structured mode
// (`application/cloudevents+json`, made by the CloudEvents SDK), with `Authorization: Bearer
// <sinkCredential.accessToken>` when the request gave a credential (CAMARA's notificationsBearerAuth)
// and an x-correlator. When things happen is the timeline's (./timeline.ts).
import { randomUUID } from 'node:crypto';
import { CloudEvent, HTTP } from 'cloudevents';
import type { SandboxError, SandboxEventRules } from '../../src/config/api-sandbox.ts';
import type { FairLimits } from '../fair-store.ts';
import { DEFAULT_INBOX_LIMITS, InboxStore } from './inboxes.ts';
import { Timeline, type Timer } from './timeline.ts';

/** Where a resource's events go: its sink, and the bearer token they carry until it expires. */
export interface EventTarget {
  readonly sink: string;
  readonly token?: string | undefined;
  /** When the credential expires (ms): no delivery is made after it. */
  readonly tokenExpiresAt?: number | undefined;
}

/** The parts of a request body events read (a subscription's, a session's), as the schema checked them. */
export interface SinkRequest {
  readonly sink?: string;
  readonly protocol?: string;
  readonly sinkCredential?: {
    readonly credentialType: string;
    readonly accessToken?: string;
    readonly accessTokenExpiresUtc?: string;
  };
}

export interface EventsOptions {
  readonly now: () => number;
  readonly timer?: Timer | undefined;
  readonly inboxLimits?: FairLimits | undefined;
  /**
   * Scales the documents' delays (a SIM swapped 60 s after a subscription, a session the network
   * ends after 20 s): 1 in production; a test server passes less (SANDBOX_EVENT_DELAY_PERCENT).
   */
  readonly delayScale?: number | undefined;
}

export class Events {
  readonly inboxes: InboxStore;
  readonly timeline: Timeline;
  readonly #now: () => number;
  readonly #delayScale: number;

  constructor(options: EventsOptions) {
    this.#now = options.now;
    this.#delayScale = options.delayScale ?? 1;
    if (!(this.#delayScale > 0 && this.#delayScale <= 1)) throw new Error('the event delay scale must be above 0 and at most 1');
    this.inboxes = new InboxStore(options.inboxLimits ?? DEFAULT_INBOX_LIMITS);
    this.timeline = new Timeline(options.now, options.timer);
  }

  /** A delay of the documents, in ms on the sandbox's clock. */
  delay(seconds: number): number {
    return Math.round(seconds * 1000 * this.#delayScale);
  }

  /**
   * What a request's sink is refused with, if anything (CAMARA's 400s): a protocol other than
   * HTTP, a sink that is not one of this sandbox's inbox URLs as it handed them out, a
   * credential other than an access token. No sink, nothing to check (a session may have none).
   */
  refusal(rules: SandboxEventRules, request: SinkRequest, at: number): SandboxError | undefined {
    if (request.protocol !== undefined && request.protocol !== 'HTTP' && rules.invalidProtocol) return rules.invalidProtocol;
    if (request.sink === undefined) return undefined;
    if (!this.inboxes.bySink(request.sink, at)) return rules.invalidSink;
    if (request.sinkCredential && request.sinkCredential.credentialType !== 'ACCESSTOKEN') return rules.invalidCredential;
    return undefined;
  }

  /** Where a checked request's events go, if it named a sink. */
  targetOf(request: SinkRequest): EventTarget | undefined {
    if (request.sink === undefined) return undefined;
    const credential = request.sinkCredential;
    const expires = credential?.accessTokenExpiresUtc === undefined ? undefined : Date.parse(credential.accessTokenExpiresUtc);
    return { sink: request.sink, token: credential?.accessToken, tokenExpiresAt: expires };
  }

  /** The resource's URL on the sandbox, on the sink's origin: a CloudEvent's `source`. */
  sourceOf(target: EventTarget, path: string): string {
    return `${new URL(target.sink).origin}${path}`;
  }

  /**
   * Delivers one event that happened at `at` to the target's inbox, as an HTTP POST would carry
   * it; none once the target's credential has expired (CAMARA: the client stops receiving them).
   */
  deliver(target: EventTarget, event: { readonly type: string; readonly source: string; readonly data: object }, at: number): void {
    if (target.tokenExpiresAt !== undefined && at > target.tokenExpiresAt) return;
    const cloudEvent = new CloudEvent({
      id: randomUUID(),
      source: event.source,
      type: event.type,
      time: new Date(at).toISOString(),
      datacontenttype: 'application/json',
      data: event.data,
    });
    const message = HTTP.structured(cloudEvent);
    const headers: Record<string, string> = {
      'content-type': String(message.headers['content-type']),
      'x-correlator': randomUUID(),
      ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
    };
    this.inboxes.receive(target.sink, { headers, body: String(message.body) }, this.#now());
  }
}
