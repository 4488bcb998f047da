// The sandbox (server/sandbox/) over real HTTP on loopback, with a clock the tests move by hand:
// every documented test number of every API answers what its page and document say (the
// expected answers are written out here, not read back from the documents, so a server and a
// document that drift apart both fail), every kind of bad request gets its CAMARA error, and
// sessions, codes, the rate limit and memory behave over time.
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_SLUGS, apiBySlug } from '../../src/config/api-catalogue.ts';
import type { OpenApiDocument } from '../../src/config/api-sandbox.ts';
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { createDocumentValidator, operationsOf } from '../../src/config/openapi/schema-validator.ts';
import { clientOf } from '../../server/clients.ts';
import { HTTP_ERRORS, SANDBOX_CSP, X_CORRELATOR } from '../../server/sandbox/http.ts';
import type { Sandbox, SandboxOptions } from '../../server/sandbox/sandbox.ts';
import { startSandbox, type RunningSandbox } from './sandbox-server.ts';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const MINUTE = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The sandbox's clock is Date's (its rate limit reads it too), faked and moved by hand.
let clock = NOW;
const setClock = (at: number) => {
  clock = at;
  vi.setSystemTime(at);
};
let running: RunningSandbox | undefined;
let sandbox: Sandbox;
let origin: string;
let logged: string[];

async function start(options: SandboxOptions = {}) {
  await running?.close();
  vi.useFakeTimers({ toFake: ['Date'] });
  setClock(NOW);
  logged = [];
  running = await startSandbox({ log: (message) => logged.push(message), ...options });
  ({ sandbox, origin } = running);
}

beforeEach(() => start());
afterEach(async () => {
  await running?.close();
  running = undefined;
  vi.useRealTimers();
});

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

interface CallOptions {
  readonly body?: unknown;
  /** Sent as it is (no JSON encoding). */
  readonly raw?: string;
  readonly headers?: Record<string, string>;
  /** The client's address, as nginx would pass it on (X-Forwarded-For, which it writes). */
  readonly from?: string;
}

async function call(method: string, path: string, { body, raw, headers = {}, from }: CallOptions = {}): Promise<Answer> {
  const text = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(text !== undefined && raw === undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(from ? { 'X-Forwarded-For': from } : {}),
      ...headers,
    },
    ...(text !== undefined ? { body: text } : {}),
  });
  const content = await response.text();
  return { status: response.status, headers: response.headers, body: content === '' ? undefined : (JSON.parse(content) as unknown) };
}

const post = (path: string, body: unknown, options: CallOptions = {}) => call('POST', path, { ...options, body });

const camara = (status: number, code: string) => ({ status, body: { status, code, message: expect.any(String) as unknown } });

// ── Every test number ──────────────────────────────────────────────────────────────────────

const PATHS: Readonly<Record<string, string>> = {
  phoneNumberVerify: '/sandbox/number-verification/v2/verify',
  checkSimSwap: '/sandbox/sim-swap/v2/check',
  retrieveSimSwapDate: '/sandbox/sim-swap/v2/retrieve-date',
  verifyLocation: '/sandbox/location-verification/v3/verify',
  getRoamingStatus: '/sandbox/device-roaming-status/v1/retrieve',
  getReachabilityStatus: '/sandbox/device-reachability-status/v1/retrieve',
  createSession: '/sandbox/quality-on-demand/v1/sessions',
  createSimSwapSubscription: '/sandbox/sim-swap-subscriptions/v0.3/subscriptions',
  sendCode: '/sandbox/one-time-password-sms/v1/send-code',
  validateCode: '/sandbox/one-time-password-sms/v1/validate-code',
};

const SWAPPED = 'org.camaraproject.sim-swap-subscriptions.v0.swapped';

/** A valid request body for an operation that takes a number (a subscription's sink: a new inbox). */
async function requestFor(operationId: string, phoneNumber: string): Promise<unknown> {
  if (operationId !== 'createSimSwapSubscription') return bodyFor(operationId, phoneNumber);
  const inbox = (await post('/sandbox/inboxes', undefined)).body as { url: string; sinkCredential: unknown };
  return {
    protocol: 'HTTP',
    sink: inbox.url,
    sinkCredential: inbox.sinkCredential,
    types: [SWAPPED],
    config: { subscriptionDetail: { phoneNumber } },
  };
}

/** A valid request body for an operation that takes a number and no sink. */
function bodyFor(operationId: string, phoneNumber: string): unknown {
  const device = { phoneNumber };
  switch (operationId) {
    case 'phoneNumberVerify':
    case 'retrieveSimSwapDate':
      return { phoneNumber };
    case 'checkSimSwap':
      return { phoneNumber, maxAge: 240 };
    case 'verifyLocation':
      // No maxAge: the number's own answer (maxAge's rules are tested below).
      return { device, area: { areaType: 'CIRCLE', center: { latitude: 50.735851, longitude: 7.10066 }, radius: 50_000 } };
    case 'getRoamingStatus':
    case 'getReachabilityStatus':
      return { device };
    case 'createSession':
      return { device, applicationServer: { ipv4Address: '198.51.100.10' }, qosProfile: 'QOS_L', duration: 600 };
    case 'sendCode':
      return { phoneNumber, message: '{{code}} is your code' };
    default:
      throw new Error(`no body for ${operationId}`);
  }
}

type Expected = { readonly status: number; readonly body: unknown };
const ok = (body: unknown, status = 200): Expected => ({ status, body });
const AVAILABLE_SESSION = {
  sessionId: expect.stringMatching(UUID) as unknown,
  device: { phoneNumber: '+99050000001' },
  applicationServer: { ipv4Address: '198.51.100.10' },
  qosProfile: 'QOS_L',
  duration: 600,
  startedAt: iso(0),
  expiresAt: iso(600_000),
  qosStatus: 'AVAILABLE',
};
const SENT = ok({ authenticationId: expect.stringMatching(UUID) as unknown });
const SUBSCRIBED = (phoneNumber: string) =>
  ok(
    {
      id: expect.stringMatching(UUID) as unknown,
      protocol: 'HTTP',
      sink: expect.stringMatching(/\/sandbox\/inboxes\/[0-9a-f]{32}$/) as unknown,
      types: [SWAPPED],
      config: { subscriptionDetail: { phoneNumber } },
      startsAt: iso(0),
      expiresAt: iso(60 * MINUTE),
      status: 'ACTIVE',
    },
    201,
  );

/** What each API answers each test number ("other" stands for any other +990 number), by operation. */
const EXPECTED: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, Expected>>>>>> = {
  'number-verification': {
    '+99010000001': { phoneNumberVerify: ok({ devicePhoneNumberVerified: true }) },
    '+99010000002': { phoneNumberVerify: ok({ devicePhoneNumberVerified: false }) },
    '+99010000003': { phoneNumberVerify: camara(403, 'NUMBER_VERIFICATION.USER_NOT_AUTHENTICATED_BY_MOBILE_NETWORK') },
    other: { phoneNumberVerify: ok({ devicePhoneNumberVerified: false }) },
  },
  'sim-swap': {
    '+99020000001': {
      checkSimSwap: ok({ swapped: true }),
      retrieveSimSwapDate: ok({ latestSimChange: iso(-30 * MINUTE) }),
      createSimSwapSubscription: SUBSCRIBED('+99020000001'),
    },
    '+99020000002': {
      checkSimSwap: ok({ swapped: false }),
      retrieveSimSwapDate: ok({ latestSimChange: null, monitoredPeriod: 120 }),
      createSimSwapSubscription: SUBSCRIBED('+99020000002'),
    },
    '+99020000003': {
      checkSimSwap: camara(422, 'SERVICE_NOT_APPLICABLE'),
      retrieveSimSwapDate: camara(422, 'SERVICE_NOT_APPLICABLE'),
      createSimSwapSubscription: camara(422, 'SERVICE_NOT_APPLICABLE'),
    },
    '+99020000004': {
      checkSimSwap: ok({ swapped: false }),
      retrieveSimSwapDate: ok({ latestSimChange: iso(-15 * 24 * 60 * MINUTE) }),
      createSimSwapSubscription: SUBSCRIBED('+99020000004'),
    },
    // Swapped a minute after a subscription (tests/unit/sandbox-events.test.ts); before that, never.
    '+99020000005': {
      checkSimSwap: ok({ swapped: false }),
      retrieveSimSwapDate: ok({ latestSimChange: null, monitoredPeriod: 120 }),
      createSimSwapSubscription: SUBSCRIBED('+99020000005'),
    },
    other: {
      checkSimSwap: camara(404, 'IDENTIFIER_NOT_FOUND'),
      retrieveSimSwapDate: camara(404, 'IDENTIFIER_NOT_FOUND'),
      createSimSwapSubscription: camara(422, 'SERVICE_NOT_APPLICABLE'),
    },
  },
  'device-location': {
    '+99030000001': { verifyLocation: ok({ verificationResult: 'TRUE', lastLocationTime: iso(0) }) },
    '+99030000002': { verifyLocation: ok({ verificationResult: 'FALSE', lastLocationTime: iso(0) }) },
    '+99030000003': { verifyLocation: ok({ verificationResult: 'PARTIAL', matchRate: 74, lastLocationTime: iso(0) }) },
    '+99030000004': { verifyLocation: camara(422, 'LOCATION_VERIFICATION.UNABLE_TO_LOCATE') },
    '+99030000005': { verifyLocation: ok({ verificationResult: 'TRUE', lastLocationTime: iso(-60 * MINUTE) }) },
    other: { verifyLocation: camara(404, 'IDENTIFIER_NOT_FOUND') },
  },
  'device-status': {
    '+99040000001': {
      getRoamingStatus: ok({ lastStatusTime: iso(-5 * MINUTE), roaming: false }),
      getReachabilityStatus: ok({ lastStatusTime: iso(-5 * MINUTE), reachable: true, connectivity: ['DATA', 'SMS'] }),
    },
    '+99040000002': {
      getRoamingStatus: ok({ lastStatusTime: iso(-5 * MINUTE), roaming: true, countryCode: 262, countryName: ['DE'] }),
      getReachabilityStatus: ok({ lastStatusTime: iso(-5 * MINUTE), reachable: true, connectivity: ['SMS'] }),
    },
    '+99040000003': {
      getRoamingStatus: ok({ lastStatusTime: iso(-2 * 24 * 60 * MINUTE), roaming: false }),
      getReachabilityStatus: ok({ lastStatusTime: iso(-2 * 24 * 60 * MINUTE), reachable: false }),
    },
    '+99040000004': { getRoamingStatus: camara(503, 'UNAVAILABLE'), getReachabilityStatus: camara(503, 'UNAVAILABLE') },
    other: { getRoamingStatus: camara(404, 'IDENTIFIER_NOT_FOUND'), getReachabilityStatus: camara(404, 'IDENTIFIER_NOT_FOUND') },
  },
  'quality-on-demand': {
    '+99050000001': { createSession: ok(AVAILABLE_SESSION, 201) },
    '+99050000002': {
      createSession: ok(
        {
          ...AVAILABLE_SESSION,
          device: { phoneNumber: '+99050000002' },
          startedAt: undefined,
          expiresAt: undefined,
          qosStatus: 'REQUESTED',
        },
        201,
      ),
    },
    '+99050000003': { createSession: camara(409, 'CONFLICT') },
    '+99050000004': { createSession: ok({ ...AVAILABLE_SESSION, device: { phoneNumber: '+99050000004' } }, 201) },
    // The network ends it 20 s in (tests/unit/sandbox-events.test.ts).
    '+99050000005': { createSession: ok({ ...AVAILABLE_SESSION, device: { phoneNumber: '+99050000005' } }, 201) },
    other: { createSession: camara(404, 'IDENTIFIER_NOT_FOUND') },
  },
  'otp-sms': {
    '+99060000001': { sendCode: SENT },
    '+99060000002': { sendCode: camara(403, 'ONE_TIME_PASSWORD_SMS.PHONE_NUMBER_NOT_ALLOWED') },
    '+99060000003': { sendCode: camara(403, 'ONE_TIME_PASSWORD_SMS.PHONE_NUMBER_BLOCKED') },
    other: { sendCode: SENT },
  },
};

const OTHER_TEST_NUMBER = '+99099999999';

describe('every documented test number', () => {
  it('is covered here, with every operation the document decides by number', () => {
    // An API with no answers written out here is held to its own document (below).
    for (const slug of API_SLUGS.filter((api) => api in EXPECTED)) {
      const spec = OPENAPI_DOCUMENTS[slug]['x-sandbox'];
      const numbers = Object.keys(EXPECTED[slug] ?? {});
      expect(numbers, slug).toEqual([...spec.numbers.map((entry) => entry.number), 'other']);
      for (const number of numbers)
        expect(Object.keys(EXPECTED[slug]![number]!).sort(), `${slug} ${number}`).toEqual(Object.keys(spec.operations).sort());
    }
  });

  const cases = Object.entries(EXPECTED).flatMap(([slug, numbers]) =>
    Object.entries(numbers).flatMap(([number, operations]) =>
      Object.entries(operations).map(([operationId, expected]) => ({ slug, number, operationId, expected })),
    ),
  );

  it.each(cases)('$slug $operationId $number', async ({ slug, number, operationId, expected }) => {
    const phoneNumber = number === 'other' ? OTHER_TEST_NUMBER : number;
    const answer = await post(PATHS[operationId]!, await requestFor(operationId, phoneNumber));
    // toEqual: exactly these fields (one set to undefined here must be absent).
    expect({ status: answer.status, body: answer.body }).toEqual(expected);
    // And the answer is one the document declares.
    const document = OPENAPI_DOCUMENTS[slug as keyof typeof OPENAPI_DOCUMENTS];
    expect(createDocumentValidator(document).responseBody(operationId, answer.status, answer.body)).toBeNull();
  });

  // An API not in EXPECTED (a new one): each listed number's plain answer, as its document
  // has it, to the document's own example with that number (at the operation's pointer).
  const fromDocuments = API_SLUGS.filter((slug) => !(slug in EXPECTED)).flatMap((slug) => {
    const document = OPENAPI_DOCUMENTS[slug];
    const spec = document['x-sandbox'];
    return spec.numbers.flatMap(({ number, responses }) =>
      Object.entries(responses)
        .filter(([, answer]) => answer.body !== undefined && !answer.when && !answer.times)
        .map(([operationId, answer]) => {
          const endpoint = apiBySlug(slug).endpoints.find((entry) => entry.operationId === operationId)!;
          type Operation = { requestBody: { content: Record<string, { examples: Record<string, { value: object }> }> } };
          const operation = (document.paths as Record<string, Record<string, Operation>>)[endpoint.path]![endpoint.method.toLowerCase()]!;
          const body = structuredClone(Object.values(operation.requestBody.content['application/json']!.examples)[0]!.value);
          const keys = spec.operations[operationId]!.number.split('/').slice(1);
          let at = body as Record<string, unknown>;
          for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
          at[keys.at(-1)!] = number;
          return {
            slug,
            operationId,
            number,
            path: `/sandbox${endpoint.path}`,
            body,
            expected: { status: answer.status, body: answer.body },
          };
        }),
    );
  });
  for (const { slug, operationId, number, path, body, expected } of fromDocuments)
    it(`${slug} ${operationId} ${number}, from its document`, async () => {
      const answer = await post(path, body);
      expect({ status: answer.status, body: answer.body }).toEqual(expected);
    });

  // What CAMARA's document for each operation has for a number that is not the operator's.
  const OUTSIDE: Readonly<Record<string, Expected>> = {
    // Number Verification declares no such error: no number outside +990 is a test device's.
    phoneNumberVerify: ok({ devicePhoneNumberVerified: false }),
    // OTP's scenario: a number that is not the operator's is 404 NOT_FOUND.
    sendCode: {
      status: 404,
      body: { status: 404, code: 'NOT_FOUND', message: 'The sandbox sends codes to test numbers only: phone numbers on +990.' },
    },
  };
  it.each(Object.keys(PATHS).filter((operationId) => operationId !== 'validateCode'))(
    '%s: a number outside +990 is told the sandbox answers test numbers only',
    async (operationId) => {
      for (const phoneNumber of ['+34666111333', '+12133734253', '+99123456789']) {
        const answer = await post(PATHS[operationId]!, await requestFor(operationId, phoneNumber));
        expect(answer).toMatchObject(
          OUTSIDE[operationId] ?? {
            status: 422,
            body: { status: 422, code: 'SERVICE_NOT_APPLICABLE', message: 'The sandbox answers test numbers only: phone numbers on +990.' },
          },
        );
      }
    },
  );

  it('Number Verification takes the SHA-256 of a listed number, in either case; any other hash is no test device’s', async () => {
    const path = PATHS.phoneNumberVerify!;
    const match = '6128464cf9a8859c12ab4d55d5abaca9ab3e76b4bed2ff0267ad28c209b976ac'; // +99010000001
    const noMatch = 'f86d01bbf8cf4489b84dfec3b3e26355702aedbc9f37c740ce1df1c08603cf1c'; // +99010000002
    expect(await post(path, { hashedPhoneNumber: match })).toMatchObject({ status: 200, body: { devicePhoneNumberVerified: true } });
    expect(await post(path, { hashedPhoneNumber: match.toUpperCase() })).toMatchObject({
      status: 200,
      body: { devicePhoneNumberVerified: true },
    });
    expect(await post(path, { hashedPhoneNumber: noMatch })).toMatchObject({ status: 200, body: { devicePhoneNumberVerified: false } });
    expect(await post(path, { hashedPhoneNumber: 'a'.repeat(64) })).toMatchObject({
      status: 200,
      body: { devicePhoneNumberVerified: false },
    });
    // Exactly one of the two.
    expect(await post(path, { phoneNumber: '+99010000001', hashedPhoneNumber: match })).toMatchObject(camara(400, 'INVALID_ARGUMENT'));
  });

  it('the request examples of the documents are answered as their test numbers say', async () => {
    for (const slug of API_SLUGS) {
      const document: OpenApiDocument = OPENAPI_DOCUMENTS[slug];
      for (const { operationId, definition } of operationsOf(document)) {
        const example = (definition.requestBody?.content['application/json'] as { examples?: { example: { value: unknown } } } | undefined)
          ?.examples?.example.value;
        if (!example || !PATHS[operationId] || operationId === 'validateCode') continue;
        // A sink is an inbox of the sandbox, made first (the example's stands for one).
        const { sink, sinkCredential } = (await requestFor(operationId, '+99020000005')) as { sink?: string; sinkCredential?: unknown };
        const answer = await post(PATHS[operationId], sink ? { ...example, sink, sinkCredential } : example);
        expect(answer.status, `${slug} ${operationId}`).toBeLessThan(300);
      }
    }
  });
});

// ── Bad requests ────────────────────────────────────────────────────────────────────────────

describe('bad requests get CAMARA errors', () => {
  const path = PATHS.checkSimSwap!;

  it('invalid JSON, a body that breaks the schema, or none at all: 400 INVALID_ARGUMENT', async () => {
    const invalid = {
      status: 400,
      body: { status: 400, code: 'INVALID_ARGUMENT', message: 'Client specified an invalid argument, request body or query param.' },
    };
    const json = { 'Content-Type': 'application/json' };
    expect(await call('POST', path, { raw: '{"phoneNumber": "+99020000001",', headers: json })).toMatchObject(invalid);
    expect(await call('POST', path, { raw: '', headers: json })).toMatchObject(invalid);
    expect(await call('POST', path)).toMatchObject(invalid);
    // No number at all is a missing identifier, not a malformed body (CAMARA; the token could name one).
    expect(await post(path, {})).toMatchObject({ status: 422, body: { status: 422, code: 'MISSING_IDENTIFIER' } });
    for (const body of [
      { phoneNumber: 99020000001 }, // wrong type
      { phoneNumber: '99020000001' }, // not E.164
      { phoneNumber: '+990 2000 0001' },
      { phoneNumber: '+99020000001', maxAge: '240' },
      { phoneNumber: '+99020000001', maxAge: 24.5 },
      { phoneNumber: '+99020000001', extra: true }, // unknown field
      [],
      null,
      'text',
    ])
      expect(await post(path, body), JSON.stringify(body)).toMatchObject(invalid);
    // Nested fields and enums too.
    expect(
      await post(PATHS.createSession!, { ...(bodyFor('createSession', '+99050000001') as object), qosProfile: 'QOS_XL' }),
    ).toMatchObject(invalid);
    expect(await post(PATHS.getRoamingStatus!, { device: { phoneNumber: '+99040000001', ipv4Address: '198.51.100.10' } })).toMatchObject(
      invalid,
    );
  });

  it('maxAge outside SIM Swap’s 1 to 2400 hours, or a negative one for a location, is 400 OUT_OF_RANGE; any other fault stays INVALID_ARGUMENT', async () => {
    expect(await post(path, { phoneNumber: '+99020000001', maxAge: 100_000 })).toMatchObject(camara(400, 'OUT_OF_RANGE'));
    expect(await post(path, { phoneNumber: '+99020000001', maxAge: 2401 })).toMatchObject(camara(400, 'OUT_OF_RANGE'));
    expect(await post(path, { phoneNumber: '+99020000001', maxAge: 0 })).toMatchObject(camara(400, 'OUT_OF_RANGE'));
    expect((await post(path, { phoneNumber: '+99020000001', maxAge: 2400 })).status).toBe(200);
    // Past the bound and another fault: the body is simply invalid.
    expect(await post(path, { phoneNumber: '99020000001', maxAge: 100_000 })).toMatchObject(camara(400, 'INVALID_ARGUMENT'));
    expect(await post(path, { phoneNumber: '+99020000001', maxAge: 24.5 })).toMatchObject(camara(400, 'INVALID_ARGUMENT'));
    // Location Verification: maxAge cannot be negative; other bounds (latitude, radius) are the schema's: INVALID_ARGUMENT.
    const location = bodyFor('verifyLocation', '+99030000001') as { area: { center: object; radius: number } };
    expect(await post(PATHS.verifyLocation!, { ...location, maxAge: -1 })).toMatchObject(camara(400, 'OUT_OF_RANGE'));
    expect(await post(PATHS.verifyLocation!, { ...location, area: { ...location.area, radius: 0 } })).toMatchObject(
      camara(400, 'INVALID_ARGUMENT'),
    );
    expect(
      await post(PATHS.verifyLocation!, { ...location, area: { ...location.area, center: { latitude: 91, longitude: 0 } } }),
    ).toMatchObject(camara(400, 'INVALID_ARGUMENT'));
  });

  it('SIM Swap: a swap 15 days ago is within a maxAge of 360 hours or more, not within less', async () => {
    for (const [maxAge, swapped] of [
      [359, false],
      [360, true],
      [2400, true],
      [240, false],
    ] as const)
      expect(await post(path, { phoneNumber: '+99020000004', maxAge }), String(maxAge)).toEqual(
        expect.objectContaining({ status: 200, body: { swapped } }),
      );
    expect(await post(path, { phoneNumber: '+99020000004' })).toMatchObject({ status: 200, body: { swapped: false } });
  });

  it('Location Verification: an area too small or not covered, and a location older than maxAge, are 422', async () => {
    const body = bodyFor('verifyLocation', '+99030000001') as { area: { center: object; radius: number } };
    const at = (radius: number, latitude = 50.7) => ({
      ...body,
      area: { areaType: 'CIRCLE', center: { latitude, longitude: 7.1 }, radius },
    });
    expect(await post(PATHS.verifyLocation!, at(999))).toMatchObject(camara(422, 'LOCATION_VERIFICATION.INVALID_AREA'));
    expect((await post(PATHS.verifyLocation!, at(1000))).status).toBe(200);
    expect(await post(PATHS.verifyLocation!, at(50_000, -60.5))).toMatchObject(camara(422, 'LOCATION_VERIFICATION.AREA_NOT_COVERED'));
    expect((await post(PATHS.verifyLocation!, at(50_000, -60))).status).toBe(200);
    // A location of now fulfils any maxAge; one of an hour ago only 3600 s or more; none, no maxAge.
    const stale = camara(422, 'LOCATION_VERIFICATION.UNABLE_TO_FULFILL_MAX_AGE');
    expect((await post(PATHS.verifyLocation!, { ...body, maxAge: 0 })).status).toBe(200);
    const earlier = { ...body, device: { phoneNumber: '+99030000005' } };
    expect(await post(PATHS.verifyLocation!, { ...earlier, maxAge: 3599 })).toMatchObject(stale);
    expect(await post(PATHS.verifyLocation!, { ...earlier, maxAge: 3600 })).toMatchObject({
      status: 200,
      body: { verificationResult: 'TRUE', lastLocationTime: iso(-60 * MINUTE) },
    });
    expect(await post(PATHS.verifyLocation!, { ...body, device: { phoneNumber: '+99030000004' }, maxAge: 86_400 })).toMatchObject(stale);
  });

  it('a device named only by an IPv4 address or a network access identifier is 422 UNSUPPORTED_IDENTIFIER; with its phone number, the number answers', async () => {
    const others = [
      { ipv4Address: { publicAddress: '203.0.113.7', publicPort: 59765 } },
      { ipv4Address: { publicAddress: '203.0.113.7', privateAddress: '10.0.0.7' } },
      { networkAccessIdentifier: '123456789@example.com' },
    ];
    for (const operationId of ['verifyLocation', 'getRoamingStatus', 'getReachabilityStatus', 'createSession']) {
      const number = { verifyLocation: '+99030000001', getRoamingStatus: '+99040000001', getReachabilityStatus: '+99040000001' }[
        operationId
      ];
      const body = bodyFor(operationId, number ?? '+99050000001') as { device: object };
      for (const device of others)
        expect(await post(PATHS[operationId]!, { ...body, device }), `${operationId} ${JSON.stringify(device)}`).toMatchObject(
          camara(422, 'UNSUPPORTED_IDENTIFIER'),
        );
      const both = await post(PATHS[operationId]!, { ...body, device: { ...body.device, ...others[0], ...others[2] } });
      expect(both.status, operationId).toBe(operationId === 'createSession' ? 201 : 200);
    }
    // Identifiers still follow their schema: an IPv4 address alone, or a port out of range, is invalid.
    for (const ipv4Address of [
      { publicAddress: '203.0.113.7' },
      { publicAddress: '203.0.113.7', publicPort: 70_000 },
      { publicAddress: 'x', publicPort: 1 },
    ])
      expect(await post(PATHS.getRoamingStatus!, { device: { ipv4Address } })).toMatchObject(camara(400, 'INVALID_ARGUMENT'));
    expect(await post(PATHS.getRoamingStatus!, { device: {} })).toMatchObject(camara(400, 'INVALID_ARGUMENT'));
  });

  it('a test device’s IPv6 address names it; another address names no test device; with a phone number of another device, Device Status says IDENTIFIER_MISMATCH', async () => {
    // +99040000002 roams; its /64 is 2001:db8:4000:2::/64.
    expect(await post(PATHS.getRoamingStatus!, { device: { ipv6Address: '2001:db8:4000:2::7' } })).toMatchObject({
      status: 200,
      body: { roaming: true, countryCode: 262 },
    });
    expect(
      await post(PATHS.getRoamingStatus!, { device: { phoneNumber: '+99040000002', ipv6Address: '2001:db8:4000:2::7' } }),
    ).toMatchObject({
      status: 200,
      body: { roaming: true },
    });
    for (const ipv6Address of ['2001:db8:85a3:8d3:1319:8a2e:370:7344', '2a00:1450:4001:82a::200e'])
      expect(await post(PATHS.getReachabilityStatus!, { device: { ipv6Address } }), ipv6Address).toMatchObject(
        camara(422, 'SERVICE_NOT_APPLICABLE'),
      );
    for (const ipv6Address of ['2001:db8:4000:1::1', '2a00:1450:4001:82a::200e'])
      expect(await post(PATHS.getRoamingStatus!, { device: { phoneNumber: '+99040000002', ipv6Address } }), ipv6Address).toMatchObject(
        camara(422, 'IDENTIFIER_MISMATCH'),
      );
    // Location Verification and Quality on Demand do not check identifiers against each other (CAMARA): the phone number answers.
    const location = bodyFor('verifyLocation', '+99030000002') as object;
    expect(
      await post(PATHS.verifyLocation!, { ...location, device: { phoneNumber: '+99030000002', ipv6Address: '2001:db8:3000:1::1' } }),
    ).toMatchObject({
      status: 200,
      body: { verificationResult: 'FALSE' },
    });
    expect(await post(PATHS.verifyLocation!, { ...location, device: { ipv6Address: '2001:db8:3000:1::1' } })).toMatchObject({
      status: 200,
      body: { verificationResult: 'TRUE' },
    });
    // A session echoes the device by one identifier: its phone number, or the IPv6 address it was named by.
    const session = bodyFor('createSession', '+99050000001') as object;
    const byAddress = await post(PATHS.createSession!, { ...session, device: { ipv6Address: '2001:db8:5000:1::1' } });
    expect(byAddress).toMatchObject({ status: 201, body: { device: { ipv6Address: '2001:db8:5000:1::1' }, qosStatus: 'AVAILABLE' } });
    expect(await post(PATHS.createSession!, { ...session, device: { phoneNumber: '+99050000001' } })).toMatchObject(
      camara(409, 'CONFLICT'),
    );
  });

  it('an unknown path is a 404, an unknown method a 405 naming the allowed ones', async () => {
    for (const unknown of ['/sandbox/', '/sandbox/sim-swap/v1/check', '/sandbox/sim-swap/v2/check/', '/sandbox/nope'])
      expect(await call('GET', unknown), unknown).toMatchObject({
        status: 404,
        body: { status: 404, code: 'NOT_FOUND', message: 'The specified resource is not found.' },
      });
    const put = await call('PUT', path, { body: bodyFor('checkSimSwap', '+99020000001') });
    expect(put).toMatchObject(camara(405, 'METHOD_NOT_ALLOWED'));
    expect(put.headers.get('allow')).toBe('POST, OPTIONS');
    const get = await call('GET', path);
    expect(get).toMatchObject(camara(405, 'METHOD_NOT_ALLOWED'));
    const session = await call('POST', '/sandbox/quality-on-demand/v1/sessions/3fa85f64-5717-4562-b3fc-2c963f66afa6');
    expect(session.status).toBe(405);
    expect(session.headers.get('allow')).toBe('GET, DELETE, HEAD, OPTIONS');
  });

  it('a body over 16 KB is a 413, whether declared or streamed', async () => {
    const big = JSON.stringify({ phoneNumber: '+99020000001', padding: 'x'.repeat(17 * 1024) });
    expect(await call('POST', path, { raw: big, headers: { 'Content-Type': 'application/json' } })).toMatchObject(
      camara(413, 'PAYLOAD_TOO_LARGE'),
    );
    // Chunked, with no Content-Length to refuse up front.
    const streamed = await new Promise<{ status: number; body: string }>((done, fail) => {
      const request = httpRequest(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => done({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', fail);
      for (let chunk = 0; chunk < 20; chunk += 1) request.write('x'.repeat(1024));
      request.end();
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    // Just under the limit is read (and then judged by the schema).
    const fits = JSON.stringify({ phoneNumber: '+99020000001', maxAge: 240 }).padEnd(16 * 1024, ' ');
    expect(await call('POST', path, { raw: fits, headers: { 'Content-Type': 'application/json' } })).toMatchObject({ status: 200 });
  });

  it('a body that is not declared JSON is a 415; JSON with a charset is fine', async () => {
    const body = JSON.stringify(bodyFor('checkSimSwap', '+99020000001'));
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'application/jsonp'])
      expect(await call('POST', path, { raw: body, headers: { 'Content-Type': type } }), type).toMatchObject(
        camara(415, 'UNSUPPORTED_MEDIA_TYPE'),
      );
    expect(await call('POST', path, { raw: body })).toMatchObject(camara(415, 'UNSUPPORTED_MEDIA_TYPE'));
    expect(await call('POST', path, { raw: body, headers: { 'Content-Type': 'application/json; charset=utf-8' } })).toMatchObject({
      status: 200,
      body: { swapped: true },
    });
  });

  it('echoes x-correlator, makes one when there is none, and refuses one CAMARA’s pattern does not allow', async () => {
    const body = bodyFor('checkSimSwap', '+99020000001');
    const sent = await post(path, body, { headers: { 'x-correlator': 'b4333c46-49c0-4f62-80d7-f0ef930f1c46' } });
    expect(sent.headers.get('x-correlator')).toBe('b4333c46-49c0-4f62-80d7-f0ef930f1c46');
    const none = await post(path, body);
    expect(none.headers.get('x-correlator')).toMatch(UUID);
    expect((await post(path, body)).headers.get('x-correlator')).not.toBe(none.headers.get('x-correlator'));
    // Echoed on errors too.
    expect((await call('GET', '/sandbox/nope', { headers: { 'x-correlator': 'abc:123' } })).headers.get('x-correlator')).toBe('abc:123');
    for (const value of ['has space', 'a'.repeat(257), 'quote"d', 'comma,separated']) {
      const refused = await post(path, body, { headers: { 'x-correlator': value } });
      expect(refused, value).toMatchObject(camara(400, 'INVALID_ARGUMENT'));
      expect(refused.headers.get('x-correlator')).toMatch(UUID);
    }
  });

  it('a session id that is not a UUID is a 400', async () => {
    expect(await call('GET', '/sandbox/quality-on-demand/v1/sessions/not-a-uuid')).toMatchObject(camara(400, 'INVALID_ARGUMENT'));
    expect(await call('DELETE', '/sandbox/quality-on-demand/v1/sessions/%E0%A4%A')).toMatchObject(camara(400, 'INVALID_ARGUMENT'));
  });

  it('a client that goes away mid-body is let go quietly', async () => {
    await new Promise<void>((done) => {
      const request = httpRequest(`${origin}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '100' },
      });
      request.on('error', () => done());
      request.write('{"phoneNumber": ');
      setTimeout(() => request.destroy(), 50);
    });
    await new Promise((done) => setTimeout(done, 100));
    expect(logged).toEqual([]);
    expect((await post(path, bodyFor('checkSimSwap', '+99020000001'))).status).toBe(200);
  });

  it('a failure of the sandbox itself is a 500 in the same shape, logged', async () => {
    let calls = 0;
    await start({
      now: () => {
        calls += 1;
        if (calls === 2) throw new Error('clock broke');
        return NOW;
      },
    });
    expect(await post(path, bodyFor('checkSimSwap', '+99020000001'))).toMatchObject({ status: 200 });
    const failed = await post(path, bodyFor('checkSimSwap', '+99020000001'));
    expect(failed).toMatchObject(camara(500, 'INTERNAL'));
    expect(failed.headers.get('content-security-policy')).toBe(SANDBOX_CSP);
    expect(logged.join('\n')).toContain('clock broke');
  });
});

// ── Headers ─────────────────────────────────────────────────────────────────────────────────

describe('headers on every answer', () => {
  const answers = () => [
    post(PATHS.checkSimSwap!, bodyFor('checkSimSwap', '+99020000001')),
    post(PATHS.checkSimSwap!, bodyFor('checkSimSwap', '+34666111333')),
    call('GET', '/sandbox/nope'),
    call('PUT', PATHS.checkSimSwap!),
    call('OPTIONS', PATHS.checkSimSwap!, { headers: { Origin: 'https://dev.example', 'Access-Control-Request-Method': 'POST' } }),
    call('DELETE', '/sandbox/quality-on-demand/v1/sessions/3fa85f64-5717-4562-b3fc-2c963f66afa6'),
  ];

  it('carry the site’s security headers, with a policy for JSON that allows nothing', async () => {
    for (const answer of await Promise.all(answers())) {
      const headers = answer.headers;
      expect(headers.get('content-security-policy'), String(answer.status)).toBe("default-src 'none'; frame-ancestors 'none'");
      // The service speaks plain HTTP to nginx, which adds HSTS over HTTPS only.
      expect(headers.get('strict-transport-security')).toBeNull();
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('permissions-policy')).toContain('geolocation=()');
      expect(headers.get('cache-control')).toBe('no-store');
    }
  });

  it('allow any origin, without credentials, and answer preflights', async () => {
    for (const answer of await Promise.all(answers())) {
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      expect(answer.headers.get('access-control-expose-headers')).toBe('x-correlator, Retry-After');
    }
    const preflight = await call('OPTIONS', PATHS.createSession!, {
      headers: {
        Origin: 'https://dev.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, x-correlator',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.body).toBeUndefined();
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, DELETE');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type, x-correlator, Authorization');
    expect(preflight.headers.get('access-control-max-age')).toBe('7200');
  });

  it('JSON answers say so; a 204 has no body', async () => {
    const answer = await post(PATHS.checkSimSwap!, bodyFor('checkSimSwap', '+99020000001'));
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const created = (await post(PATHS.createSession!, bodyFor('createSession', '+99050000001'))).body as { sessionId: string };
    const deleted = await call('DELETE', `${PATHS.createSession!}/${created.sessionId}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect(deleted.headers.get('content-type')).toBeNull();
  });
});

// ── Quality on Demand sessions ──────────────────────────────────────────────────────────────

describe('Quality on Demand sessions', () => {
  const sessions = PATHS.createSession!;
  const create = (
    phoneNumber: string,
    { duration = 600, from, ...more }: { duration?: number; from?: string } & Record<string, unknown> = {},
  ) => post(sessions, { ...(bodyFor('createSession', phoneNumber) as object), duration, ...more }, { from });
  const read = (id: string, from?: string) => call('GET', `${sessions}/${id}`, { from });

  it('are created, read and deleted; a deleted session is gone', async () => {
    const created = await create('+99050000001');
    expect(created.status).toBe(201);
    const id = (created.body as { sessionId: string }).sessionId;
    setClock(clock + 10_000);
    expect(await read(id)).toEqual(expect.objectContaining({ status: 200, body: created.body }));
    expect((await call('HEAD', `${sessions}/${id}`)).status).toBe(200);
    expect((await call('DELETE', `${sessions}/${id}`)).status).toBe(204);
    expect(await read(id)).toMatchObject(camara(404, 'NOT_FOUND'));
    expect(await call('DELETE', `${sessions}/${id}`)).toMatchObject(camara(404, 'NOT_FOUND'));
    expect(await read('3fa85f64-5717-4562-b3fc-2c963f66afa6')).toMatchObject(camara(404, 'NOT_FOUND'));
  });

  it('end after their duration, and are forgotten keepEndedSeconds (360 s) later', async () => {
    const id = ((await create('+99050000001', { duration: 60 })).body as { sessionId: string }).sessionId;
    setClock(NOW + 59_999);
    expect(await read(id)).toMatchObject({ status: 200, body: { qosStatus: 'AVAILABLE' } });
    expect((await read(id)).body).not.toHaveProperty('statusInfo');
    setClock(NOW + 60_000);
    expect(await read(id)).toMatchObject({
      status: 200,
      body: { sessionId: id, qosStatus: 'UNAVAILABLE', statusInfo: 'DURATION_EXPIRED', expiresAt: iso(60_000) },
    });
    // Ended, the device is free again.
    expect((await create('+99050000001')).status).toBe(201);
    setClock(NOW + 60_000 + 359_999);
    expect((await read(id)).status).toBe(200);
    setClock(NOW + 60_000 + 360_000);
    expect(await read(id)).toMatchObject(camara(404, 'NOT_FOUND'));
  });

  it('a session the network ends shows so on every read, and is forgotten 360 s after it was made', async () => {
    const created = await create('+99050000002');
    expect(created).toMatchObject({ status: 201, body: { qosStatus: 'REQUESTED' } });
    const id = (created.body as { sessionId: string }).sessionId;
    expect(await read(id)).toMatchObject({
      status: 200,
      body: { sessionId: id, qosStatus: 'UNAVAILABLE', statusInfo: 'NETWORK_TERMINATED' },
    });
    // It has ended: the device may have another one, and it counts against no quota.
    expect((await create('+99050000002')).status).toBe(201);
    setClock(NOW + 360_000);
    expect(await read(id)).toMatchObject(camara(404, 'NOT_FOUND'));
  });

  it('refuse a duration over the maximum (3600 s): 400 INVALID_ARGUMENT, as CAMARA’s scenario has it', async () => {
    expect(await create('+99050000001', { duration: 3601 })).toMatchObject({
      status: 400,
      body: {
        status: 400,
        code: 'INVALID_ARGUMENT',
        message: 'The requested duration is longer than the QoS profile allows: at most 3600 seconds.',
      },
    });
    expect((await create('+99050000001', { duration: 3600 })).status).toBe(201);
  });

  it('refuse a retired profile (422 QOS_PROFILE_NOT_APPLICABLE), and keep the ports asked for', async () => {
    expect(await create('+99050000001', { qosProfile: 'QOS_LEGACY' })).toMatchObject(
      camara(422, 'QUALITY_ON_DEMAND.QOS_PROFILE_NOT_APPLICABLE'),
    );
    const ports = { devicePorts: { ports: [5060] }, applicationServerPorts: { ranges: [{ from: 5010, to: 5020 }] } };
    const created = await create('+99050000001', ports);
    expect(created).toMatchObject({ status: 201, body: ports });
    const id = (created.body as { sessionId: string }).sessionId;
    expect(await call('GET', `${PATHS.createSession!}/${id}`)).toMatchObject({ status: 200, body: ports });
  });

  it('refuse a second running session on one device from one address (409), not from another', async () => {
    expect((await create('+99050000001')).status).toBe(201);
    expect(await create('+99050000001')).toMatchObject({
      status: 409,
      body: { status: 409, code: 'CONFLICT', message: 'Conflict with an existing session for the same device.' },
    });
    expect((await create('+99050000001', { from: '203.0.113.7' })).status).toBe(201);
  });

  it('refuse a third running session from one address (429 QUOTA_EXCEEDED) until one ends or is deleted', async () => {
    const first = ((await create('+99050000001', { duration: 30 })).body as { sessionId: string }).sessionId;
    expect((await create('+99050000004', { duration: 600 })).status).toBe(201);
    const quota = {
      status: 429,
      body: { status: 429, code: 'QUOTA_EXCEEDED', message: 'Rejected due to exceeding a business quota limit.' },
    };
    const full = await create('+99050000001');
    expect(full).toMatchObject(quota);
    // Until the first running session (30 s) ends.
    expect(full.headers.get('retry-after')).toBe('30');
    expect(await create('+99050000002')).toMatchObject(quota);
    // Another address has its own quota.
    expect((await create('+99050000001', { from: '203.0.113.7' })).status).toBe(201);
    // Once the first has run out, there is room (and its device is free) again …
    setClock(clock + 30_000);
    const again = ((await create('+99050000001')).body as { sessionId: string }).sessionId;
    expect(again).toMatch(UUID);
    expect(await create('+99050000001')).toMatchObject(quota);
    // … and deleting one makes room too.
    expect((await call('DELETE', `${sessions}/${again}`)).status).toBe(204);
    expect((await create('+99050000001')).status).toBe(201);
    expect(await read(first)).toMatchObject({ body: { qosStatus: 'UNAVAILABLE', statusInfo: 'DURATION_EXPIRED' } });
  });

  it('belong to the address that made them', async () => {
    const id = ((await create('+99050000001', { from: '203.0.113.1' })).body as { sessionId: string }).sessionId;
    expect((await read(id, '203.0.113.1')).status).toBe(200);
    expect(await read(id, '203.0.113.2')).toMatchObject(camara(404, 'NOT_FOUND'));
    expect(await call('DELETE', `${sessions}/${id}`, { from: '203.0.113.2' })).toMatchObject(camara(404, 'NOT_FOUND'));
    expect((await read(id, '203.0.113.1')).status).toBe(200);
  });
});

// ── OTP SMS codes ───────────────────────────────────────────────────────────────────────────

describe('OTP SMS codes', () => {
  const send = async (phoneNumber = '+99060000001', from?: string) => {
    const answer = await post(PATHS.sendCode!, bodyFor('sendCode', phoneNumber), { from });
    return { answer, id: (answer.body as { authenticationId?: string }).authenticationId! };
  };
  const validate = (authenticationId: string, code: string, from?: string) =>
    post(PATHS.validateCode!, { authenticationId, code }, { from });
  const wrong = { status: 400, body: { status: 400, code: 'ONE_TIME_PASSWORD_SMS.INVALID_OTP' } };
  const exceeded = { status: 400, body: { status: 400, code: 'ONE_TIME_PASSWORD_SMS.VERIFICATION_FAILED' } };
  const expired = {
    status: 400,
    body: { status: 400, code: 'ONE_TIME_PASSWORD_SMS.VERIFICATION_EXPIRED', message: 'The authenticationId is no longer valid' },
  };

  it('the documented code (123456) validates once (204); the id is then used up', async () => {
    const { answer, id } = await send();
    expect(answer.status).toBe(200);
    const valid = await validate(id, '123456');
    expect(valid.status).toBe(204);
    expect(valid.body).toBeUndefined();
    expect(await validate(id, '123456')).toMatchObject(expired);
  });

  it('two wrong codes are each INVALID_OTP; the third is VERIFICATION_FAILED, and so is even the right one after it', async () => {
    const { id } = await send();
    for (const code of ['000000', '654321']) expect(await validate(id, code), code).toMatchObject(wrong);
    expect(await validate(id, '12345')).toMatchObject(exceeded);
    expect(await validate(id, '123456')).toMatchObject(exceeded);
    expect(await validate(id, '000000')).toMatchObject(exceeded);
    // Two wrong, then right: still accepted.
    const second = (await send()).id;
    await validate(second, '1');
    await validate(second, '2');
    expect((await validate(second, '123456')).status).toBe(204);
  });

  it('a newer code for the same number ends the earlier one (VERIFICATION_EXPIRED); other numbers’ codes stay', async () => {
    const first = (await send()).id;
    const other = (await send('+99060000009')).id;
    const second = (await send()).id;
    expect(await validate(first, '123456')).toMatchObject(expired);
    expect((await validate(second, '123456')).status).toBe(204);
    expect((await validate(other, '123456')).status).toBe(204);
  });

  it('a code expires 300 s after it was sent', async () => {
    const { id } = await send();
    setClock(NOW + 300_000);
    const onTime = (await send('+99060000009')).id;
    expect((await validate(id, '123456')).status).toBe(204);
    setClock(NOW + 300_000 + 300_001);
    expect(await validate(onTime, '123456')).toMatchObject(expired);
    // Expiry comes before the attempts count.
    const late = (await send()).id;
    for (const code of ['1', '2', '3']) await validate(late, code);
    setClock(clock + 300_001);
    expect(await validate(late, '123456')).toMatchObject(expired);
  });

  it('an unknown id, or another address’s, is NOT_FOUND', async () => {
    expect(await validate('ea0840f3-3663-4149-bd10-c7c6b8912105', '123456')).toMatchObject(camara(404, 'NOT_FOUND'));
    const { id } = await send('+99060000001', '203.0.113.1');
    expect(await validate(id, '123456', '203.0.113.2')).toMatchObject(camara(404, 'NOT_FOUND'));
    expect((await validate(id, '123456', '203.0.113.1')).status).toBe(204);
  });

  it('a number gets five codes in 15 minutes; the sixth is MAX_OTP_CODES_EXCEEDED', async () => {
    for (let sent = 0; sent < 5; sent += 1) {
      setClock(NOW + sent * 60_000);
      expect((await send()).answer.status).toBe(200);
    }
    expect((await send()).answer).toMatchObject({
      status: 403,
      body: {
        status: 403,
        code: 'ONE_TIME_PASSWORD_SMS.MAX_OTP_CODES_EXCEEDED',
        message: 'Too many OTPs have been requested for this MSISDN. Try later.',
      },
    });
    // Other numbers and other addresses have their own allowance.
    expect((await send('+99060000009')).answer.status).toBe(200);
    expect((await send('+99060000001', '203.0.113.5')).answer.status).toBe(200);
    // Fifteen minutes after the first, one code is back.
    setClock(NOW + 900_000);
    expect((await send()).answer.status).toBe(200);
    expect((await send()).answer.status).toBe(403);
  });

  it('a code is asked for in CAMARA’s shape: a message with {{code}}, at most 160 characters', async () => {
    const invalid = camara(400, 'INVALID_ARGUMENT');
    expect(await post(PATHS.sendCode!, { phoneNumber: '+99060000001', message: 'no placeholder' })).toMatchObject(invalid);
    expect(await post(PATHS.sendCode!, { phoneNumber: '+99060000001', message: `{{code}}${'x'.repeat(160)}` })).toMatchObject(invalid);
    expect(await post(PATHS.validateCode!, { authenticationId: 'x', code: '12345678901' })).toMatchObject(invalid);
    expect(await post(PATHS.validateCode!, { authenticationId: 'x' })).toMatchObject(invalid);
  });
});

// ── Rate limit ──────────────────────────────────────────────────────────────────────────────

describe('the rate limit per client', () => {
  const path = PATHS.checkSimSwap!;
  const body = bodyFor('checkSimSwap', '+99020000002');

  it('allows 60 in 30 s (120 a minute), answering 429 with Retry-After until the window is over', async () => {
    const statuses = [];
    for (let index = 0; index < 60; index += 1) statuses.push((await post(path, body)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await post(path, body, { headers: { 'x-correlator': 'load-1' } });
    expect(limited).toMatchObject({
      status: 429,
      body: { status: 429, code: 'TOO_MANY_REQUESTS', message: 'Rejected due to request rate limit overpassed.' },
    });
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(limited.headers.get('x-correlator')).toBe('load-1');
    expect(limited.headers.get('access-control-allow-origin')).toBe('*');
    expect(limited.headers.get('content-security-policy')).toBe(SANDBOX_CSP);
    setClock(clock + 20_000);
    const later = await post(path, body);
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('10');
    // A new window gives 60 again, never more at once.
    setClock(clock + 10_000);
    let allowed = 0;
    while ((await post(path, body)).status === 200) allowed += 1;
    expect(allowed).toBe(60);
  });

  it('counts unknown paths and bad requests too, but not preflights; each client has its own', async () => {
    for (let index = 0; index < 30; index += 1) await call('GET', '/sandbox/nope');
    for (let index = 0; index < 30; index += 1) await post(path, {});
    for (let index = 0; index < 100; index += 1)
      expect(
        (await call('OPTIONS', path, { headers: { Origin: 'https://dev.example', 'Access-Control-Request-Method': 'POST' } })).status,
      ).toBe(204);
    expect(await call('GET', '/sandbox/nope')).toMatchObject(camara(429, 'TOO_MANY_REQUESTS'));
    expect((await post(path, body, { from: '203.0.113.10' })).status).toBe(200);
    expect((await post(path, body, { from: '2001:db8:1:2::1' })).status).toBe(200);
  });

  it('counts every address of an IPv6 /64 as one client', async () => {
    for (let index = 1; index <= 60; index += 1)
      expect((await post(path, body, { from: `2001:db8:1:2::${index.toString(16)}` })).status).toBe(200);
    expect((await post(path, body, { from: '2001:db8:1:2:ffff:ffff:ffff:ffff' })).status).toBe(429);
    expect((await post(path, body, { from: '2001:db8:1:3::1' })).status).toBe(200);
  });

  it('caps a network (an IPv4 /24, an IPv6 /48) at ten clients’ worth, so rotating addresses buys little', async () => {
    let allowed = 0;
    for (let host = 0; host < 12; host += 1)
      for (let index = 0; index < 60; index += 1) if ((await post(path, body, { from: `198.51.100.${host}` })).status === 200) allowed += 1;
    expect(allowed).toBe(600);
    // Another network is not held back.
    expect((await post(path, body, { from: '198.51.101.1' })).status).toBe(200);
  });

  it('knows a client by its address (IPv4) or its /64 (IPv6), and its network by the /24 or /48', () => {
    expect(clientOf('203.0.113.9')).toEqual({ key: '203.0.113.9', group: '203.0.113.0/24' });
    expect(clientOf('::ffff:203.0.113.9')).toEqual({ key: '203.0.113.9', group: '203.0.113.0/24' });
    expect(clientOf('2001:db8:1:2::1')).toEqual({ key: '2001:db8:1:2::/64', group: '2001:db8:1::/48' });
    expect(clientOf('2001:DB8:1:2:aaaa:bbbb:cccc:dddd')).toEqual({ key: '2001:db8:1:2::/64', group: '2001:db8:1::/48' });
    expect(clientOf('::1')).toEqual({ key: '::/64', group: '::/48' });
  });

  it('believes X-Forwarded-For only from a proxy on this machine, and only the address nginx wrote', async () => {
    // The service listens on loopback, so every test request is from a trusted proxy; what it
    // names is the client. Several values (a client's own header passed on) are not nginx's.
    const first = await post(path, body, { from: '203.0.113.50' });
    expect(first.status).toBe(200);
    for (let index = 1; index < 60; index += 1) await post(path, body, { from: '203.0.113.50' });
    expect((await post(path, body, { from: '203.0.113.50' })).status).toBe(429);
    expect((await post(path, body, { from: '203.0.113.51' })).status).toBe(200);
  });
});

// ── Bounded memory ──────────────────────────────────────────────────────────────────────────

describe('memory stays bounded, and fair', () => {
  const session = (number: string, from: string) => post(PATHS.createSession!, bodyFor('createSession', number), { from });
  const code = (number: string, from: string) => post(PATHS.sendCode!, bodyFor('sendCode', number), { from });
  const lifted = { perClient: 1_000_000, perGroup: 1_000_000, windowMs: 30_000, maxClients: 1_000 };

  it('sessions and codes from a loop of requests, from one address or many', async () => {
    await start({
      rateLimit: lifted,
      sessionLimits: { perClient: 4, perGroup: 10, total: 20 },
      codeLimits: { perClient: 6, perGroup: 12, total: 30 },
    });
    // One address: sessions that end at once (terminated) and codes for ever new numbers.
    for (let index = 0; index < 40; index += 1) {
      expect((await session('+99050000002', '198.51.100.1')).status).toBe(201);
      expect((await code(`+9907${String(index).padStart(7, '0')}`, '198.51.100.1')).status).toBe(200);
    }
    expect(sandbox.stats().sessions).toEqual({ records: 4, clients: 1, groups: 1 });
    expect(sandbox.stats().codes).toEqual({ records: 6, clients: 1, groups: 1 });
    // Many addresses of many networks.
    for (let index = 0; index < 60; index += 1) {
      const from = `198.51.${index}.1`;
      expect((await session('+99050000002', from)).status).toBe(201);
      expect((await code('+99060000001', from)).status).toBe(200);
    }
    const stats = sandbox.stats();
    expect(stats.sessions.records).toBeLessThanOrEqual(20);
    expect(stats.codes.records).toBeLessThanOrEqual(30);
  });

  it('a flood from many /64s of one /48 cannot take a newcomer’s session; its own sessions make room', async () => {
    await start({ rateLimit: lifted, sessionLimits: { perClient: 4, perGroup: 8, total: 12 } });
    const flood = (index: number) => `2001:db8:7:${index.toString(16)}::1`;
    for (let index = 0; index < 50; index += 1) {
      expect((await session('+99050000001', flood(index))).status, flood(index)).toBe(201);
      expect((await session('+99050000004', flood(index))).status).toBe(201);
    }
    expect(sandbox.stats().sessions.records).toBeLessThanOrEqual(12);
    // A client of another network, and an IPv4 one, get theirs.
    for (const from of ['2001:db8:8::1', '203.0.113.1'])
      expect(await session('+99050000001', from), from).toMatchObject({ status: 201, body: { qosStatus: 'AVAILABLE' } });
  });

  it('a full store reclaims from the largest network first; a reclaimed running session reads as ended by the network', async () => {
    await start({ rateLimit: lifted, sessionLimits: { perClient: 4, perGroup: 8, total: 12 } });
    const mine = (await session('+99050000001', '203.0.113.1')).body as { sessionId: string };
    const first = (await session('+99050000001', '198.51.100.1')).body as { sessionId: string };
    // Networks of many IPv4 addresses fill the store …
    for (let net = 0; net < 4; net += 1)
      for (let host = 2; host < 6; host += 1) expect((await session('+99050000004', `198.51.${100 + net}.${host}`)).status).toBe(201);
    expect(sandbox.stats().sessions.records).toBeLessThanOrEqual(12);
    // … and a newcomer still gets a session, while the small holder keeps its own.
    expect((await session('+99050000001', '192.0.2.1')).status).toBe(201);
    expect(await call('GET', `${PATHS.createSession!}/${mine.sessionId}`, { from: '203.0.113.1' })).toMatchObject({
      status: 200,
      body: { qosStatus: 'AVAILABLE' },
    });
    // The flood's oldest session made room, and says why.
    expect(await call('GET', `${PATHS.createSession!}/${first.sessionId}`, { from: '198.51.100.1' })).toMatchObject({
      status: 200,
      body: { qosStatus: 'UNAVAILABLE', statusInfo: 'NETWORK_TERMINATED' },
    });
  });

  it('a flood of codes from many networks never evicts a bystander’s fresh code', async () => {
    await start({ rateLimit: lifted, codeLimits: { perClient: 10, perGroup: 40, total: 100 } });
    const mine = ((await code('+99060000001', '203.0.113.1')).body as { authenticationId: string }).authenticationId;
    for (let net = 0; net < 10; net += 1)
      for (let host = 1; host <= 10; host += 1)
        for (let index = 0; index < 5; index += 1) await code(`+9906${String(net * 100 + host).padStart(7, '0')}`, `198.51.${net}.${host}`);
    expect(sandbox.stats().codes.records).toBeLessThanOrEqual(100);
    expect((await post(PATHS.validateCode!, { authenticationId: mine, code: '123456' }, { from: '203.0.113.1' })).status).toBe(204);
  });

  it('a store full of running sessions refuses no newcomer: the largest holder’s oldest ends', async () => {
    await start({ sessionLimits: { perClient: 3, perGroup: 3, total: 4 } });
    const oldest = (await session('+99050000001', '198.51.100.1')).body as { sessionId: string };
    expect((await session('+99050000004', '198.51.100.1')).status).toBe(201);
    for (const number of ['+99050000001', '+99050000004']) expect((await session(number, '198.51.101.1')).status).toBe(201);
    expect((await session('+99050000001', '198.51.102.1')).status).toBe(201);
    expect(sandbox.stats().sessions.records).toBeLessThanOrEqual(4 + 1);
    expect(await call('GET', `${PATHS.createSession!}/${oldest.sessionId}`, { from: '198.51.100.1' })).toMatchObject({
      body: { statusInfo: 'NETWORK_TERMINATED' },
    });
  });
});

describe('the documents and the sandbox agree on the errors every API shares', () => {
  it('invalidRequest and rateLimited are the same everywhere, and the ones the sandbox uses off any document', () => {
    for (const slug of API_SLUGS) {
      const spec = OPENAPI_DOCUMENTS[slug]['x-sandbox'];
      expect(spec.invalidRequest, slug).toEqual(HTTP_ERRORS.invalidArgument);
      // Absent where the document declares no 429: the HTTP layer's is the same.
      expect(spec.rateLimited ?? HTTP_ERRORS.tooManyRequests, slug).toEqual(HTTP_ERRORS.tooManyRequests);
      const pattern = (OPENAPI_DOCUMENTS[slug].components.schemas.XCorrelator as { pattern: string }).pattern;
      expect(new RegExp(pattern).source.replace('\\/', '/'), slug).toBe(X_CORRELATOR.source);
    }
  });
});

describe('the sandbox in the service', () => {
  it('a document the sandbox cannot answer stops the service from starting, naming why', async () => {
    const document = OPENAPI_DOCUMENTS['sim-swap'];
    const broken = { ...document, 'x-sandbox': { ...document['x-sandbox'], operations: {} } };
    await expect(startSandbox({ documents: { 'sim-swap': broken } })).rejects.toThrow(
      'x-sandbox says nothing about how to answer checkSimSwap',
    );
  });
});
