// Every error each operation declares can be had from the sandbox, and the catalogue
// (src/config/api-errors.ts) says how: a test number, a rule of the contract or a request the
// document describes. Each cause is sent here, as a developer would send it, and must come back
// as exactly that status and code, in a body our document declares. A declared error with no
// cause fails, naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CATALOGUE } from '../../src/config/api-catalogue.ts';
import { errorCatalogue, errorCauses, type ErrorCause } from '../../src/config/api-errors.ts';
import { type OpenApiDocument } from '../../src/config/api-sandbox.ts';
import { ipv6OfNumber } from '../../src/config/test-devices.ts';
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { createDocumentValidator, operationsOf } from '../../src/config/openapi/schema-validator.ts';
import type { InboxCard } from '../../server/sandbox/inboxes.ts';
import { Run, type Answer } from '../conformance/run.ts';
import { startSandbox, type RunningSandbox } from './sandbox-server.ts';

const LIFTED = { perClient: 100_000, perGroup: 100_000, windowMs: 30_000, maxClients: 100 };
let sandbox: RunningSandbox;
/** A sandbox whose limit per client is three requests, to meet it at once. */
let limited: RunningSandbox;
let run: Run;
let limitedRun: Run;
beforeAll(async () => {
  [sandbox, limited] = await Promise.all([
    startSandbox({ rateLimit: LIFTED }),
    startSandbox({ rateLimit: { perClient: 3, perGroup: 100, windowMs: 60_000, maxClients: 100 } }),
  ]);
  run = new Run({ origin: sandbox.origin, withSite: false });
  limitedRun = new Run({ origin: limited.origin, withSite: false });
});
afterAll(() => Promise.all([sandbox.close(), limited.close()]));

const RANDOM_UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const OUTSIDE = '+34666111333';

type Body = Record<string, unknown>;

/**
 * The operation's example body; one with a sink (a subscription's) gets `inbox` as its sink and
 * credential, since the sandbox refuses any sink but its own inboxes before it reads the number.
 */
function exampleOf(document: OpenApiDocument, operationId: string, inbox?: InboxCard): Body | undefined {
  const operation = operationsOf(document).find((candidate) => candidate.operationId === operationId)!;
  const content = operation.definition.requestBody?.content['application/json'] as { examples?: { example: { value: Body } } } | undefined;
  if (!content) return undefined;
  const example = structuredClone(content.examples!.example.value);
  return inbox && 'sink' in example ? { ...example, sink: inbox.url, sinkCredential: inbox.sinkCredential } : example;
}

const segments = (pointer: string) => pointer.split('/').slice(1);

/** The object a pointer's last segment is in, made on the way if `make`. */
function parentOf(body: Body, pointer: string, make: boolean): [Body | undefined, string] {
  const path = segments(pointer);
  const last = path.pop()!;
  let node: Body | undefined = body;
  for (const key of path) {
    if (node[key] === undefined && make) node[key] = {};
    node = node[key] as Body | undefined;
    if (node === undefined) break;
  }
  return [node, last];
}

/**
 * The example body with the device named by `number` (or by `device`, an object), or named not at
 * all (`null`). The device is where x-sandbox says: `device` (its phone number inside), a bare
 * `phoneNumber`, or a subscription's `config.subscriptionDetail.phoneNumber`.
 */
function withDevice(document: OpenApiDocument, operationId: string, device: Body | string | null, inbox?: InboxCard): Body {
  const where = document['x-sandbox'].operations[operationId]!;
  const devicePointer = where.device ?? `/${segments(where.number)[0]!}`;
  const body = exampleOf(document, operationId, inbox)!;
  delete body.hashedPhoneNumber;
  const [holder, name] = parentOf(body, devicePointer, false);
  if (holder) Reflect.deleteProperty(holder, name);
  if (device === null) return body;
  const [target, key] = parentOf(body, typeof device === 'string' ? where.number : devicePointer, true);
  target![key] = device;
  return body;
}

/** A value that satisfies a rule's schema as the documents write them: objects of required properties, a const or a bound. */
function instanceOf(schema: Readonly<Body>): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Body>;
    return Object.fromEntries(((schema.required ?? []) as string[]).map((name) => [name, instanceOf(properties[name] ?? {})]));
  }
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - 1;
  if (typeof schema.maximum === 'number') return schema.maximum;
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
  if (typeof schema.minimum === 'number') return schema.minimum;
  throw new Error(`no instance for ${JSON.stringify(schema)}`);
}

const deepMerge = (base: unknown, over: unknown): unknown =>
  over !== null && typeof over === 'object' && !Array.isArray(over) && base !== null && typeof base === 'object'
    ? Object.fromEntries(
        [...new Set([...Object.keys(base), ...Object.keys(over)])].map((key) => [
          key,
          key in over ? deepMerge((base as Body)[key], (over as Body)[key]) : (base as Body)[key],
        ]),
      )
    : over;

/** A test number whose session the network grants (AVAILABLE), to fill a client's quota. */
const grantedNumbers = (document: OpenApiDocument) =>
  document['x-sandbox'].numbers
    .filter((entry) => entry.responses.createSession?.session?.qosStatus === 'AVAILABLE')
    .map(({ number }) => number);

/** Sends what the cause describes; returns the answer that should carry its error. */
async function reach(slug: string, document: OpenApiDocument, operationId: string, cause: ErrorCause): Promise<Answer> {
  const spec = document['x-sandbox'];
  // A fresh inbox for an operation whose example names a sink: the sink every body below has.
  const inbox = 'sink' in (exampleOf(document, operationId) ?? {}) ? await run.inbox() : undefined;
  const example = exampleOf(document, operationId, inbox);
  const listed = spec.numbers[0]!.number;
  const pathOf = { sessionId: RANDOM_UUID, subscriptionId: RANDOM_UUID };
  const plain = () => ({ ...(example ? { body: example } : { path: pathOf }) });
  const device = (named: Body | string | null) => withDevice(document, operationId, named, inbox);
  const released: string[] = [];
  const create = async (number: string) => {
    const answer = await run.call('createSession', { body: withDevice(document, 'createSession', number) });
    if (answer.status === 201) released.push(String((answer.body as Body).sessionId));
    return answer;
  };
  const release = async () => {
    for (const sessionId of released.splice(0)) await run.call('deleteSession', { path: { sessionId } });
  };
  const fresh = `+99069${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  const send = (phoneNumber: string) => run.call('sendCode', { body: { phoneNumber, message: '{{code}} is your code' } });
  const sent = async (phoneNumber = fresh) => String(((await send(phoneNumber)).body as Body).authenticationId);
  const validate = (authenticationId: string, code: string) => run.call('validateCode', { body: { authenticationId, code } });

  switch (cause.kind) {
    case 'number':
      return run.call(operationId, { body: device(cause.number) });
    case 'otherNumbers':
      return run.call(operationId, { body: device('+99099999999') });
    case 'request': {
      const body = deepMerge(device(cause.number ?? listed), instanceOf(cause.request));
      expect(createDocumentValidator(document).compile(cause.request)(body), `${cause.cause} describes the request sent`).toBe(true);
      return run.call(operationId, { body });
    }
    case 'rule':
      switch (cause.rule) {
        case 'rateLimited': {
          let answer = await limitedRun.call(operationId, plain());
          for (let sent = 1; sent < 10 && answer.status !== 429; sent += 1) answer = await limitedRun.call(operationId, plain());
          return answer;
        }
        case 'invalidRequest':
          // A body that is no object; without a body, an x-correlator outside CAMARA's pattern.
          return example
            ? run.call(operationId, { body: 'not an object' })
            : run.call(operationId, { path: pathOf, noCorrelator: true, headers: { 'x-correlator': 'not a correlator' } });
        case 'outOfRange': {
          const validator = createDocumentValidator(document);
          const field = spec.outOfRange!.fields.find((candidate) => candidate.slice(1) in (example ?? {}) || true)!;
          for (const value of [-1, 0, 100_000, 1_000_000_000]) {
            const body = { ...example, [field.slice(1)]: value };
            const errors = validator.requestBody(operationId, body);
            if (errors?.every(({ keyword, instancePath }) => ['minimum', 'maximum'].includes(keyword) && instancePath === field))
              return run.call(operationId, { body });
          }
          throw new Error(`no value of ${field} is out of its range`);
        }
        case 'outsideTestRange':
          return run.call(operationId, { body: device(OUTSIDE) });
        case 'access.unauthenticated':
          return run.call(operationId, { ...plain(), token: run.malformedToken });
        case 'access.permissionDenied':
          return run.call(operationId, { ...plain(), token: await run.withoutScopeOf(operationId) });
        case 'access.missingIdentifier':
          return run.call(operationId, { body: device(null), token: await run.twoLegged(slug as never) });
        case 'access.unnecessaryIdentifier':
          return run.call(operationId, {
            body: device(listed),
            token: await run.threeLegged(slug as never, listed),
          });
        case 'access.notByNetwork':
          return run.call(operationId, {
            body: device(listed),
            token: await run.threeLegged(slug as never, listed),
          });
        case 'access.unsupportedIdentifier':
          return run.call(operationId, { body: device({ networkAccessIdentifier: 'line@example.com' }) });
        case 'access.identifierMismatch':
          return run.call(operationId, {
            body: device({ phoneNumber: listed, ipv6Address: `${ipv6OfNumber(spec.numbers[1]!.number)!}1` }),
          });
        case 'sessions.durationOutOfRange':
          return run.call(operationId, {
            body: { ...device(listed), duration: spec.sessions!.maxDurationSeconds + 1 },
          });
        case 'sessions.tooManySessions': {
          const granted = grantedNumbers(document);
          for (const number of granted.slice(0, spec.sessions!.maxActivePerClient)) await create(number);
          const answer = await create(granted[0]!);
          await release();
          return answer;
        }
        case 'sessions.deviceBusy': {
          const [number] = grantedNumbers(document);
          await create(number!);
          const answer = await create(number!);
          await release();
          return answer;
        }
        case 'sessions.notFound':
          return run.call(operationId, { path: pathOf });
        case 'codes.tooManyCodes': {
          for (let count = 0; count < spec.codes!.maxCodesPerNumber; count += 1) await send(fresh);
          return send(fresh);
        }
        case 'codes.wrongCode':
          return validate(await sent(), '000000');
        case 'codes.attemptsExceeded': {
          const id = await sent();
          for (let attempt = 1; attempt < spec.codes!.maxAttempts; attempt += 1) await validate(id, '000000');
          return validate(id, '000000');
        }
        case 'codes.expired': {
          const first = await sent(fresh);
          await sent(fresh);
          return validate(first, spec.codes!.code);
        }
        case 'codes.notFound':
          return validate(RANDOM_UUID, spec.codes!.code);
        case 'subscriptions.expireTimeInPast':
          return run.call(operationId, {
            body: deepMerge(device(listed), { config: { subscriptionExpireTime: '2020-01-01T00:00:00Z' } }),
          });
        case 'subscriptions.tooManySubscriptions': {
          // A number that subscribes and is never swapped, as many times as a client may, then once more.
          const quiet = spec.numbers.find(({ responses }) => {
            const subscribed = responses[operationId];
            return subscribed?.subscription !== undefined && subscribed.subscription.swapAfterSeconds === undefined;
          })!.number;
          const made: string[] = [];
          for (let count = 0; count < spec.subscriptions!.maxActivePerClient; count += 1) {
            const answer = await run.call(operationId, { body: device(quiet) });
            if (answer.status === 201) made.push(String((answer.body as Body).id));
          }
          const answer = await run.call(operationId, { body: device(quiet) });
          for (const subscriptionId of made) await run.call(spec.subscriptions!.delete, { path: { subscriptionId } });
          return answer;
        }
        case 'subscriptions.notFound':
          return run.call(operationId, { path: pathOf });
        case 'events.invalidToken': {
          const to = inbox ?? (await run.inbox());
          return run.call(operationId, {
            body: { ...device(listed), sink: to.url, sinkCredential: { ...to.sinkCredential, accessTokenType: 'mac' } },
          });
        }
        case 'events.invalidProtocol':
          return run.call(operationId, { body: { ...device(listed), protocol: 'MQTT5' } });
        case 'events.invalidSink':
          return run.call(operationId, { body: { ...device(listed), sink: 'https://example.com/webhook' } });
        case 'events.invalidCredential': {
          const to = inbox ?? (await run.inbox());
          return run.call(operationId, {
            body: { ...device(listed), sink: to.url, sinkCredential: { credentialType: 'PLAIN', identifier: 'user', secret: 'password' } },
          });
        }
      }
  }
  throw new Error(`no way to send ${JSON.stringify(cause)}`);
}

const operations = API_CATALOGUE.flatMap((api) => api.endpoints.map(({ operationId }) => ({ slug: api.slug, operationId })));

describe('every error an operation declares', () => {
  it('has a cause in the sandbox: a test number, a rule or a request the document describes', () => {
    const unreachable = operations.flatMap(({ slug, operationId }) =>
      errorCatalogue(OPENAPI_DOCUMENTS[slug], operationId)
        .filter(({ causes }) => causes.length === 0)
        .map(({ status, code }) => `${slug} ${operationId} ${status} ${code}`),
    );
    expect(unreachable).toEqual([]);
  });

  it('and each cause is an error the operation declares', () => {
    for (const { slug, operationId } of operations) {
      const declared = new Set(errorCatalogue(OPENAPI_DOCUMENTS[slug], operationId).map(({ status, code }) => `${status} ${code}`));
      for (const { error, cause } of errorCauses(OPENAPI_DOCUMENTS[slug], operationId))
        expect(declared, `${slug} ${operationId} ${JSON.stringify(cause)}`).toContain(`${error.status} ${error.body.code}`);
    }
  });

  const cases = operations.flatMap(({ slug, operationId }) =>
    errorCauses(OPENAPI_DOCUMENTS[slug], operationId).map(({ error, cause }) => ({
      slug,
      operationId,
      error,
      cause,
      label:
        cause.kind === 'rule'
          ? cause.rule
          : cause.kind === 'request'
            ? `${cause.cause}${cause.number ? ` ${cause.number}` : ''}`
            : cause.kind === 'number'
              ? cause.number
              : 'another +990 number',
    })),
  );

  it.each(cases)('$slug $operationId $error.status $error.body.code: $label', async ({ slug, operationId, error, cause }) => {
    const document = OPENAPI_DOCUMENTS[slug];
    const answer = await reach(slug, document, operationId, cause);
    expect({ status: answer.status, code: (answer.body as Body | undefined)?.code }).toEqual({
      status: error.status,
      code: error.body.code,
    });
    expect(createDocumentValidator(document).responseBody(operationId, answer.status, answer.body)).toBeNull();
  });
});
