// What a conformance case (./cases.ts) runs on: a sandbox somewhere (the service in-process, or
// the production stack through nginx), reached as a developer reaches it. A call goes to the
// operation's path; an answer is checked for its status and code and, whatever was expected,
// against OUR document's schema for that status (a status the document does not declare fails).
// Tokens come from the sandbox's operator through a real relying party (openid-client).
import { API_CATALOGUE, SANDBOX_BASE_PATH, type ApiSlug } from '../../src/config/api-catalogue.ts';
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { createDocumentValidator, operationsOf, type DocumentValidator } from '../../src/config/openapi/schema-validator.ts';
import { PURPOSES } from '../../src/config/sandbox-operator.ts';
import type { Delivery, InboxCard } from '../../server/sandbox/inboxes.ts';
import { ciba, clientCredentials, discover, frontEnd, send, type Relying } from '../operator/relying-party.ts';

/** Where the sandbox runs, and what the test around it can do there. */
export interface Target {
  /** The site's origin (the sandbox is under /sandbox). */
  readonly origin: string;
  /** The site's /operator page is served (the production stack); else its form is posted to directly. */
  readonly withSite: boolean;
  /**
   * Runs `body` with the sandbox's clock (and the operator's) moved on by `ms`: only a sandbox in
   * the test's own process can; a case that needs it runs there only.
   */
  readonly withClockMoved?: <T>(ms: number, body: () => Promise<T>) => Promise<T>;
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  /** Parsed JSON, or undefined for an empty body. */
  readonly body: unknown;
}

export interface CallOptions {
  readonly body?: unknown;
  /** Send no body at all (a POST without one). */
  readonly noBody?: boolean;
  /** Path parameters, by name. */
  readonly path?: Readonly<Record<string, string>>;
  readonly token?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Leave out the x-correlator header (else a fresh one is sent, and must come back). */
  readonly noCorrelator?: boolean;
}

/** What an answer must be: a status (or one of several), a code (or one of several), more checks. */
export interface Expected {
  readonly status: number;
  readonly code?: string | readonly string[];
  /** Each field must equal this (a value `undefined`: absent). */
  readonly fields?: Readonly<Record<string, unknown>>;
}

const FRAUD = PURPOSES[0];

interface OperationFacts {
  readonly slug: ApiSlug;
  readonly method: string;
  readonly path: string;
  readonly scopes: readonly string[];
  readonly validator: DocumentValidator;
}

const OPERATIONS: ReadonlyMap<string, OperationFacts> = new Map(
  API_CATALOGUE.flatMap((api) => {
    const document = OPENAPI_DOCUMENTS[api.slug];
    const validator = createDocumentValidator(document);
    return operationsOf(document).map(({ operationId, method, path, definition }) => [
      operationId,
      { slug: api.slug, method, path, validator, scopes: (definition.security ?? []).flatMap((requirement) => requirement.openId ?? []) },
    ]);
  }),
);

export const operationFacts = (operationId: string): OperationFacts => {
  const facts = OPERATIONS.get(operationId);
  if (!facts) throw new Error(`no operation ${operationId} in our documents`);
  return facts;
};

/** Every scope of an API's operations, with one purpose: what a token for the whole API asks. */
const apiScope = (slug: ApiSlug) =>
  [FRAUD, ...new Set([...OPERATIONS.values()].filter((facts) => facts.slug === slug).flatMap((facts) => facts.scopes))].join(' ');

export class ConformanceFailure extends Error {}

/** One run of the cases against one target: its calls, its checks and the tokens it has asked for. */
export class Run {
  readonly #target: Target;
  readonly #tokens = new Map<string, Promise<string>>();
  #relying: Promise<Relying> | undefined;
  #sequence = 0;

  constructor(target: Target) {
    this.#target = target;
  }

  get target() {
    return this.#target;
  }

  /** A request to an operation, as a developer's client sends it. */
  async call(operationId: string, options: CallOptions = {}): Promise<Answer> {
    const { method, path } = operationFacts(operationId);
    const url = `${this.#target.origin}${SANDBOX_BASE_PATH}${path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(options.path?.[name] ?? ''),
    )}`;
    const correlator = options.noCorrelator ? undefined : `conformance-${Date.now()}-${(this.#sequence += 1)}`;
    const hasBody = !options.noBody && options.body !== undefined;
    const response = await send(url, {
      method,
      headers: {
        ...(hasBody || (options.noBody && method === 'POST') ? { 'Content-Type': 'application/json' } : {}),
        ...(correlator ? { 'x-correlator': correlator } : {}),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      throw new ConformanceFailure(`${operationId}: ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
    }
    if (correlator && response.headers.get('x-correlator') !== correlator)
      throw new ConformanceFailure(`${operationId}: x-correlator ${correlator} came back as ${response.headers.get('x-correlator')}`);
    return { status: response.status, headers: response.headers, body };
  }

  /**
   * Checks an answer: the expected status and code, the expected fields, and its body against
   * our document's schema for that status (the status must be one the operation declares).
   */
  check(operationId: string, answer: Answer, expected: Expected): Record<string, unknown> {
    const problems: string[] = [];
    const body = answer.body as Record<string, unknown> | undefined;
    if (answer.status !== expected.status) problems.push(`status ${answer.status}, expected ${expected.status}`);
    if (expected.code !== undefined) {
      const codes = ([] as string[]).concat(expected.code);
      if (!codes.includes(String(body?.code))) problems.push(`code ${String(body?.code)}, expected ${codes.join(' or ')}`);
    }
    for (const [name, value] of Object.entries(expected.fields ?? {}))
      if (JSON.stringify(body?.[name]) !== JSON.stringify(value))
        problems.push(`${name} ${JSON.stringify(body?.[name])}, expected ${JSON.stringify(value)}`);
    if (answer.status === 204) {
      if (body !== undefined) problems.push('a 204 with a body');
    } else {
      try {
        const errors = operationFacts(operationId).validator.responseBody(operationId, answer.status, body);
        if (errors) problems.push(`the body does not follow our document's ${answer.status} schema: ${JSON.stringify(errors)}`);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
      }
      if (answer.headers.get('content-type')?.startsWith('application/json') !== true)
        problems.push(`Content-Type ${answer.headers.get('content-type')}`);
    }
    if (problems.length > 0) throw new ConformanceFailure(`${operationId}: ${problems.join('; ')}\n${JSON.stringify(answer.body)}`);
    return body ?? {};
  }

  /** Calls and checks in one step; returns the body. */
  async expect(operationId: string, options: CallOptions, expected: Expected): Promise<Record<string, unknown>> {
    return this.check(operationId, await this.call(operationId, options), expected);
  }

  /**
   * A new inbox of the sandbox's (`POST /sandbox/inboxes`): the sink, and the credential, that a
   * subscription or a session's events can go to (the sandbox calls no other address).
   */
  async inbox(): Promise<InboxCard> {
    const response = await send(`${this.#target.origin}${SANDBOX_BASE_PATH}/inboxes`, { method: 'POST' });
    if (response.status !== 201) throw new ConformanceFailure(`POST /sandbox/inboxes: ${response.status}, expected 201`);
    return (await response.json()) as InboxCard;
  }

  /** What reached an inbox, in order of arrival. */
  async deliveries(inbox: InboxCard): Promise<Delivery[]> {
    const response = await send(inbox.url);
    if (response.status !== 200) throw new ConformanceFailure(`GET ${inbox.url}: ${response.status}, expected 200`);
    return ((await response.json()) as { deliveries: Delivery[] }).deliveries;
  }

  /**
   * Checks a delivery as CAMARA's event scenarios ask: the inbox took it (it came with the inbox's
   * own credential as its bearer), a CloudEvent in structured mode, following our document's
   * schema for what the operation's sink is sent. Returns the event.
   */
  checkDelivery(operationId: string, inbox: InboxCard, delivery: Delivery): Record<string, unknown> & { data: Record<string, unknown> } {
    const event = delivery.event as Record<string, unknown> & { data: Record<string, unknown> };
    const what = `${operationId}'s ${String(event.type)} event`;
    this.assert(delivery.status === 204, `${what}: the inbox answered ${delivery.status}`);
    this.assert(
      delivery.authorization === `Bearer ${inbox.sinkCredential.accessToken}`,
      `${what}: Authorization ${delivery.authorization}`,
    );
    this.assert(delivery.contentType.startsWith('application/cloudevents+json'), `${what}: Content-Type ${delivery.contentType}`);
    const errors = operationFacts(operationId).validator.eventBody(operationId, event);
    this.assert(errors === null, `${what} does not follow our document's schema: ${JSON.stringify(errors)}`);
    return event;
  }

  /** A condition of the scenario beyond status, code and schema. */
  assert(condition: boolean, what: string): void {
    if (!condition) throw new ConformanceFailure(what);
  }

  #cached(key: string, make: () => Promise<string>): Promise<string> {
    let token = this.#tokens.get(key);
    if (!token) {
      token = make();
      this.#tokens.set(key, token);
      // A failed request is asked again next time.
      token.catch(() => this.#tokens.delete(key));
    }
    return token;
  }

  #operator(): Promise<Relying> {
    this.#relying ??= discover(this.#target.origin);
    return this.#relying;
  }

  /** A two-legged token (client credentials) for every operation of the API. */
  twoLegged(slug: ApiSlug): Promise<string> {
    return this.#cached(`2 ${slug}`, async () => (await clientCredentials(await this.#operator(), apiScope(slug))).access_token);
  }

  /** A two-legged token for the API, asked for now (not the run's: one issued at the moved clock's time). */
  async newTwoLegged(slug: ApiSlug): Promise<string> {
    return (await clientCredentials(await this.#operator(), apiScope(slug))).access_token;
  }

  /** A three-legged token (CIBA, consent at once) for the API, naming `number`'s device. */
  threeLegged(slug: ApiSlug, number: string): Promise<string> {
    return this.#cached(`3 ${slug} ${number}`, async () => {
      const flow = await ciba(await this.#operator(), `openid ${apiScope(slug)}`, number);
      return (await flow.token()).access_token;
    });
  }

  /** Number Verification's token: the front-end flow from the device on mobile data, its line `number`. */
  fromDevice(number: string): Promise<string> {
    return this.#cached(`device ${number}`, async () => {
      const result = await frontEnd(await this.#operator(), this.#target.origin, {
        scope: `openid ${apiScope('number-verification')}`,
        loginHint: `tel:${number}`,
        answer: { decision: 'allow', connection: 'mobileData' },
        withoutSite: !this.#target.withSite,
      });
      if (!result.tokens) throw new ConformanceFailure(`the front-end flow for ${number} failed: ${result.error}`);
      return result.tokens.access_token;
    });
  }

  /** A valid token that lacks the operation's scope: another API's, two-legged. */
  withoutScopeOf(operationId: string): Promise<string> {
    const { slug } = operationFacts(operationId);
    const other: ApiSlug = slug === 'sim-swap' ? 'device-status' : 'sim-swap';
    return this.twoLegged(other);
  }

  /** A token the operator never issued: a JWT's shape, a signature that verifies nothing. */
  readonly invalidToken =
    'eyJhbGciOiJFUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJpc3MiOiJodHRwczovL2V4YW1wbGUuaW52YWxpZCIsInNjb3BlIjoibm9uZSJ9.c2lnbmF0dXJl';
  /** Not a JWT at all. */
  readonly malformedToken = 'not a token';
}
