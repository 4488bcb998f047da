// What the sandbox answers a request that got past HTTP (./sandbox.ts): the operation's scope
// (with a token), the device a token or the body names (CAMARA's rules), its number (the
// document's x-sandbox tables), then the state of sessions, codes and subscriptions. A request
// with a sink (events) has it checked before its number: only this sandbox's inboxes take events.
import { createHash } from 'node:crypto';
import { answerFor, withTimes, type SandboxResponse, type SandboxRule, type SandboxSpec } from '../../src/config/api-sandbox.ts';
import { numberOfIpv6 } from '../../src/config/test-devices.ts';
import type { DocumentValidator } from '../../src/config/openapi/schema-validator.ts';
import type { Client } from '../clients.ts';
import type { TokenFacts } from '../operator/operator.ts';
import type { CodeStore } from './codes.ts';
import type { Events } from './events.ts';
import type { CreateSessionRequest, SessionStore } from './sessions.ts';
import type { SubscriptionRequest, SubscriptionStore } from './subscriptions.ts';

export interface Operation {
  readonly operationId: string;
  readonly method: string;
  /** The route's URL under the plugin's prefix (/sandbox), with :name parameters. */
  readonly route: string;
  /** The same with the prefix, as a request's routeOptions name it. */
  readonly url: string;
  readonly hasBody: boolean;
  /** The scopes (any one of) a token must carry for this operation. */
  readonly scopes: readonly string[];
  readonly spec: SandboxSpec;
  readonly validator: DocumentValidator;
  /** Number Verification: SHA-256 (hex) of each listed number → the number. */
  readonly hashes: ReadonlyMap<string, string>;
  readonly sessions?: SessionStore | undefined;
  readonly codes?: CodeStore | undefined;
  readonly subscriptions?: SubscriptionStore | undefined;
  /** The inboxes and the timeline, for a document with events (x-sandbox.events). */
  readonly events?: Events | undefined;
}

/** A JSON pointer's value in a body the schema has checked. */
function pointerValue(body: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      body,
    );
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export type Answer = { readonly status: number; readonly body?: unknown; readonly headers?: Readonly<Record<string, string>> };

/** The first rule whose request schema the body satisfies, if any. */
function ruleFor(operation: Operation, rules: readonly SandboxRule[] | undefined, body: unknown): SandboxRule | undefined {
  return rules?.find((rule) => operation.validator.compile(rule.request)(body));
}

/** A device's identifiers as the sandbox reads them: its phone number, and the test number its IPv6 address is (or null: none). */
interface NamedDevice {
  readonly phoneNumber?: string;
  readonly ipv6?: string | null;
}

/** The body with the number put where the operation reads it (the device a token names), objects on the way made. */
function withNumber(body: unknown, pointer: string, number: string): unknown {
  const copy = structuredClone((body ?? {}) as Record<string, unknown>);
  const path = pointer.split('/').slice(1);
  const last = path.pop()!;
  let node = copy;
  for (const key of path) {
    const next = node[key];
    node = next !== null && typeof next === 'object' ? (next as Record<string, unknown>) : (node[key] = {});
  }
  node[last] = number;
  return copy;
}

/**
 * The answer to a request that got past HTTP: its token (`undefined`: none sent), its device
 * (the token's or the body's, CAMARA's rules), its number, then the sessions' and codes' state.
 */
export function answer(
  operation: Operation,
  client: Client,
  parameters: Readonly<Record<string, string>>,
  body: unknown,
  at: number,
  token?: TokenFacts,
): Answer {
  const { spec, operationId, sessions, codes, subscriptions, events } = operation;
  const { access } = spec;
  if (token && !operation.scopes.some((scope) => token.scopes.has(scope))) return access.permissionDenied;
  if (sessions && operationId === spec.sessions?.read) return sessions.read(client, parameters.sessionId!, at);
  if (sessions && operationId === spec.sessions?.delete) return sessions.delete(client, parameters.sessionId!, at);
  if (codes && operationId === spec.codes?.validate) {
    const { authenticationId, code } = body as { authenticationId: string; code: string };
    return codes.validate(client, authenticationId, code, at);
  }
  const followed = spec.subscriptions;
  if (subscriptions && followed) {
    if (operationId === followed.list) return subscriptions.list(client, at, token?.number);
    if (operationId === followed.read) return subscriptions.read(client, parameters.subscriptionId!, at);
    if (operationId === followed.delete) return subscriptions.delete(client, parameters.subscriptionId!, at);
  }
  // Events go to this sandbox's own inboxes only: any other sink is refused before the number is looked at.
  const refused = events && spec.events ? events.refusal(spec.events, body ?? {}, at) : undefined;
  if (refused) return refused;
  const where = spec.operations[operationId]!;
  const plain = pointerValue(body, where.number);
  const hashed = where.hashedNumber ? pointerValue(body, where.hashedNumber) : undefined;
  // The body names a device when it has the number's object (`device`) or the number itself.
  const names = pointerValue(body, where.device ?? where.number.split('/').slice(0, 2).join('/')) !== undefined || hashed !== undefined;

  if (where.comparesWithToken && token) {
    // Number Verification: the token's device, authenticated by the network, against the body's number.
    if (!token.byNetwork || token.number === undefined) return access.notByNetwork ?? access.permissionDenied;
    const verified = typeof plain === 'string' ? plain === token.number : String(hashed).toLowerCase() === sha256(token.number);
    return { status: 200, body: { devicePhoneNumberVerified: verified } };
  }
  // A `device` object may name the device by phone number or IPv6 address (a test device's), or by others only.
  const devicePointer = where.number.endsWith('/phoneNumber') ? where.number.slice(0, -'/phoneNumber'.length) : undefined;
  const device = devicePointer
    ? (pointerValue(body, devicePointer) as { phoneNumber?: string; ipv6Address?: string } | undefined)
    : undefined;
  const named: NamedDevice = {
    ...(typeof plain === 'string' ? { phoneNumber: plain } : {}),
    ...(typeof device?.ipv6Address === 'string' ? { ipv6: numberOfIpv6(device.ipv6Address) ?? null } : {}),
  };
  let number: string | undefined;
  let request = body;
  if (token?.number !== undefined) {
    if (names) return access.unnecessaryIdentifier ?? access.permissionDenied;
    number = token.number;
    request = withNumber(body, where.number, number);
  } else {
    if (!names && access.missingIdentifier) return access.missingIdentifier;
    // A device named by identifiers the sandbox does not answer by (an IPv4 address, a network access identifier).
    if (names && named.phoneNumber === undefined && named.ipv6 === undefined && hashed === undefined && access.unsupportedIdentifier)
      return access.unsupportedIdentifier;
    // Two identifiers of different devices (an IPv6 address names no test device, or another one).
    if (named.phoneNumber !== undefined && named.ipv6 !== undefined && named.ipv6 !== named.phoneNumber && access.identifierMismatch)
      return access.identifierMismatch;
    if (named.phoneNumber !== undefined) number = named.phoneNumber;
    else if (named.ipv6 !== undefined) number = named.ipv6 ?? undefined;
    else number = typeof hashed === 'string' ? operation.hashes.get(hashed.toLowerCase()) : undefined;
  }
  // An IPv6 address outside the test prefix, or a hash that is no listed number's, names no test device.
  if (number === undefined) return plainAnswer(spec.outsideTestRange, at);
  const found = answerFor(spec, operationId, number);
  if (found.source === 'outside') return plainAnswer(found.response, at);
  // Rules about the request itself, then the number's answer (or one of its alternatives).
  const rule = ruleFor(operation, where.when, request);
  if (rule) return plainAnswer(rule, at);
  const listed = found.response;
  const response: SandboxResponse = ruleFor(operation, listed.when, request) ?? listed;
  const fromToken = token?.number !== undefined;
  if ('session' in response && response.session && sessions) {
    // A device the token named is not echoed (CAMARA: only one the client sent).
    return sessions.create(client, (fromToken ? body : request) as CreateSessionRequest, number, response.session, at);
  }
  if ('code' in response && response.code && codes) return codes.send(client, number, at);
  if ('subscription' in response && response.subscription && subscriptions)
    return subscriptions.create(client, request as SubscriptionRequest, response.subscription, at, { phoneNumber: number, fromToken });
  return plainAnswer(response, at);
}

/** An answer with a body as the document gives it, its times set from the request's. */
function plainAnswer(response: SandboxResponse | { readonly status: number; readonly body: unknown }, at: number): Answer {
  const times = 'times' in response ? response.times : undefined;
  return { status: response.status, body: withTimes(response.body, times, new Date(at)) };
}
