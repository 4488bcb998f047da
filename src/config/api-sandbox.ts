/**
 * The sandbox's contract, as each OpenAPI document's `x-sandbox` extension states it: which
 * test numbers exist, what each operation answers for each of them, and the rules of the two
 * stateful APIs (Quality on Demand sessions, OTP codes). The API pages print the table from
 * it and the sandbox server (server/sandbox/) answers from it, so the two cannot disagree.
 * Pure and Node-importable; docs/apis.md walks through it.
 */

import { isTestNumber } from './test-devices.ts';

/** A CAMARA error body: `{ status, code, message }`, with the HTTP status it is sent with. */
export interface SandboxError {
  readonly status: number;
  readonly body: { readonly status: number; readonly code: string; readonly message: string };
}

/** Whether an answer is a yes, a no or a failure, for the page's table and the tests. */
export type OutcomeKind = 'positive' | 'negative' | 'error';

/** Time offsets from the moment of the request, as ISO 8601 durations: `-PT30M`, `-P2D`, `PT0S`. */
export type TimeOffsets = Readonly<Record<string, string>>;

/**
 * One operation's answer to one number. Exactly one of:
 * - `body` (with `status`): sent as it is, except that each JSON pointer in `times` is set
 *   to the request time plus that offset (RFC 3339 in UTC, as `Date#toISOString` writes);
 * - `session` (Quality on Demand, create): a session is made by the rules in `sessions`;
 * - `code` (OTP SMS, send): a code is issued by the rules in `codes`;
 * - `subscription` (SIM Swap, subscribe): a subscription is made by the rules in `subscriptions`.
 * An error carries the CAMARA `{ status, code, message }` body.
 */
export interface SandboxResponse {
  readonly kind: OutcomeKind;
  readonly status: number;
  readonly body?: unknown;
  readonly times?: TimeOffsets;
  readonly session?: SandboxSession;
  readonly code?: true;
  /**
   * Answers that replace this one for some requests: the first whose `request` (a JSON Schema)
   * the request body satisfies (SIM Swap's answer depends on maxAge, a location's on how fresh
   * the request wants it).
   */
  readonly when?: readonly SandboxRule[];
  readonly subscription?: SandboxSubscription;
}

/**
 * An answer given to the requests its `request` schema (JSON Schema 2020-12, checked against the
 * request body) describes. `cause` names the situation: its words are apis.json `causes.<cause>`.
 */
export interface SandboxRule extends SandboxResponse {
  readonly cause: string;
  readonly request: Readonly<Record<string, unknown>>;
}

/** The state a created session starts in, and the one every later read shows (if it changes). */
export interface SandboxSession {
  readonly qosStatus: 'AVAILABLE' | 'REQUESTED';
  readonly onRead?: { readonly qosStatus: 'UNAVAILABLE'; readonly statusInfo: 'NETWORK_TERMINATED' };
  /** An AVAILABLE session the network ends this long after it starts (UNAVAILABLE, NETWORK_TERMINATED), unless it ended first. */
  readonly networkEndsAfterSeconds?: number;
}

/** What happens to a number once it is subscribed to (SIM Swap): its SIM is swapped this long after, or never. */
export interface SandboxSubscription {
  readonly swapAfterSeconds?: number;
}

export interface SandboxNumber {
  readonly number: string;
  /** The situation this number stands for; its words are apis.json `items.<slug>.outcomes.<outcome>`. */
  readonly outcome: string;
  /** By operationId. */
  readonly responses: Readonly<Record<string, SandboxResponse>>;
}

/** Where an operation's request body names the phone number (JSON pointers). */
export interface SandboxOperation {
  readonly number: string;
  /** Number Verification also takes the SHA-256 (hex) of the number. */
  readonly hashedNumber?: string;
  /**
   * Number Verification: with a three-legged token the body's number is compared with the
   * token's (true or false), rather than refused as unnecessary.
   */
  readonly comparesWithToken?: boolean;
  /**
   * Answers about the request itself, whatever the device (an area too small, a QoS profile
   * not offered): checked once the device is known, before its number's answer.
   */
  readonly when?: readonly SandboxRule[];
  /**
   * Where the body names the device, when that is not the number's first segment (`/device`,
   * `/phoneNumber`): SIM Swap's subscriptions name it by the number itself, deep in `config`.
   */
  readonly device?: string;
}

/**
 * What the sandbox answers about an access token (CAMARA's security profile, ICM r3.3). A call
 * without an Authorization header that names a device is answered as before: the sandbox's one
 * convenience. `missingIdentifier` and `unnecessaryIdentifier` are absent where the body must
 * always name the number (Number Verification compares it; OTP takes two-legged tokens only).
 */
export interface SandboxAccessRules {
  /** A token that is malformed, forged, expired or another issuer's (401). */
  readonly unauthenticated: SandboxError;
  /** A valid token without the operation's scope (403). */
  readonly permissionDenied: SandboxError;
  /** No device in the body, and none from the token (422). */
  readonly missingIdentifier?: SandboxError;
  /** A device in the body although a three-legged token names one (422). */
  readonly unnecessaryIdentifier?: SandboxError;
  /** A device the body names only by identifiers the sandbox does not answer by: an IPv4 address, a network access identifier (422). */
  readonly unsupportedIdentifier?: SandboxError;
  /** A device whose phone number and IPv6 address are two different test devices' (422, Device Status). */
  readonly identifierMismatch?: SandboxError;
  /** Number Verification: the token did not come from network-based authentication (403). */
  readonly notByNetwork?: SandboxError;
}

/** Quality on Demand's operations and limits (what the API page states). */
export interface SandboxSessionLimits {
  readonly create: string;
  readonly read: string;
  readonly delete: string;
  /** Longer durations get `durationOutOfRange` (the schema already asks for at least 1). */
  readonly maxDurationSeconds: number;
  /** Sessions not yet ended that one client address may hold; one more gets `tooManySessions`. */
  readonly maxActivePerClient: number;
  /** How long an ended session can still be read before it is forgotten (404). */
  readonly keepEndedSeconds: number;
}

/** Quality on Demand: sessions kept in memory, per client address. */
export interface SandboxSessionRules extends SandboxSessionLimits {
  readonly durationOutOfRange: SandboxError;
  readonly tooManySessions: SandboxError;
  /** A device with a session not yet ended, created by the same client address. */
  readonly deviceBusy: SandboxError;
  readonly notFound: SandboxError;
}

/** OTP SMS's operations and limits (what the API page states). */
export interface SandboxCodeLimits {
  readonly send: string;
  readonly validate: string;
  /** The code every sandbox SMS would carry. */
  readonly code: string;
  /** Attempts per authenticationId: the wrong code that uses up the last is `attemptsExceeded`, as is any after it. */
  readonly maxAttempts: number;
  readonly expiresInSeconds: number;
  /** Codes one number may be sent within the window; one more gets `tooManyCodes`. */
  readonly maxCodesPerNumber: number;
  readonly maxCodesWindowSeconds: number;
}

/** OTP SMS: codes kept in memory, per client address. No SMS is ever sent. */
export interface SandboxCodeRules extends SandboxCodeLimits {
  readonly wrongCode: SandboxError;
  readonly attemptsExceeded: SandboxError;
  readonly expired: SandboxError;
  readonly tooManyCodes: SandboxError;
  readonly notFound: SandboxError;
}

/** SIM Swap's subscription operations and limits (what the API page states). */
export interface SandboxSubscriptionLimits {
  readonly create: string;
  readonly list: string;
  readonly read: string;
  readonly delete: string;
  /** A subscription ends this long after it began at the latest, whatever it asked for (SUBSCRIPTION_EXPIRED). */
  readonly maxLifetimeSeconds: number;
  /** Subscriptions not yet ended that one client may hold; one more gets `tooManySubscriptions`. */
  readonly maxActivePerClient: number;
  /** How long an ended subscription can still be read (status EXPIRED) before it is forgotten (404). */
  readonly keepEndedSeconds: number;
}

/** SIM Swap: subscriptions kept in memory, per client, delivering CloudEvents to sandbox inboxes. */
export interface SandboxSubscriptionRules extends SandboxSubscriptionLimits {
  /** The CloudEvent type of a swap, and of a subscription's end. */
  readonly swapped: string;
  readonly ended: string;
  /** A subscriptionExpireTime already past (400). */
  readonly expireTimeInPast: SandboxError;
  readonly tooManySubscriptions: SandboxError;
  readonly notFound: SandboxError;
}

/** Where a request body's sink credential names its token's type (`invalidToken`). */
export const TOKEN_TYPE_POINTER = '/sinkCredential/accessTokenType';

/**
 * Events (a subscription's or a session's `sink`): delivered as CloudEvents to an inbox of
 * this sandbox only, never to another address.
 */
export interface SandboxEventRules {
  /** A sink that is not one of this sandbox's inbox URLs (400 INVALID_SINK). */
  readonly invalidSink: SandboxError;
  /** A sinkCredential other than an access token (400 INVALID_CREDENTIAL). */
  readonly invalidCredential: SandboxError;
  /**
   * A body whose only fault is its sinkCredential's accessTokenType, not `bearer` (400
   * INVALID_TOKEN, CAMARA's code for it, rather than the schema's INVALID_ARGUMENT).
   */
  readonly invalidToken: SandboxError;
  /** Subscriptions: a protocol other than HTTP (400 INVALID_PROTOCOL). */
  readonly invalidProtocol?: SandboxError;
  /** Quality on Demand: the CloudEvent type of a session's status change. */
  readonly qosStatusChanged?: string;
}

export interface SandboxSpec {
  /** The operations that take a phone number, by operationId. */
  readonly operations: Readonly<Record<string, SandboxOperation>>;
  readonly numbers: readonly SandboxNumber[];
  /** Every other number on +990. */
  readonly otherTestNumbers: { readonly outcome: string; readonly responses: Readonly<Record<string, SandboxResponse>> };
  /**
   * Any number not on +990 (or IPv6 address outside the test prefix): no real subscriber is ever
   * looked up. An error, or (Number Verification, whose CAMARA document declares no such
   * error) the answer that no such number is the device's.
   */
  readonly outsideTestRange: SandboxError | SandboxResponse;
  /** A body, path parameter or header that its schema rejects. */
  readonly invalidRequest: SandboxError;
  /** A body whose only faults are numbers of these fields beyond their schema's minimum or maximum (400 OUT_OF_RANGE); else `invalidRequest`. */
  readonly outOfRange?: SandboxError & {
    /** The body's fields (JSON pointers) whose bounds are ranges; a bound elsewhere is `invalidRequest`. */
    readonly fields: readonly string[];
  };
  /**
   * Over the per-address rate limit, where the document declares 429. Where it does not (as
   * CAMARA's Number Verification and Location Verification do not), the same 429
   * TOO_MANY_REQUESTS comes as an answer of the HTTP layer, like 405 or 413.
   */
  readonly rateLimited?: SandboxError;
  readonly access: SandboxAccessRules;
  readonly sessions?: SandboxSessionRules;
  readonly codes?: SandboxCodeRules;
  readonly subscriptions?: SandboxSubscriptionRules;
  readonly events?: SandboxEventRules;
}

/** The parts of an OpenAPI document the site reads; the rest is for tools and people. */
export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string; readonly 'x-camara': readonly unknown[] };
  readonly paths: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly components: { readonly schemas: Readonly<Record<string, unknown>> } & Readonly<Record<string, unknown>>;
  readonly 'x-sandbox': SandboxSpec;
}

const OFFSET = /^(-)?P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** An ISO 8601 duration (days, hours, minutes, seconds; optionally negative) in milliseconds. */
export function offsetMs(offset: string): number {
  const match = OFFSET.exec(offset);
  if (!match || offset === 'P' || offset.endsWith('T')) throw new Error(`not a duration: ${offset}`);
  const [, sign, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  const ms = ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60_000 + Number(seconds) * 1000;
  return sign ? -ms : ms;
}

/** A copy of `body` with each pointer in `times` set to `now` plus its offset. */
export function withTimes(body: unknown, times: TimeOffsets | undefined, now: Date): unknown {
  if (!times) return body;
  const copy = structuredClone(body) as Record<string, unknown>;
  for (const [pointer, offset] of Object.entries(times)) {
    const path = pointer.split('/').slice(1);
    const last = path.pop();
    let target: Record<string, unknown> = copy;
    for (const segment of path) target = target[segment] as Record<string, unknown>;
    if (last === undefined) throw new Error(`empty pointer in times: ${pointer}`);
    target[last] = new Date(now.getTime() + offsetMs(offset)).toISOString();
  }
  return copy;
}

export type NumberAnswer =
  | { readonly source: 'listed'; readonly entry: SandboxNumber; readonly response: SandboxResponse }
  | { readonly source: 'other'; readonly response: SandboxResponse }
  | { readonly source: 'outside'; readonly response: SandboxError | SandboxResponse };

/** A number's answer before any state: the listed number's, other +990 numbers', or outside +990's error. */
export function answerFor(spec: SandboxSpec, operationId: string, phoneNumber: string): NumberAnswer {
  if (!spec.operations[operationId]) throw new Error(`${operationId} takes no phone number`);
  if (!isTestNumber(phoneNumber)) return { source: 'outside', response: spec.outsideTestRange };
  const entry = spec.numbers.find((candidate) => candidate.number === phoneNumber);
  const response = entry?.responses[operationId];
  if (entry && response) return { source: 'listed', entry, response };
  const other = spec.otherTestNumbers.responses[operationId];
  if (!other) throw new Error(`no answer for other test numbers in ${operationId}`);
  return { source: 'other', response: other };
}
