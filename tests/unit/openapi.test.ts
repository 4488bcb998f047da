// The OpenAPI documents and the sandbox's test numbers: valid OpenAPI 3.1, in step with the
// catalogue, and precise enough that a server can answer from them mechanically.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { API_CATALOGUE, API_SLUGS, apiBySlug } from '../../src/config/api-catalogue.ts';
import { answerFor, offsetMs, withTimes, type OutcomeKind, type SandboxError, type SandboxResponse } from '../../src/config/api-sandbox.ts';
import { ipv6OfNumber, numberOfIpv6 } from '../../src/config/test-devices.ts';
import { HTTP_ERRORS } from '../../server/sandbox/http.ts';
import { declaredErrors } from '../../src/config/api-errors.ts';
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { createDocumentValidator, operationsOf } from '../../src/config/openapi/schema-validator.ts';
import apisTexts from '../../src/locales/en/apis.json' with { type: 'json' };

const CAMARA_PHONE = /^\+[1-9][0-9]{4,14}$/;
const NOW = new Date('2026-11-27T12:00:00.000Z');

describe.each(API_SLUGS)('the OpenAPI document of %s', (slug) => {
  const document = OPENAPI_DOCUMENTS[slug];
  const api = apiBySlug(slug);
  const validator = createDocumentValidator(document);
  const sandbox = document['x-sandbox'];
  const operations = operationsOf(document);

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has exactly the catalogue’s endpoints and names the CAMARA releases it follows', () => {
    expect(operations.map(({ operationId, method, path }) => ({ operationId, method, path }))).toEqual(api.endpoints);
    expect(document.info['x-camara']).toEqual(api.camara);
    expect(api.camara.every(({ release }) => /^r\d+\.\d+$/.test(release))).toBe(true);
  });

  it('describes itself as CAMARA’s lint asks: a licence, every operation tagged and described, every schema, property and parameter described', () => {
    const { info, tags, components } = document as unknown as {
      info: { license?: { name: string; url: string } };
      tags?: { name: string; description: string }[];
      components: { schemas: Record<string, object>; parameters?: Record<string, object>; headers?: Record<string, object> };
    };
    expect(info.license?.name).toBe('Apache 2.0');
    const tagNames = (tags ?? []).map(({ name }) => name);
    expect(tagNames.length).toBeGreaterThan(0);
    for (const { operationId, definition } of operations) {
      expect((definition as { tags?: string[] }).tags, operationId).toEqual([expect.toBeOneOf(tagNames)]);
      expect((definition as { description?: string }).description?.length, operationId).toBeGreaterThan(20);
    }
    const undescribed: string[] = [];
    const walk = (schema: unknown, where: string): void => {
      if (schema === null || typeof schema !== 'object') return;
      const node = schema as Record<string, unknown>;
      for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        if (property.$ref === undefined && property.description === undefined) undescribed.push(`${where}.${name}`);
        walk(property, `${where}.${name}`);
      }
      for (const key of ['items', 'allOf', 'anyOf', 'oneOf'])
        for (const part of ([] as unknown[]).concat(node[key] ?? [])) walk(part, where);
    };
    for (const [name, schema] of Object.entries(components.schemas)) {
      if (!('description' in schema)) undescribed.push(name);
      walk(schema, name);
    }
    for (const [name, parameter] of Object.entries({ ...components.parameters, ...components.headers }))
      if (!('description' in parameter)) undescribed.push(name);
    for (const { operationId, definition } of operations)
      for (const parameter of definition.parameters ?? [])
        if (!('$ref' in parameter) && !('description' in parameter)) undescribed.push(`${operationId} ${parameter.name}`);
    expect(undescribed).toEqual([]);
  });

  it('sends and echoes x-correlator on every operation and every response', () => {
    for (const { definition } of operations) {
      expect(definition.parameters).toContainEqual({ $ref: '#/components/parameters/x-correlator' });
      for (const response of Object.values(definition.responses)) {
        const resolved = (response as { $ref?: string }).$ref
          ? (document.components.responses as Record<string, unknown>)[(response as { $ref: string }).$ref.split('/').pop()!]
          : response;
        expect(resolved).toMatchObject({ headers: { 'x-correlator': { $ref: '#/components/headers/x-correlator' } } });
      }
    }
  });

  it('gives a request example for each body, valid against its schema and naming a listed test number', () => {
    for (const { operationId, definition } of operations) {
      const content = definition.requestBody?.content['application/json'] as { examples?: { example: { value: unknown } } } | undefined;
      if (!content) continue;
      const example = content.examples?.example.value;
      expect(validator.requestBody(operationId, example), operationId).toBeNull();
      const pointer = sandbox.operations[operationId]?.number;
      if (pointer) {
        const number = pointer
          .split('/')
          .slice(1)
          .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], example);
        expect(sandbox.numbers.map((entry) => entry.number)).toContain(number);
      }
    }
  });

  it('lists test numbers on +990 in CAMARA’s phone format', () => {
    expect(sandbox.numbers.length).toBeGreaterThanOrEqual(3);
    for (const { number } of sandbox.numbers) {
      expect(number).toMatch(CAMARA_PHONE);
      expect(number.startsWith('+990')).toBe(true);
    }
  });

  it('has a positive, a negative and an error answer decided by the number, for every operation that takes one', () => {
    expect(Object.keys(sandbox.operations).length).toBeGreaterThan(0);
    for (const operationId of Object.keys(sandbox.operations)) {
      const kinds = new Set<OutcomeKind>(sandbox.numbers.flatMap((entry) => entry.responses[operationId]?.kind ?? []));
      expect([...kinds].sort(), operationId).toEqual(['error', 'negative', 'positive']);
      for (const entry of sandbox.numbers) expect(entry.responses[operationId], `${entry.number} ${operationId}`).toBeDefined();
      expect(sandbox.otherTestNumbers.responses[operationId]).toBeDefined();
    }
  });

  const errorIsDeclared = (operationId: string, error: SandboxError) => {
    expect(error.body.status).toBe(error.status);
    expect(validator.responseBody(operationId, error.status, error.body), `${operationId} ${error.body.code}`).toBeNull();
  };

  const checkResponse = (operationId: string, response: SandboxResponse, label: string) => {
    // A "no" is usually a 2xx; OTP's refusal to text a number is a 403 with its own code.
    if (response.kind === 'positive') expect(response.status, label).toBeLessThan(400);
    if (response.kind === 'error') expect(response.status, label).toBeGreaterThanOrEqual(400);
    const shapes = [response.body, response.session, response.code, response.subscription].filter((shape) => shape !== undefined);
    expect(shapes, label).toHaveLength(1);
    if (response.subscription) {
      expect(sandbox.subscriptions?.create).toBe(operationId);
      expect(response.status).toBe(201);
    } else if (response.session) {
      expect(sandbox.sessions?.create).toBe(operationId);
      expect(response.status).toBe(201);
    } else if (response.code) {
      expect(sandbox.codes?.send).toBe(operationId);
      expect(response.status).toBe(200);
    } else if (response.status >= 400) {
      errorIsDeclared(operationId, response as SandboxError);
    } else {
      expect(validator.responseBody(operationId, response.status, withTimes(response.body, response.times, NOW)), label).toBeNull();
    }
    // Its alternatives: each for requests its schema (valid JSON Schema) describes, each declared.
    for (const rule of response.when ?? []) {
      expect(rule.cause, label).toMatch(/^[a-z][A-Za-z]+$/);
      expect(() => validator.compile(rule.request), `${label} ${rule.cause}`).not.toThrow();
      checkResponse(operationId, rule, `${label} when ${rule.cause}`);
    }
  };

  it('answers every listed number with a body its operation declares', () => {
    for (const entry of sandbox.numbers)
      for (const [operationId, response] of Object.entries(entry.responses)) checkResponse(operationId, response, entry.number);
    for (const [operationId, response] of Object.entries(sandbox.otherTestNumbers.responses)) checkResponse(operationId, response, 'other');
  });

  it('declares the errors that apply to every operation', () => {
    for (const operationId of Object.keys(sandbox.operations))
      checkResponse(operationId, { kind: 'error', ...sandbox.outsideTestRange }, 'outside');
    for (const { operationId } of operations) {
      errorIsDeclared(operationId, sandbox.invalidRequest);
    }
    // The rate limit is the document's 429 where an operation declares one (as CAMARA's does), else
    // the HTTP layer's (undeclared, like 405): the same TOO_MANY_REQUESTS either way.
    const limited = operations.filter(({ operationId }) =>
      declaredErrors(document, operationId).some(({ status, code }) => status === 429 && code === 'TOO_MANY_REQUESTS'),
    );
    if (!sandbox.rateLimited) expect(limited).toEqual([]);
    else {
      expect(limited.length).toBeGreaterThan(0);
      for (const { operationId } of limited) errorIsDeclared(operationId, sandbox.rateLimited);
      expect(sandbox.rateLimited.body).toEqual(HTTP_ERRORS.tooManyRequests.body);
    }
  });

  it('says which fields a range applies to (OUT_OF_RANGE), each a bounded number of a request body', () => {
    if (!sandbox.outOfRange) return;
    expect(sandbox.outOfRange.fields.length).toBeGreaterThan(0);
    const bounded = operations.filter(({ operationId, definition }) => {
      if (!definition.requestBody) return false;
      // A value of the field past one of its bounds is refused by the body's schema, and OUT_OF_RANGE is declared.
      return sandbox.outOfRange!.fields.every((field) => {
        const name = field.slice(1);
        const example = (definition.requestBody!.content['application/json'] as { examples?: { example: { value: object } } }).examples
          ?.example.value;
        const pastBound = (value: number) =>
          validator
            .requestBody(operationId, { ...example, [name]: value })
            ?.every(({ keyword, instancePath }) => ['minimum', 'maximum'].includes(keyword) && instancePath === field) === true;
        return example !== undefined && (pastBound(-1) || pastBound(1_000_000));
      });
    });
    expect(bounded.length).toBeGreaterThan(0);
    for (const { operationId } of bounded) errorIsDeclared(operationId, sandbox.outOfRange);
  });

  it('states rules about the request itself as declared answers to valid JSON Schemas', () => {
    for (const [operationId, { when }] of Object.entries(sandbox.operations))
      for (const rule of when ?? []) checkResponse(operationId, rule, `rule ${rule.cause}`);
  });

  it('answers a number outside +990 with the outside-range error, whatever the operation', () => {
    for (const operationId of Object.keys(sandbox.operations)) {
      expect(answerFor(sandbox, operationId, '+34666111333')).toEqual({ source: 'outside', response: sandbox.outsideTestRange });
      expect(answerFor(sandbox, operationId, '+99099999999').source).toBe('other');
      const first = sandbox.numbers[0]!;
      expect(answerFor(sandbox, operationId, first.number)).toMatchObject({ source: 'listed', entry: first });
    }
  });

  it('rejects request bodies that break the schema', () => {
    for (const operationId of Object.keys(sandbox.operations)) {
      // An empty body is valid where a three-legged token may name the device (CAMARA): the
      // sandbox then answers 422 MISSING_IDENTIFIER without one (tests/unit/sandbox.test.ts).
      if (!sandbox.access.missingIdentifier) expect(validator.requestBody(operationId, {}), operationId).not.toBeNull();
      expect(validator.requestBody(operationId, { phoneNumber: '12345', device: { phoneNumber: '12345' } }), operationId).not.toBeNull();
      expect(validator.requestBody(operationId, 'not an object'), operationId).not.toBeNull();
    }
  });
});

describe('the test numbers across the catalogue', () => {
  it('are unique, so a number names one situation', () => {
    const numbers = API_SLUGS.flatMap((slug) => OPENAPI_DOCUMENTS[slug]['x-sandbox'].numbers.map((entry) => entry.number));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('each have words for their outcome, and no words are left over', () => {
    for (const api of API_CATALOGUE) {
      const sandbox = OPENAPI_DOCUMENTS[api.slug]['x-sandbox'];
      const outcomes = [...sandbox.numbers.map((entry) => entry.outcome), sandbox.otherTestNumbers.outcome];
      expect(Object.keys(apisTexts.items[api.slug].outcomes).sort(), api.slug).toEqual([...new Set(outcomes)].sort());
    }
  });

  it('cover every catalogue API', () => {
    expect(Object.keys(OPENAPI_DOCUMENTS).sort()).toEqual(API_CATALOGUE.map((api) => api.slug).sort());
  });
});

describe('the stateful rules', () => {
  it('Quality on Demand: sessions are created, read and deleted by the documented operations, with declared errors', () => {
    const document = OPENAPI_DOCUMENTS['quality-on-demand'];
    const rules = document['x-sandbox'].sessions!;
    const validator = createDocumentValidator(document);
    expect([rules.create, rules.read, rules.delete]).toEqual(['createSession', 'getSession', 'deleteSession']);
    expect(rules.maxDurationSeconds).toBeGreaterThan(0);
    expect(rules.maxActivePerClient).toBeGreaterThan(0);
    for (const error of [rules.durationOutOfRange, rules.tooManySessions, rules.deviceBusy])
      expect(validator.responseBody(rules.create, error.status, error.body)).toBeNull();
    for (const operationId of [rules.read, rules.delete]) expect(validator.responseBody(operationId, 404, rules.notFound.body)).toBeNull();
    expect(validator.pathParameter('getSession', 'sessionId', 'not-a-uuid')).not.toBeNull();
    expect(validator.pathParameter('getSession', 'sessionId', '3fa85f64-5717-4562-b3fc-2c963f66afa6')).toBeNull();
    // A session as the sandbox would return it validates against SessionInfo.
    const session = {
      sessionId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      device: { phoneNumber: '+99050000001' },
      applicationServer: { ipv4Address: '198.51.100.10' },
      qosProfile: 'QOS_L',
      duration: 600,
      startedAt: NOW.toISOString(),
      expiresAt: new Date(NOW.getTime() + 600_000).toISOString(),
      qosStatus: 'AVAILABLE',
    };
    expect(validator.responseBody('createSession', 201, session)).toBeNull();
    expect(
      validator.responseBody('getSession', 200, { ...session, qosStatus: 'UNAVAILABLE', statusInfo: 'NETWORK_TERMINATED' }),
    ).toBeNull();
    expect(validator.requestBody('createSession', { ...session, qosStatus: undefined })).not.toBeNull();
  });

  it('OTP SMS: codes are sent and validated by the documented operations, with declared errors', () => {
    const document = OPENAPI_DOCUMENTS['otp-sms'];
    const rules = document['x-sandbox'].codes!;
    const validator = createDocumentValidator(document);
    expect([rules.send, rules.validate]).toEqual(['sendCode', 'validateCode']);
    expect(rules.code).toMatch(/^\d{4,10}$/);
    expect(rules.maxAttempts).toBeGreaterThan(0);
    for (const error of [rules.wrongCode, rules.attemptsExceeded, rules.expired, rules.notFound])
      expect(validator.responseBody(rules.validate, error.status, error.body)).toBeNull();
    expect(validator.responseBody(rules.send, rules.tooManyCodes.status, rules.tooManyCodes.body)).toBeNull();
    expect(validator.responseBody(rules.send, 200, { authenticationId: '3fa85f64-5717-4562-b3fc-2c963f66afa6' })).toBeNull();
    expect(validator.requestBody(rules.validate, { authenticationId: 'x', code: rules.code })).toBeNull();
    expect(validator.requestBody(rules.send, { phoneNumber: '+99060000001', message: 'no placeholder' })).not.toBeNull();
  });
});

describe('test devices’ IPv6 addresses', () => {
  it('are the /64 whose third and fourth groups are the eight digits after +990, in 2001:db8::/32', () => {
    expect(ipv6OfNumber('+99040000001')).toBe('2001:db8:4000:1::');
    expect(ipv6OfNumber('+99099999999')).toBe('2001:db8:9999:9999::');
    expect(ipv6OfNumber('+9904000001')).toBeUndefined();
    expect(ipv6OfNumber('+34666111333')).toBeUndefined();
    for (const address of ['2001:db8:4000:1::', '2001:db8:4000:1::1', '2001:0DB8:4000:0001:ffff:ffff:ffff:ffff', '2001:db8:4000:1:0:0:0:7'])
      expect(numberOfIpv6(address), address).toBe('+99040000001');
    for (const address of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7344',
      '2001:db9:4000:1::1',
      '::1',
      '2001:db8:4a00:1::1',
      'not an address',
      '2001:db8:4000:1::1::2',
    ])
      expect(numberOfIpv6(address), address).toBeUndefined();
  });
});

describe('events', () => {
  it('SIM Swap: subscriptions are created, listed, read and deleted by the documented operations, with declared errors and events', () => {
    const document = OPENAPI_DOCUMENTS['sim-swap'];
    const { subscriptions: rules, events } = document['x-sandbox'];
    const validator = createDocumentValidator(document);
    expect([rules!.create, rules!.list, rules!.read, rules!.delete]).toEqual([
      'createSimSwapSubscription',
      'retrieveSubscriptionList',
      'retrieveSubscription',
      'deleteSubscription',
    ]);
    for (const error of [
      rules!.expireTimeInPast,
      rules!.tooManySubscriptions,
      events!.invalidSink,
      events!.invalidCredential,
      events!.invalidToken,
      events!.invalidProtocol!,
    ])
      expect(validator.responseBody(rules!.create, error.status, error.body), error.body.code).toBeNull();
    for (const operationId of [rules!.read, rules!.delete])
      expect(validator.responseBody(operationId, 404, rules!.notFound.body)).toBeNull();
    // CAMARA's event types, and a number that swaps about a minute after a subscription.
    expect(rules!.swapped).toBe('org.camaraproject.sim-swap-subscriptions.v0.swapped');
    expect(rules!.ended).toBe('org.camaraproject.sim-swap-subscriptions.v0.subscription-ended');
    const swaps = document['x-sandbox'].numbers.flatMap(
      ({ responses }) => responses.createSimSwapSubscription?.subscription?.swapAfterSeconds ?? [],
    );
    expect(swaps).toEqual([60]);
  });

  it('Quality on Demand: a sink is an option of createSession, refused unless it is an inbox, and a number the network ends', () => {
    const document = OPENAPI_DOCUMENTS['quality-on-demand'];
    const { events, numbers } = document['x-sandbox'];
    const validator = createDocumentValidator(document);
    expect(events!.qosStatusChanged).toBe('org.camaraproject.quality-on-demand.v1.qos-status-changed');
    for (const error of [events!.invalidSink, events!.invalidCredential, events!.invalidToken])
      expect(validator.responseBody('createSession', error.status, error.body), error.body.code).toBeNull();
    const ends = numbers.flatMap(({ responses }) => responses.createSession?.session?.networkEndsAfterSeconds ?? []);
    expect(ends.length).toBe(1);
    expect(ends[0]).toBeLessThan(60);
  });

  it('a sink is https, or http on loopback only (a site run locally)', () => {
    const validator = createDocumentValidator(OPENAPI_DOCUMENTS['quality-on-demand']);
    const body = (sink: string) => ({ applicationServer: { ipv4Address: '198.51.100.10' }, qosProfile: 'QOS_L', duration: 60, sink });
    for (const sink of ['https://signalwise.example/sandbox/inboxes/x', 'http://127.0.0.1:4173/sandbox/inboxes/x', 'http://localhost/x'])
      expect(validator.requestBody('createSession', body(sink)), sink).toBeNull();
    for (const sink of ['http://signalwise.example/x', 'ftp://127.0.0.1/x', 'http://127.0.0.1.example.com/x', 'not a url'])
      expect(validator.requestBody('createSession', body(sink)), sink).not.toBeNull();
  });
});

describe('sandbox time offsets', () => {
  it('reads ISO 8601 durations, signed', () => {
    expect(offsetMs('-PT30M')).toBe(-30 * 60_000);
    expect(offsetMs('-P2D')).toBe(-2 * 86_400_000);
    expect(offsetMs('PT0S')).toBe(0);
    expect(offsetMs('P1DT1H1M1S')).toBe(90_061_000);
    expect(() => offsetMs('30 minutes')).toThrow();
    expect(() => offsetMs('P')).toThrow();
  });

  it('sets each pointed field to the request time plus its offset, leaving the data untouched', () => {
    const body = { latestSimChange: 'placeholder', nested: { at: 'x' } };
    expect(withTimes(body, { '/latestSimChange': '-PT30M', '/nested/at': 'PT0S' }, NOW)).toEqual({
      latestSimChange: '2026-11-27T11:30:00.000Z',
      nested: { at: '2026-11-27T12:00:00.000Z' },
    });
    expect(body.latestSimChange).toBe('placeholder');
  });
});
