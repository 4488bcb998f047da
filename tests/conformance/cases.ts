// Each of CAMARA's scenarios (./scenarios.ts), as our own test against a sandbox, or the reason it
// does not apply to ours. A case runs on a Run (./run.ts): it calls the operation the way the
// scenario sets up, and checks status, code and whatever the scenario asks beyond them; every
// answer is also checked against our document's schema for its status. Used by
// tests/unit/conformance.test.ts (the service in-process) and tests/e2e-prod/conformance-prod.spec.ts
// (the production stack). docs/apis.md, "Conformance", has the figure and the reasons.
import type { ApiSlug } from '../../src/config/api-catalogue.ts';
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { OPERATOR_TIMES } from '../../src/config/sandbox-operator.ts';
import { sha256 } from '../../server/sandbox/answer.ts';
import type { InboxCard } from '../../server/sandbox/inboxes.ts';
import type { Run } from './run.ts';

export interface Case {
  /** Throws when the sandbox's answers are not the scenario's; what it resolves to is not read. */
  readonly run: (run: Run) => Promise<unknown>;
  /** The case moves the sandbox's clock on: it runs only where the test owns the sandbox's process. */
  readonly clock?: true;
}

export interface NotApplicable {
  readonly notApplicable: string;
}

export type Mapping = Case | NotApplicable;

export const isCase = (mapping: Mapping): mapping is Case => 'run' in mapping;

// ── Why a scenario does not apply ────────────────────────────────────────────────────────────

/** The reasons, each stated once (docs/apis.md lists them with their scenarios). */
export const REASONS = {
  noToken:
    'A call without an Authorization header is answered for the device its body names: the sandbox’s one convenience (PRODUCT.md, 2026-11-28), so it is never 401.',
  operation: (operation: string) =>
    `The sandbox offers a subset of the API’s operations, and ${operation} is not one of them (its page, docs/apis.md).`,
  syncCreation:
    'The sandbox makes a subscription at once and answers 201 (scenario 01, which passes); CAMARA’s scenario for one made later (202) is its alternative, for an implementation that creates asynchronously, and says either may be skipped.',
  oneClient:
    'The sandbox has one published test client, so no token of another client can be had; a session belongs to the address that made it, and another address reads 404 NOT_FOUND (tests/unit/sandbox.test.ts).',
  historyLimited:
    'For an operator that keeps all SIM history; the sandbox’s operator keeps 120 days (monitoredPeriod) and answers null for a SIM not changed within them, the case of scenario 5.',
  neverAssociated:
    'For an operator that answers for a number that never had a SIM; the sandbox knows no such number (any other +990 number is 404 IDENTIFIER_NOT_FOUND).',
  monitoredPeriod:
    'For a provider whose kept period is shorter than maxAge’s 2400 hours; the sandbox keeps 120 days (2880 hours), so every maxAge the schema allows is within it.',
} as const;

const na = (notApplicable: string): NotApplicable => ({ notApplicable });

// ── What the cases send ──────────────────────────────────────────────────────────────────────

const AREA = { areaType: 'CIRCLE', center: { latitude: 50.735851, longitude: 7.10066 }, radius: 50_000 };
const location = (device?: object, more: object = {}) => ({ ...(device ? { device } : {}), area: AREA, ...more });
const session = (device?: object, more: object = {}) => ({
  ...(device ? { device } : {}),
  applicationServer: { ipv4Address: '198.51.100.10' },
  qosProfile: 'QOS_L',
  duration: 600,
  ...more,
});
const MESSAGE = '{{code}} is your code';

/** Identifiers that break CAMARA's schema, one per kind of identifier. */
const BAD_IDENTIFIERS = [
  { phoneNumber: '12345' },
  { ipv4Address: { publicAddress: 'not an address', publicPort: 1 } },
  { ipv6Address: 'not an address' },
  { networkAccessIdentifier: 42 },
];
/** A device the sandbox cannot answer by: an IPv4 address with its port, or a network access identifier. */
const UNSUPPORTED_DEVICES = [
  { ipv4Address: { publicAddress: '203.0.113.7', publicPort: 59765 } },
  { networkAccessIdentifier: 'line@example.com' },
];
/** A device that is not the sandbox's: a number no test device has. */
const NOT_SERVED = { phoneNumber: '+34666111333' };
const RANDOM_UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
/** Past an access token's life, with a margin. */
const TOKEN_EXPIRED_MS = (OPERATOR_TIMES.accessToken + 60) * 1000;

const isTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /T.*(Z|[+-]\d\d:\d\d)$/.test(value);

// ── Cases shared by many operations ──────────────────────────────────────────────────────────

type Send = Parameters<Run['call']>[1];

/** A token that is not valid, or malformed: 401 UNAUTHENTICATED. */
const badToken = (operationId: string, send: (run: Run) => Promise<Send>, which: 'invalid' | 'malformed' = 'invalid'): Case => ({
  run: async (run) =>
    await run.expect(
      operationId,
      { ...(await send(run)), token: which === 'invalid' ? run.invalidToken : run.malformedToken },
      { status: 401, code: 'UNAUTHENTICATED' },
    ),
});

/** A token that was valid, after its life: 401 UNAUTHENTICATED. Moves the clock. */
const expiredToken = (operationId: string, token: (run: Run) => Promise<string>, send: (run: Run) => Promise<Send>): Case => ({
  clock: true,
  run: async (run) => {
    const valid = await token(run);
    const request = await send(run);
    const moved = run.target.withClockMoved;
    if (!moved) throw new Error('this case needs the sandbox’s clock');
    await moved(TOKEN_EXPIRED_MS, async () =>
      run.check(operationId, await run.call(operationId, { ...request, token: valid }), { status: 401, code: 'UNAUTHENTICATED' }),
    );
  },
});

/** A valid token without the operation's scope: 403 PERMISSION_DENIED. */
const withoutScope = (operationId: string, send: (run: Run) => Promise<Send>): Case => ({
  run: async (run) =>
    await run.expect(
      operationId,
      { ...(await send(run)), token: await run.withoutScopeOf(operationId) },
      { status: 403, code: 'PERMISSION_DENIED' },
    ),
});

const invalidBodies = (operationId: string, bodies: readonly unknown[], token: (run: Run) => Promise<string>): Case => ({
  run: async (run) => {
    const auth = await token(run);
    for (const body of bodies) await run.expect(operationId, { body, token: auth }, { status: 400, code: 'INVALID_ARGUMENT' });
  },
});

const noBody = (operationId: string, token: (run: Run) => Promise<string>): Case => ({
  run: async (run) => await run.expect(operationId, { noBody: true, token: await token(run) }, { status: 400, code: 'INVALID_ARGUMENT' }),
});

/** The device-identifier scenarios (C01.x) every operation with a `device` has, for one operation and its numbers. */
function deviceCases(
  slug: ApiSlug,
  operationId: string,
  body: (device?: object) => object,
  numbers: { readonly listed: string; readonly unknown: string },
  success: number,
) {
  const twoLegged = (run: Run) => run.twoLegged(slug);
  return {
    empty: invalidBodies(operationId, [body({})], twoLegged),
    notCompliant: invalidBodies(
      operationId,
      BAD_IDENTIFIERS.map((device) => body(device)),
      twoLegged,
    ),
    notFound: {
      run: async (run: Run) =>
        await run.expect(
          operationId,
          { body: body({ phoneNumber: numbers.unknown }), token: await twoLegged(run) },
          { status: 404, code: 'IDENTIFIER_NOT_FOUND' },
        ),
    },
    unnecessary: {
      run: async (run: Run) =>
        await run.expect(
          operationId,
          { body: body({ phoneNumber: numbers.listed }), token: await run.threeLegged(slug, numbers.listed) },
          { status: 422, code: 'UNNECESSARY_IDENTIFIER' },
        ),
    },
    missing: {
      run: async (run: Run) =>
        await run.expect(operationId, { body: body(), token: await twoLegged(run) }, { status: 422, code: 'MISSING_IDENTIFIER' }),
    },
    unsupported: {
      run: async (run: Run) => {
        for (const device of UNSUPPORTED_DEVICES)
          await run.expect(
            operationId,
            { body: body(device), token: await twoLegged(run) },
            { status: 422, code: 'UNSUPPORTED_IDENTIFIER' },
          );
        // With an identifier the sandbox answers by beside them, that one answers.
        const answered = await run.call(operationId, {
          body: body({ phoneNumber: numbers.listed, ...UNSUPPORTED_DEVICES[0] }),
          token: await twoLegged(run),
        });
        run.check(operationId, answered, { status: success });
        await cleanUp(run, answered);
      },
    },
    notServed: {
      run: async (run: Run) =>
        await run.expect(
          operationId,
          { body: body(NOT_SERVED), token: await twoLegged(run) },
          { status: 422, code: 'SERVICE_NOT_APPLICABLE' },
        ),
    },
  } satisfies Record<string, Case>;
}

/** Releases a session a case made, so the next case starts with none (a client may run two). */
async function cleanUp(run: Run, answer: { status: number; body: unknown }) {
  const id = (answer.body as { sessionId?: string } | undefined)?.sessionId;
  if (answer.status === 201 && id)
    run.check('deleteSession', await run.call('deleteSession', { path: { sessionId: id } }), { status: 204 });
}

/** A session made for a case (no token: the sandbox's convenience), released when the case is done. */
async function withSession(run: Run, phoneNumber: string, body: (session: Record<string, unknown>) => Promise<void>) {
  const created = await run.call('createSession', { body: session({ phoneNumber }) });
  const made = run.check('createSession', created, { status: 201 });
  try {
    await body(made);
  } finally {
    // A case that deleted it already leaves a 404 here, which is fine.
    await run.call('deleteSession', { path: { sessionId: String(made.sessionId) } });
  }
}

// ── Number Verification ──────────────────────────────────────────────────────────────────────

const NV_LINE = '+99010000001';
const nvVerify = (body: object) => async (run: Run) => ({ body, token: await run.fromDevice(NV_LINE) });

const numberVerification: Readonly<Record<string, Readonly<Record<string, Mapping>>>> = {
  'number-verification-phoneNumberShare.feature': Object.fromEntries(
    [
      'phone_number_share_01_generic_success_scenario',
      'phone_number_share_02_success_scenario',
      'phone_number_verify_401.1_no_authorization_header',
      'phone_number_verify_401.2_expired_access_token',
      'phone_number_verify_401.3_invalid_access_token',
      'phoneNumberShare_403.1_invalid_token_permissions',
      'phoneNumberShare_403.2_not_authenticated_using_network_or_sim_based_authentication',
    ].map((id) => [id, na(REASONS.operation('phoneNumberShare'))]),
  ),
  'number-verification-phoneNumberVerify.feature': {
    phone_number_verify_01_generic_success_scenario: {
      run: async (run) => await run.expect('phoneNumberVerify', await nvVerify({ phoneNumber: NV_LINE })(run), { status: 200 }),
    },
    'phone_number_verify.02_validate_phone_number_success_true': {
      run: async (run) =>
        await run.expect('phoneNumberVerify', await nvVerify({ phoneNumber: NV_LINE })(run), {
          status: 200,
          fields: { devicePhoneNumberVerified: true },
        }),
    },
    'phone_number_verify.03_validate_phone_number_success_false': {
      run: async (run) =>
        await run.expect('phoneNumberVerify', await nvVerify({ phoneNumber: '+99010000002' })(run), {
          status: 200,
          fields: { devicePhoneNumberVerified: false },
        }),
    },
    'phone_number_verify.04_validate_hashed_phone_number_success_true': {
      run: async (run) =>
        await run.expect('phoneNumberVerify', await nvVerify({ hashedPhoneNumber: sha256(NV_LINE) })(run), {
          status: 200,
          fields: { devicePhoneNumberVerified: true },
        }),
    },
    'phone_number_verify.05_validate_hashed_phone_number_success_false': {
      run: async (run) =>
        await run.expect('phoneNumberVerify', await nvVerify({ hashedPhoneNumber: sha256('+99010000002') })(run), {
          status: 200,
          fields: { devicePhoneNumberVerified: false },
        }),
    },
    'phone_number_verify_400.1_no_request_body': noBody('phoneNumberVerify', (run) => run.fromDevice(NV_LINE)),
    'phone_number_verify_400.2_empty_request_body': invalidBodies('phoneNumberVerify', [{}], (run) => run.fromDevice(NV_LINE)),
    'phone_number_verify_400.3_invalid_request_non_existing_property': invalidBodies(
      'phoneNumberVerify',
      [{ additional_property: 'foo_value' }],
      (run) => run.fromDevice(NV_LINE),
    ),
    'phone_number_verify_400.4_both_phone_number_and_hashed_in_request': invalidBodies(
      'phoneNumberVerify',
      [{ phoneNumber: NV_LINE, hashedPhoneNumber: sha256(NV_LINE) }],
      (run) => run.fromDevice(NV_LINE),
    ),
    'phone_number_verify_401.1_no_authorization_header': na(REASONS.noToken),
    'phone_number_verify_401.2_expired_access_token': expiredToken(
      'phoneNumberVerify',
      (run) => run.fromDevice(NV_LINE),
      async () => ({ body: { phoneNumber: NV_LINE } }),
    ),
    'phone_number_verify_401.3_invalid_access_token': badToken('phoneNumberVerify', async () => ({ body: { phoneNumber: NV_LINE } })),
    'phoneNumberVerify_403.1_invalid_token_permissions': withoutScope('phoneNumberVerify', async () => ({
      body: { phoneNumber: NV_LINE },
    })),
    'phoneNumberVerify_403.2_not_authenticated_using_network_or_sim_based_authentication': {
      // A CIBA token: the user consented on the phone, the network did not authenticate the device.
      run: async (run) =>
        await run.expect(
          'phoneNumberVerify',
          { body: { phoneNumber: NV_LINE }, token: await run.threeLegged('number-verification', NV_LINE) },
          { status: 403, code: 'NUMBER_VERIFICATION.USER_NOT_AUTHENTICATED_BY_MOBILE_NETWORK' },
        ),
    },
    'phone_number_verify_C02.01_phone_number_not_schema_compliant': invalidBodies(
      'phoneNumberVerify',
      [{ phoneNumber: '99010000001' }, { phoneNumber: '+990 1000 0001' }],
      (run) => run.fromDevice(NV_LINE),
    ),
  },
};

// ── Location Verification ────────────────────────────────────────────────────────────────────

const LV = 'verifyLocation';
const lvToken = (run: Run) => run.twoLegged('device-location');
const lvDevice = deviceCases('device-location', LV, (device) => location(device), { listed: '+99030000001', unknown: '+99039999999' }, 200);
const lvSend = (body: object) => async (run: Run) => ({ body, token: await lvToken(run) });

const deviceLocation: Readonly<Record<string, Readonly<Record<string, Mapping>>>> = {
  'location-verification.feature': {
    location_verification_01_generic_success_scenario: {
      run: async (run) => {
        for (const phoneNumber of ['+99030000001', '+99030000002', '+99030000003']) {
          const body = await run.expect(LV, await lvSend(location({ phoneNumber }))(run), { status: 200 });
          run.assert(
            (body.matchRate !== undefined) === (body.verificationResult === 'PARTIAL'),
            `${phoneNumber}: matchRate only with PARTIAL`,
          );
        }
      },
    },
    location_verification_02_known_location_for_device_no_maxAge: {
      run: async (run) => {
        for (const phoneNumber of ['+99030000001', '+99030000003']) {
          const body = await run.expect(LV, await lvSend(location({ phoneNumber }))(run), { status: 200 });
          run.assert(['TRUE', 'PARTIAL'].includes(String(body.verificationResult)), `${phoneNumber}: TRUE or PARTIAL`);
          run.assert(isTime(body.lastLocationTime), `${phoneNumber}: lastLocationTime`);
          run.assert(
            (body.matchRate !== undefined) === (body.verificationResult === 'PARTIAL'),
            `${phoneNumber}: matchRate only with PARTIAL`,
          );
        }
      },
    },
    location_verification_03_known_location_for_device_with_maxAge: {
      run: async (run) => {
        for (const [phoneNumber, maxAge] of [
          ['+99030000001', 60],
          ['+99030000005', 7200],
        ] as const) {
          const asked = Date.now();
          const body = await run.expect(LV, await lvSend(location({ phoneNumber }, { maxAge }))(run), { status: 200 });
          run.assert(['TRUE', 'PARTIAL'].includes(String(body.verificationResult)), `${phoneNumber}: TRUE or PARTIAL`);
          // Not older than maxAge (a second's leeway for the clocks of test and sandbox).
          run.assert(Date.parse(String(body.lastLocationTime)) >= asked - maxAge * 1000 - 1000, `${phoneNumber}: located within maxAge`);
        }
      },
    },
    location_verification_04_false_location_for_device: {
      run: async (run) =>
        await run.expect(LV, await lvSend(location({ phoneNumber: '+99030000002' }))(run), {
          status: 200,
          fields: { verificationResult: 'FALSE', matchRate: undefined },
        }),
    },
    'location_verification_C01.01_device_empty': lvDevice.empty,
    'location_verification_C01.02_device_identifiers_not_schema_compliant': lvDevice.notCompliant,
    'location_verification_C01.03_device_not_found': lvDevice.notFound,
    'location_verification_C02.04_unnecessary_device': lvDevice.unnecessary,
    'location_verification_C01.05_missing_device': lvDevice.missing,
    'location_verification_C01.06_unsupported_device': lvDevice.unsupported,
    'location_verification_C01.07_device_not_supported': lvDevice.notServed,
    'location_verification_400.1_no_request_body': noBody(LV, lvToken),
    'location_verification_400.2_empty_request_body': invalidBodies(LV, [{}], lvToken),
    'location_verification_400.3_other_input_properties_schema_not_compliant': invalidBodies(
      LV,
      [
        { ...location({ phoneNumber: '+99030000001' }), area: { ...AREA, areaType: 'SQUARE' } },
        { ...location({ phoneNumber: '+99030000001' }), area: { ...AREA, center: { latitude: 91, longitude: 7.1 } } },
        { ...location({ phoneNumber: '+99030000001' }), area: { ...AREA, center: { latitude: 50.7, longitude: 'east' } } },
        { ...location({ phoneNumber: '+99030000001' }), area: { ...AREA, radius: 0 } },
        location({ phoneNumber: '+99030000001' }, { maxAge: 'recent' }),
      ],
      lvToken,
    ),
    'location_verification_400.4_required_input_properties_missing': invalidBodies(
      LV,
      [
        { device: { phoneNumber: '+99030000001' } },
        ...(['areaType', 'center', 'radius'] as const).map((name) => ({
          device: { phoneNumber: '+99030000001' },
          area: Object.fromEntries(Object.entries(AREA).filter(([key]) => key !== name)),
        })),
        { device: { phoneNumber: '+99030000001' }, area: { ...AREA, center: { longitude: 7.1 } } },
        { device: { phoneNumber: '+99030000001' }, area: { ...AREA, center: { latitude: 50.7 } } },
      ],
      lvToken,
    ),
    'location_verification_401.1_no_authorization_header': na(REASONS.noToken),
    'location_verification_401.2_expired_access_token': expiredToken(LV, lvToken, async () => ({
      body: location({ phoneNumber: '+99030000001' }),
    })),
    'location_verification_401.3_invalid_access_token': badToken(LV, async () => ({ body: location({ phoneNumber: '+99030000001' }) })),
    location_verification_403_missing_scope: withoutScope(LV, async () => ({ body: location({ phoneNumber: '+99030000001' }) })),
    'location_verification_422.1_area_not_covered': {
      run: async (run) =>
        await run.expect(
          LV,
          await lvSend({ device: { phoneNumber: '+99030000001' }, area: { ...AREA, center: { latitude: -75.1, longitude: 123.3 } } })(run),
          { status: 422, code: 'LOCATION_VERIFICATION.AREA_NOT_COVERED' },
        ),
    },
    'location_verification_422.2_area_too_small': {
      run: async (run) =>
        await run.expect(LV, await lvSend({ device: { phoneNumber: '+99030000001' }, area: { ...AREA, radius: 500 } })(run), {
          status: 422,
          code: 'LOCATION_VERIFICATION.INVALID_AREA',
        }),
    },
    'location_verification_422.3_unable_to_fulfill_max_age': {
      // Last located an hour ago; a maxAge of ten minutes.
      run: async (run) =>
        await run.expect(LV, await lvSend(location({ phoneNumber: '+99030000005' }, { maxAge: 600 }))(run), {
          status: 422,
          code: 'LOCATION_VERIFICATION.UNABLE_TO_FULFILL_MAX_AGE',
        }),
    },
    'location_verification_422.4_unknown_location_for_device': {
      run: async (run) =>
        await run.expect(LV, await lvSend(location({ phoneNumber: '+99030000004' }))(run), {
          status: 422,
          code: 'LOCATION_VERIFICATION.UNABLE_TO_LOCATE',
        }),
    },
  },
};

// ── Device Status ────────────────────────────────────────────────────────────────────────────

function statusCases(operationId: 'getRoamingStatus' | 'getReachabilityStatus', prefix: string) {
  const token = (run: Run) => run.twoLegged('device-status');
  const device = deviceCases(
    'device-status',
    operationId,
    (named) => (named ? { device: named } : {}),
    {
      listed: '+99040000001',
      unknown: '+99049999999',
    },
    200,
  );
  const send = (phoneNumber: string) => async (run: Run) => ({ body: { device: { phoneNumber } }, token: await token(run) });
  const cases: Record<string, Mapping> = {
    [`${prefix}_C01.01_device_empty`]: device.empty,
    [`${prefix}_C01.02_device_identifiers_not_schema_compliant`]: device.notCompliant,
    [`${prefix}_C01.03_device_not_found`]: device.notFound,
    [`${prefix}_C01.04_unnecessary_device`]: device.unnecessary,
    [`${prefix}_C01.05_missing_device`]: device.missing,
    [`${prefix}_C01.06_unsupported_device`]: device.unsupported,
    [`${prefix}_C01.07_device_not_supported`]: device.notServed,
    [`${prefix}_C01.08_device_identifiers_mismatch`]: {
      // +99040000001's phone number, and an address in +99040000002's /64.
      run: async (run) =>
        await run.expect(
          operationId,
          { body: { device: { phoneNumber: '+99040000001', ipv6Address: '2001:db8:4000:2::1' } }, token: await token(run) },
          { status: 422, code: 'IDENTIFIER_MISMATCH' },
        ),
    },
    [`${prefix}_401.1_expired_access_token`]: expiredToken(operationId, token, async () => ({
      body: { device: { phoneNumber: '+99040000001' } },
    })),
    [`${prefix}_401.2_no_authorization_header`]: na(REASONS.noToken),
    [`${prefix}_401.3_malformed_access_token`]: badToken(
      operationId,
      async () => ({ body: { device: { phoneNumber: '+99040000001' } } }),
      'malformed',
    ),
    [`${prefix}_403_permission_denied`]: withoutScope(operationId, async () => ({ body: { device: { phoneNumber: '+99040000001' } } })),
    [`${prefix}_503_network_error`]: {
      run: async (run) => await run.expect(operationId, await send('+99040000004')(run), { status: 503, code: 'UNAVAILABLE' }),
    },
  };
  return { cases, send };
}

const roaming = statusCases('getRoamingStatus', 'device_roaming_status');
const reachability = statusCases('getReachabilityStatus', 'device_reachability_status');
const reachable = (phoneNumber: string, includes: readonly string[]): Case => ({
  run: async (run) => {
    const body = await run.expect('getReachabilityStatus', await reachability.send(phoneNumber)(run), {
      status: 200,
      fields: { reachable: true },
    });
    const connectivity = (body.connectivity ?? []) as string[];
    run.assert(
      includes.every((kind) => connectivity.includes(kind)),
      `${phoneNumber}: connectivity ${JSON.stringify(connectivity)} has ${includes.join(' and ')}`,
    );
    run.assert(body.lastStatusTime === undefined || isTime(body.lastStatusTime), 'lastStatusTime');
  },
});

const deviceStatus: Readonly<Record<string, Readonly<Record<string, Mapping>>>> = {
  'device-roaming-status.feature': {
    device_roaming_status_01_roaming_status_true_with_country_code: {
      run: async (run) => {
        const body = await run.expect('getRoamingStatus', await roaming.send('+99040000002')(run), {
          status: 200,
          fields: { roaming: true, countryCode: 262, countryName: ['DE'] },
        });
        run.assert(body.lastStatusTime === undefined || isTime(body.lastStatusTime), 'lastStatusTime');
      },
    },
    device_roaming_status_02_roaming_status_false: {
      run: async (run) => {
        const body = await run.expect('getRoamingStatus', await roaming.send('+99040000001')(run), {
          status: 200,
          fields: { roaming: false, countryCode: undefined, countryName: undefined },
        });
        run.assert(body.lastStatusTime === undefined || isTime(body.lastStatusTime), 'lastStatusTime');
      },
    },
    ...roaming.cases,
  },
  'device-reachability-status.feature': {
    device_reachability_status_01_reachable_and_connected_sms: reachable('+99040000002', ['SMS']),
    device_reachability_status_02_reachable_and_connected_data: reachable('+99040000001', ['DATA']),
    device_reachability_status_03_reachable_and_connected_data_and_sms: reachable('+99040000001', ['DATA', 'SMS']),
    device_reachability_status_04_not_reachable: {
      run: async (run) =>
        await run.expect('getReachabilityStatus', await reachability.send('+99040000003')(run), {
          status: 200,
          fields: { reachable: false, connectivity: undefined },
        }),
    },
    ...reachability.cases,
  },
};

// ── SIM Swap ─────────────────────────────────────────────────────────────────────────────────

const ssToken = (run: Run) => run.twoLegged('sim-swap');
const ssSend = (body: object) => async (run: Run) => ({ body, token: await ssToken(run) });
const swapped = (phoneNumber: string, maxAges: readonly (number | undefined)[], expected: boolean): Case => ({
  run: async (run) => {
    for (const maxAge of maxAges)
      await run.expect('checkSimSwap', await ssSend({ phoneNumber, ...(maxAge === undefined ? {} : { maxAge }) })(run), {
        status: 200,
        fields: { swapped: expected },
      });
  },
});

function simSwapErrors(operationId: 'checkSimSwap' | 'retrieveSimSwapDate', prefix: string): Record<string, Mapping> {
  return {
    [`${prefix}_401.1_no_authorization_header`]: na(REASONS.noToken),
    [`${prefix}_401.2_expired_access_token`]: expiredToken(operationId, ssToken, async () => ({ body: { phoneNumber: '+99020000001' } })),
    [`${prefix}_401.3_invalid_access_token`]: badToken(operationId, async () => ({ body: { phoneNumber: '+99020000001' } })),
    [`${prefix}_C02.01_phone_number_not_schema_compliant`]: invalidBodies(
      operationId,
      [{ phoneNumber: '99020000001' }, { phoneNumber: '+0020000001' }],
      ssToken,
    ),
    [`${prefix}_C02.02_phone_number_not_found`]: {
      run: async (run) =>
        await run.expect(operationId, await ssSend({ phoneNumber: '+99029999999' })(run), {
          status: 404,
          code: 'IDENTIFIER_NOT_FOUND',
        }),
    },
    [`${prefix}_C02.03_unnecessary_phone_number`]: {
      run: async (run) =>
        await run.expect(
          operationId,
          { body: { phoneNumber: '+99020000001' }, token: await run.threeLegged('sim-swap', '+99020000001') },
          { status: 422, code: 'UNNECESSARY_IDENTIFIER' },
        ),
    },
    [`${prefix}_C02.04_missing_phone_number`]: {
      run: async (run) => await run.expect(operationId, await ssSend({})(run), { status: 422, code: 'MISSING_IDENTIFIER' }),
    },
    [`${prefix}_C02.05_phone_number_not_supported`]: {
      run: async (run) =>
        await run.expect(operationId, await ssSend({ phoneNumber: '+99020000003' })(run), {
          status: 422,
          code: 'SERVICE_NOT_APPLICABLE',
        }),
    },
  };
}

const HOURS = [260, 120, 24, 12];

// SIM Swap subscriptions (CAMARA's sim-swap-subscriptions). Events go to an inbox of the
// sandbox's own, made for each case. +99020000001 subscribes and is never swapped (in the
// subscriptions' world); +99020000005 is swapped a while after it is subscribed to (x-sandbox);
// +99020000004 is subscribed to by no case, so its list is empty.
const SUB = 'createSimSwapSubscription';
const SIM_SWAP = OPENAPI_DOCUMENTS['sim-swap']['x-sandbox'];
const SWAPPED = 'org.camaraproject.sim-swap-subscriptions.v0.swapped';
const ENDED = SIM_SWAP.subscriptions!.ended;
const SWAPS = '+99020000005';
/** When +99020000005's SIM is swapped, after its subscription began (x-sandbox), and a second. */
const SWAP_MS = (SIM_SWAP.numbers.find(({ number }) => number === SWAPS)!.responses[SUB]!.subscription!.swapAfterSeconds! + 1) * 1000;

/** A request for swapped events over HTTP to `inbox` (with its credential), for `phoneNumber` (none: the token's). */
const subscriptionTo = (inbox: InboxCard, phoneNumber?: string, config: object = {}, more: object = {}) => ({
  protocol: 'HTTP',
  sink: inbox.url,
  sinkCredential: inbox.sinkCredential,
  types: [SWAPPED],
  config: { subscriptionDetail: phoneNumber ? { phoneNumber } : {}, ...config },
  ...more,
});

/** Deletes a subscription a case made (one already gone answers 404, which is fine). */
async function unsubscribe(run: Run, answer: { status: number; body: unknown }) {
  const id = (answer.body as { id?: string } | undefined)?.id;
  if (answer.status === 201 && id) await run.call('deleteSubscription', { path: { subscriptionId: id }, token: await ssToken(run) });
}

/** A subscription made for a case, with its inbox, deleted when the case is done. */
async function withSubscription(
  run: Run,
  phoneNumber: string,
  body: (made: Record<string, unknown>, inbox: InboxCard) => Promise<void>,
  config: object = {},
) {
  const inbox = await run.inbox();
  const answer = await run.call(SUB, { body: subscriptionTo(inbox, phoneNumber, config), token: await ssToken(run) });
  try {
    await body(run.check(SUB, answer, { status: 201 }), inbox);
  } finally {
    await unsubscribe(run, answer);
  }
}

/** Requests (made with a fresh inbox) that are each refused with `code`. */
const refusedSubscriptions = (bodies: (inbox: InboxCard) => readonly object[], status: number, code: string | readonly string[]): Case => ({
  run: async (run) => {
    const inbox = await run.inbox();
    for (const body of bodies(inbox)) {
      const answer = await run.call(SUB, { body, token: await ssToken(run) });
      try {
        run.check(SUB, answer, { status, code });
      } finally {
        await unsubscribe(run, answer);
      }
    }
  },
});

/** The events the sink of subscription `id` was sent, each checked as a delivery. */
async function eventsOf(run: Run, inbox: InboxCard, id: string) {
  return (await run.deliveries(inbox))
    .map((delivery) => run.checkDelivery(SUB, inbox, delivery))
    .filter((event) => event.data.subscriptionId === id);
}

/** A time within [from, to] (ms), as a CloudEvent's `time`. */
const between = (value: unknown, from: number, to: number) =>
  isTime(value) && Date.parse(String(value)) >= from && Date.parse(String(value)) <= to;

const simSwapSubscriptions: Readonly<Record<string, Mapping>> = {
  sim_swap_subscription_creation_01_sync_creation: {
    run: async (run) => {
      const inbox = await run.inbox();
      const request = subscriptionTo(inbox, '+99020000001');
      const before = Date.now() - 1000;
      const answer = await run.call(SUB, { body: request, token: await ssToken(run) });
      try {
        const body = run.check(SUB, answer, { status: 201 });
        for (const name of ['types', 'protocol', 'sink'] as const)
          run.assert(JSON.stringify(body[name]) === JSON.stringify(request[name]), `${name} ${JSON.stringify(body[name])}, as sent`);
        const config = body.config as { subscriptionDetail?: { phoneNumber?: string } } | undefined;
        run.assert(config?.subscriptionDetail?.phoneNumber === '+99020000001', 'config.subscriptionDetail.phoneNumber as sent');
        run.assert(between(body.startsAt, before, Date.now() + 1000), `startsAt ${String(body.startsAt)}: the time of the answer`);
        run.assert(!('sinkCredential' in body), 'the credential is not shown again');
      } finally {
        await unsubscribe(run, answer);
      }
    },
  },
  sim_swap_subscription_creation_02_async_creation: na(REASONS.syncCreation),
  sim_swap_subscription_retrieve_03_retrieve_by_id: {
    run: (run) =>
      withSubscription(run, '+99020000001', async (made) => {
        await run.expect(
          'retrieveSubscription',
          { path: { subscriptionId: String(made.id) }, token: await ssToken(run) },
          { status: 200, fields: { id: made.id, sink: made.sink, status: 'ACTIVE' } },
        );
      }),
  },
  sim_swap_subscription_retrieve_04_retrieve_list_2legs: {
    run: (run) =>
      withSubscription(run, '+99020000001', async (made) => {
        const answer = await run.call('retrieveSubscriptionList', { token: await ssToken(run) });
        run.check('retrieveSubscriptionList', answer, { status: 200 });
        const listed = answer.body as { id: string }[];
        run.assert(Array.isArray(listed) && listed.some(({ id }) => id === made.id), 'the subscription is listed');
      }),
  },
  sim_swap_subscription_retrieve_07_retrieve_list_3legs: {
    run: async (run) => {
      const inbox = await run.inbox();
      const token = await run.threeLegged('sim-swap', '+99020000001');
      // One by the token's number (the body names none), and one of another number.
      const mine = await run.call(SUB, { body: subscriptionTo(inbox), token });
      const other = await run.call(SUB, { body: subscriptionTo(inbox, '+99020000002'), token: await ssToken(run) });
      try {
        const made = run.check(SUB, mine, { status: 201 });
        run.check(SUB, other, { status: 201 });
        const answer = await run.call('retrieveSubscriptionList', { token });
        run.check('retrieveSubscriptionList', answer, { status: 200 });
        const ids = (answer.body as { id: string }[]).map(({ id }) => id);
        run.assert(ids.includes(String(made.id)), 'the token’s number’s subscription is listed');
        run.assert(!ids.includes((other.body as { id: string }).id), 'another number’s is not');
      } finally {
        await unsubscribe(run, mine);
        await unsubscribe(run, other);
      }
    },
  },
  sim_swap_subscription_retrieve_08_retrieve_empty_list_3legs: {
    run: async (run) => {
      const answer = await run.call('retrieveSubscriptionList', { token: await run.threeLegged('sim-swap', '+99020000004') });
      run.check('retrieveSubscriptionList', answer, { status: 200 });
      run.assert(JSON.stringify(answer.body) === '[]', `an empty list, not ${JSON.stringify(answer.body)}`);
    },
  },
  sim_swap_subscription_delete_05_delete_subscription: {
    run: (run) =>
      withSubscription(run, '+99020000001', async (made, inbox) => {
        const before = Date.now() - 1000;
        await run.expect('deleteSubscription', { path: { subscriptionId: String(made.id) }, token: await ssToken(run) }, { status: 204 });
        const after = Date.now() + 1000;
        const [ended, ...more] = await eventsOf(run, inbox, String(made.id));
        run.assert(ended?.type === ENDED && more.length === 0, 'one event: subscription-ended');
        run.assert(ended!.data.phoneNumber === '+99020000001', `data.phoneNumber ${String(ended!.data.phoneNumber)}`);
        run.assert(ended!.data.terminationReason === 'SUBSCRIPTION_DELETED', `terminationReason ${String(ended!.data.terminationReason)}`);
        run.assert(between(ended!.time, before, after), `time ${String(ended!.time)}: when it was deleted`);
      }),
  },
  sim_swap_subscription_creation_06_swapped: {
    clock: true,
    run: (run) =>
      withSubscription(run, SWAPS, async (made, inbox) => {
        const events = await run.target.withClockMoved!(SWAP_MS, () => eventsOf(run, inbox, String(made.id)));
        const [swap, ...more] = events;
        run.assert(swap?.type === SWAPPED && more.length === 0, `one event, swapped: ${JSON.stringify(events.map(({ type }) => type))}`);
        run.assert(swap!.data.phoneNumber === SWAPS, `data.phoneNumber ${String(swap!.data.phoneNumber)}`);
        const startsAt = Date.parse(String(made.startsAt));
        run.assert(between(swap!.time, startsAt, startsAt + SWAP_MS), `time ${String(swap!.time)}: when the SIM was swapped`);
      }),
  },
  sim_swap_subscription_creation_07_subscription_ends_on_max_events: {
    clock: true,
    run: (run) =>
      withSubscription(
        run,
        SWAPS,
        async (made, inbox) => {
          const events = await run.target.withClockMoved!(SWAP_MS, () => eventsOf(run, inbox, String(made.id)));
          run.assert(
            JSON.stringify(events.map(({ type }) => type)) === JSON.stringify([SWAPPED, ENDED]),
            `swapped, then subscription-ended: ${JSON.stringify(events.map(({ type }) => type))}`,
          );
          run.assert(
            events[1]!.data.terminationReason === 'MAX_EVENTS_REACHED',
            `terminationReason ${String(events[1]!.data.terminationReason)}`,
          );
        },
        { subscriptionMaxEvents: 1 },
      ),
  },
  sim_swap_subscription_creation_20_invalid_protocol: refusedSubscriptions(
    (inbox) => [{ ...subscriptionTo(inbox, '+99020000001'), protocol: 'MQTT5' }],
    400,
    'INVALID_PROTOCOL',
  ),
  sim_swap_subscription_creation_21_invalid_credential: refusedSubscriptions(
    (inbox) =>
      ['PLAIN', 'REFRESHTOKEN'].map((credentialType) => ({
        ...subscriptionTo(inbox, '+99020000001'),
        sinkCredential: { ...inbox.sinkCredential, credentialType },
      })),
    400,
    'INVALID_CREDENTIAL',
  ),
  sim_swap_subscription_creation_22_invalid_token: refusedSubscriptions(
    (inbox) => [{ ...subscriptionTo(inbox, '+99020000001'), sinkCredential: { ...inbox.sinkCredential, accessTokenType: 'mac' } }],
    400,
    'INVALID_TOKEN',
  ),
  sim_swap_subscription_creation_23_invalid_eventType: refusedSubscriptions(
    (inbox) => [
      { ...subscriptionTo(inbox, '+99020000001'), types: ['org.camaraproject.sim-swap-subscriptions.v0.roaming'] },
      { ...subscriptionTo(inbox, '+99020000001'), types: [ENDED] },
    ],
    400,
    'INVALID_ARGUMENT',
  ),
  sim_swap_subscription_creation_24_invalid_subscription_expire_time: refusedSubscriptions(
    (inbox) => [subscriptionTo(inbox, '+99020000001', { subscriptionExpireTime: new Date(Date.now() - 60_000).toISOString() })],
    400,
    'INVALID_ARGUMENT',
  ),
  sim_swap_subscription_creation_25_require_input_properties_missing: {
    run: async (run) => {
      await refusedSubscriptions(
        (inbox) =>
          (['protocol', 'sink', 'types'] as const).map((name) =>
            Object.fromEntries(Object.entries(subscriptionTo(inbox, '+99020000001')).filter(([key]) => key !== name)),
          ),
        400,
        'INVALID_ARGUMENT',
      ).run(run);
      // CAMARA's document makes the number optional (a three-legged token may name it) and
      // declares 422 MISSING_IDENTIFIER when neither does, as its scenario 102 asks: we follow them.
      await refusedSubscriptions((inbox) => [subscriptionTo(inbox)], 422, 'MISSING_IDENTIFIER').run(run);
    },
  },
  sim_swap_subscription_creation_26_invalid_sink: refusedSubscriptions(
    (inbox) => [
      {
        ...subscriptionTo(inbox, '+99020000001', { subscriptionExpireTime: new Date(Date.now() - 60_000).toISOString() }),
        sink: 'not a url',
      },
    ],
    400,
    'INVALID_ARGUMENT',
  ),
  sim_swap_subscription_creation_40_no_authorization_header: na(REASONS.noToken),
  sim_swap_subscription_creation_41_expired_access_token: expiredToken(SUB, ssToken, async (run) => ({
    body: subscriptionTo(await run.inbox(), '+99020000001'),
  })),
  sim_swap_subscription_creation_42_invalid_access_token: badToken(SUB, async (run) => ({
    body: subscriptionTo(await run.inbox(), '+99020000001'),
  })),
  sim_swap_subscription_retrieve_80_not_found_retrieve_by_id: {
    run: async (run) =>
      await run.expect(
        'retrieveSubscription',
        { path: { subscriptionId: RANDOM_UUID }, token: await ssToken(run) },
        { status: 404, code: 'NOT_FOUND' },
      ),
  },
  sim_swap_subscription_delete_81_not_found_delete_by_id: {
    run: async (run) =>
      await run.expect(
        'deleteSubscription',
        { path: { subscriptionId: RANDOM_UUID }, token: await ssToken(run) },
        { status: 404, code: 'NOT_FOUND' },
      ),
  },
  sim_swap_subscription_creation_101_phone_number_token_mismatch: {
    run: async (run) =>
      await run.expect(
        SUB,
        { body: subscriptionTo(await run.inbox(), '+99020000001'), token: await run.threeLegged('sim-swap', '+99020000001') },
        { status: 422, code: 'UNNECESSARY_IDENTIFIER' },
      ),
  },
  // The scenario asks UNSUPPORTED_IDENTIFIER, a code CAMARA's document does not declare for this
  // operation; its 422 for a number the service does not apply to is SERVICE_NOT_APPLICABLE, as
  // SIM Swap's other operations answer +99020000003: we follow the document.
  sim_swap_subscription_creation_100_not_applicable: refusedSubscriptions(
    (inbox) => [subscriptionTo(inbox, '+99020000003')],
    422,
    'SERVICE_NOT_APPLICABLE',
  ),
  sim_swap_subscription_creation_102_missing_identifier: refusedSubscriptions(
    (inbox) => [subscriptionTo(inbox)],
    422,
    'MISSING_IDENTIFIER',
  ),
};

const simSwap: Readonly<Record<string, Readonly<Record<string, Mapping>>>> = {
  'sim-swap-checkSimSwap.feature': {
    check_sim_swap_1_generic_success_scenario: {
      run: async (run) => await run.expect('checkSimSwap', await ssSend({ phoneNumber: '+99020000001' })(run), { status: 200 }),
    },
    check_sim_swap_2_valid_sim_swap_no_max_age: swapped('+99020000001', [undefined], true),
    check_sim_swap_3_valid_sim_swap_max_age: swapped('+99020000001', HOURS, true),
    // +99020000004's SIM changed 360 hours ago.
    check_sim_swap_4_more_than_240_hours: swapped('+99020000004', [undefined], false),
    check_sim_swap_5_out_of_max_age: {
      run: async (run) => {
        await swapped('+99020000004', [359], false).run(run);
        // And the hour after it is within.
        await swapped('+99020000004', [360], true).run(run);
      },
    },
    check_sim_swap_6_no_sim_swap_no_max_age: swapped('+99020000002', [undefined], false),
    check_sim_swap_7_no_sim_swap_with_max_age: swapped('+99020000002', HOURS, false),
    'check_sim_swap_400.1_invalid_max_age': invalidBodies(
      'checkSimSwap',
      [
        { phoneNumber: '+99020000001', maxAge: '240' },
        { phoneNumber: '+99020000001', maxAge: 24.5 },
      ],
      ssToken,
    ),
    'check_sim_swap_400.2_invalid_max_age_value': {
      run: async (run) =>
        await run.expect('checkSimSwap', await ssSend({ phoneNumber: '+99020000001', maxAge: 100_000 })(run), {
          status: 400,
          code: 'OUT_OF_RANGE',
        }),
    },
    'check_sim_swap_400.3_max_age_out_of_monitored_period': na(REASONS.monitoredPeriod),
    ...simSwapErrors('checkSimSwap', 'check_sim_swap'),
  },
  'sim-swap-retrieveSimSwapDate.feature': {
    retrieve_sim_swap_date_1_generic_success_scenario: {
      run: async (run) => await run.expect('retrieveSimSwapDate', await ssSend({ phoneNumber: '+99020000001' })(run), { status: 200 }),
    },
    retrieve_sim_swap_date_2_valid_sim_swap: {
      run: async (run) => {
        for (const phoneNumber of ['+99020000001', '+99020000004']) {
          const body = await run.expect('retrieveSimSwapDate', await ssSend({ phoneNumber })(run), { status: 200 });
          run.assert(isTime(body.latestSimChange), `${phoneNumber}: latestSimChange ${String(body.latestSimChange)}`);
        }
      },
    },
    retrieve_sim_swap_date_3_no_sim_swap_returns_activation_date: na(REASONS.historyLimited),
    retrieve_sim_swap_date_4_sim_never_associated: na(REASONS.neverAssociated),
    retrieve_sim_swap_date_5_no_sim_swap_or_activation_date_due_to_legal_constrain: {
      run: async (run) => {
        const body = await run.expect('retrieveSimSwapDate', await ssSend({ phoneNumber: '+99020000002' })(run), {
          status: 200,
          fields: { latestSimChange: null },
        });
        run.assert(body.monitoredPeriod === undefined || Number.isInteger(body.monitoredPeriod), 'monitoredPeriod in days');
      },
    },
    ...simSwapErrors('retrieveSimSwapDate', 'retrieve_sim_swap_date'),
  },
  'sim-swap-subscriptions.feature': simSwapSubscriptions,
};

// ── Quality on Demand ────────────────────────────────────────────────────────────────────────

const QOD = 'createSession';
const qodToken = (run: Run) => run.twoLegged('quality-on-demand');
const qodDevice = deviceCases(
  'quality-on-demand',
  QOD,
  (device) => session(device),
  { listed: '+99050000001', unknown: '+99059999999' },
  201,
);
const PORTS = { devicePorts: { ranges: [{ from: 5010, to: 5020 }], ports: [5060] }, applicationServerPorts: { ports: [443] } };
/** The event a session's sink is sent when its status changes (our document's type; see qosEvents). */
const QOS_STATUS_CHANGED = OPENAPI_DOCUMENTS['quality-on-demand']['x-sandbox'].events!.qosStatusChanged!;
/** A session's events go to an inbox of the sandbox's own, with its credential. */
const sinkOf = (inbox: InboxCard) => ({ sink: inbox.url, sinkCredential: inbox.sinkCredential });

/**
 * The QOS_STATUS_CHANGED events the session's sink was sent, each checked as a delivery and as
 * CAMARA's scenarios ask: a unique id, the session's id, statusInfo only when UNAVAILABLE. CAMARA's
 * scenarios name the type `org.camaraproject.qod.v1.qos-status-changed`; its document (whose event
 * schema allows only one type) and ours name it `…quality-on-demand.v1…`: we follow the document.
 */
async function qosEvents(run: Run, inbox: InboxCard, sessionId: string) {
  const events = (await run.deliveries(inbox)).map((delivery) => run.checkDelivery(QOD, inbox, delivery));
  run.assert(new Set(events.map(({ id }) => id)).size === events.length, 'each event has an id of its own');
  for (const event of events) {
    run.assert(event.type === QOS_STATUS_CHANGED, `type ${String(event.type)}`);
    run.assert(event.data.sessionId === sessionId, `data.sessionId ${String(event.data.sessionId)}`);
    run.assert(['AVAILABLE', 'UNAVAILABLE'].includes(String(event.data.qosStatus)), `data.qosStatus ${String(event.data.qosStatus)}`);
    run.assert((event.data.statusInfo !== undefined) === (event.data.qosStatus === 'UNAVAILABLE'), 'statusInfo only when UNAVAILABLE');
  }
  return events;
}

/** A session's times and status information, where CAMARA allows them (each "only if"). */
function sessionTimes(run: Run, body: Record<string, unknown>, label: string) {
  if (body.startedAt !== undefined) {
    run.assert(body.qosStatus === 'AVAILABLE', `${label}: startedAt only when AVAILABLE`);
    run.assert(Date.parse(body.startedAt as string) <= Date.now() + 1000, `${label}: startedAt in the past`);
  }
  if (body.expiresAt !== undefined) {
    run.assert(body.qosStatus !== 'REQUESTED', `${label}: expiresAt only when not REQUESTED`);
    if (body.startedAt !== undefined)
      run.assert(Date.parse(body.expiresAt as string) > Date.parse(body.startedAt as string), `${label}: expiresAt after startedAt`);
  }
  if (body.statusInfo !== undefined) run.assert(body.qosStatus === 'UNAVAILABLE', `${label}: statusInfo only when UNAVAILABLE`);
}

const sessionOperations = (operationId: 'getSession' | 'deleteSession', prefix: string): Record<string, Mapping> => ({
  [`${prefix}_400.1_invalid_session_id`]: {
    run: async (run) =>
      await run.expect(
        operationId,
        { path: { sessionId: 'not-a-uuid' }, token: await qodToken(run) },
        { status: 400, code: 'INVALID_ARGUMENT' },
      ),
  },
  [`${prefix}_401.1_no_authorization_header`]: na(REASONS.noToken),
  [`${prefix}_401.2_expired_access_token`]: expiredToken(operationId, qodToken, async () => ({ path: { sessionId: RANDOM_UUID } })),
  [`${prefix}_401.3_invalid_access_token`]: badToken(operationId, async () => ({ path: { sessionId: RANDOM_UUID } })),
  [`${prefix}_403.1_missing_access_token_scope`]: withoutScope(operationId, async () => ({ path: { sessionId: RANDOM_UUID } })),
  [`${prefix}_403.2_session_token_mismatch`]: na(REASONS.oneClient),
  [`${prefix}_404.1_not_found`]: {
    run: async (run) =>
      await run.expect(operationId, { path: { sessionId: RANDOM_UUID }, token: await qodToken(run) }, { status: 404, code: 'NOT_FOUND' }),
  },
});

const qualityOnDemand: Readonly<Record<string, Readonly<Record<string, Mapping>>>> = {
  'quality-on-demand-createSession.feature': {
    quality_on_demand_createSession_01_generic_success_scenario: {
      run: async (run) => {
        for (const [phoneNumber, more, qosStatus] of [
          ['+99050000001', PORTS, 'AVAILABLE'],
          ['+99050000002', {}, 'REQUESTED'],
        ] as const) {
          const request = session({ phoneNumber }, more);
          const answer = await run.call(QOD, { body: request, token: await qodToken(run) });
          try {
            const body = run.check(QOD, answer, { status: 201, fields: { qosStatus } });
            if (qosStatus === 'AVAILABLE')
              run.assert(isTime(body.startedAt) && isTime(body.expiresAt), `${phoneNumber}: started, with an end`);
            // What was sent comes back as it was; what was not, does not (no sink was given).
            for (const name of ['device', 'applicationServer', 'qosProfile', 'devicePorts', 'applicationServerPorts', 'sink'])
              run.assert(
                JSON.stringify(body[name]) === JSON.stringify((request as Record<string, unknown>)[name]),
                `${phoneNumber}: ${name} ${JSON.stringify(body[name])}`,
              );
            sessionTimes(run, body, phoneNumber);
          } finally {
            await cleanUp(run, answer);
          }
        }
      },
    },
    quality_on_demand_createSession_02_1_sinkcredential_provided: {
      run: async (run) => {
        const inbox = await run.inbox();
        const answer = await run.call(QOD, { body: session({ phoneNumber: '+99050000001' }, sinkOf(inbox)), token: await qodToken(run) });
        try {
          const body = run.check(QOD, answer, { status: 201, fields: { sink: inbox.url } });
          run.assert(!('sinkCredential' in body), 'the credential is not echoed');
        } finally {
          await cleanUp(run, answer);
        }
      },
    },
    quality_on_demand_createSession_02_2_event_received: {
      // +99050000001's session starts at once (AVAILABLE); +99050000002's never does (UNAVAILABLE).
      run: async (run) => {
        for (const [phoneNumber, qosStatus] of [
          ['+99050000001', 'AVAILABLE'],
          ['+99050000002', 'UNAVAILABLE'],
        ] as const) {
          const inbox = await run.inbox();
          const answer = await run.call(QOD, { body: session({ phoneNumber }, sinkOf(inbox)), token: await qodToken(run) });
          try {
            const made = run.check(QOD, answer, { status: 201 });
            const events = await qosEvents(run, inbox, String(made.sessionId));
            run.assert(events[0]?.data.qosStatus === qosStatus, `${phoneNumber}: told ${qosStatus} once its status is known`);
          } finally {
            await cleanUp(run, answer);
          }
        }
      },
    },
    quality_on_demand_createSession_03_3_legged_missing_device: {
      run: async (run) => {
        const answer = await run.call(QOD, { body: session(), token: await run.threeLegged('quality-on-demand', '+99050000001') });
        try {
          const body = run.check(QOD, answer, { status: 201 });
          run.assert(!('device' in body), 'no device in the session');
        } finally {
          await cleanUp(run, answer);
        }
      },
    },
    'quality_on_demand_createSession_C01.01_device_empty': qodDevice.empty,
    'quality_on_demand_createSession_C01.02_device_identifiers_not_schema_compliant': qodDevice.notCompliant,
    'quality_on_demand_createSession_C01.03_device_not_found': qodDevice.notFound,
    'quality_on_demand_createSession_C01.04_unnecessary_device': qodDevice.unnecessary,
    'quality_on_demand_createSession_C01.05_missing_device': qodDevice.missing,
    'quality_on_demand_createSession_C01.06_unsupported_device': qodDevice.unsupported,
    'quality_on_demand_createSession_C01.07_device_not_supported': qodDevice.notServed,
    'quality_on_demand_createSession_400.1_schema_not_compliant': invalidBodies(
      QOD,
      [session({ phoneNumber: '+99050000001' }, { qosProfile: 42 }), session({ phoneNumber: '+99050000001' }, { duration: 'long' })],
      qodToken,
    ),
    'quality_on_demand_createSession_400.2_no_request_body': noBody(QOD, qodToken),
    'quality_on_demand_createSession_400.3_empty_request_body': invalidBodies(QOD, [{}], qodToken),
    'quality_on_demand_createSession_400.4_empty_property': invalidBodies(
      QOD,
      ['applicationServer', 'devicePorts', 'applicationServerPorts', 'sinkCredential'].map((name) =>
        session({ phoneNumber: '+99050000001' }, { [name]: {} }),
      ),
      qodToken,
    ),
    'quality_on_demand_createSession_400.5_out_of_range_port': {
      run: async (run) => {
        const device = { phoneNumber: '+99050000001' };
        for (const more of [
          { device: { ...device, ipv4Address: { publicAddress: '203.0.113.7', publicPort: 65_536 } } },
          { devicePorts: { ranges: [{ from: 65_536, to: 65_537 }] } },
          { devicePorts: { ranges: [{ from: 5010, to: 70_000 }] } },
          { devicePorts: { ports: [-1] } },
          { applicationServerPorts: { ranges: [{ from: -1, to: 80 }] } },
          { applicationServerPorts: { ranges: [{ from: 80, to: 65_536 }] } },
          { applicationServerPorts: { ports: [65_536] } },
        ])
          await run.expect(
            QOD,
            { body: session(device, more), token: await qodToken(run) },
            { status: 400, code: ['OUT_OF_RANGE', 'INVALID_ARGUMENT'] },
          );
      },
    },
    'quality_on_demand_createSession_400.6_invalid_sink_credential': {
      run: async (run) => {
        const inbox = await run.inbox();
        for (const sinkCredential of [
          { credentialType: 'PLAIN', identifier: 'client', secret: 'passphrase' },
          {
            ...inbox.sinkCredential,
            credentialType: 'REFRESHTOKEN',
            refreshToken: 'refresh',
            refreshTokenEndpoint: 'https://example.com/token',
          },
        ])
          await run.expect(
            QOD,
            { body: session({ phoneNumber: '+99050000001' }, { sink: inbox.url, sinkCredential }), token: await qodToken(run) },
            { status: 400, code: 'INVALID_CREDENTIAL' },
          );
      },
    },
    'quality_on_demand_createSession_400.7_sink_credential_invalid_token': {
      run: async (run) => {
        const inbox = await run.inbox();
        await run.expect(
          QOD,
          {
            body: session(
              { phoneNumber: '+99050000001' },
              { sink: inbox.url, sinkCredential: { ...inbox.sinkCredential, accessTokenType: 'mac' } },
            ),
            token: await qodToken(run),
          },
          { status: 400, code: ['INVALID_TOKEN', 'INVALID_ARGUMENT'] },
        );
      },
    },
    'quality_on_demand_createSession_400.8_non_existent_qos_profile': invalidBodies(
      QOD,
      [session({ phoneNumber: '+99050000001' }, { qosProfile: 'QOS_NONEXISTENT' })],
      qodToken,
    ),
    'quality_on_demand_createSession_400.9_invalid_duration': invalidBodies(
      QOD,
      [session({ phoneNumber: '+99050000001' }, { duration: 3601 })],
      qodToken,
    ),
    'quality_on_demand_createSession_401.1_no_authorization_header': na(REASONS.noToken),
    'quality_on_demand_createSession_401.2_expired_access_token': expiredToken(QOD, qodToken, async () => ({
      body: session({ phoneNumber: '+99050000001' }),
    })),
    'quality_on_demand_createSession_401.3_invalid_access_token': badToken(QOD, async () => ({
      body: session({ phoneNumber: '+99050000001' }),
    })),
    'quality_on_demand_createSession_403.1_missing_access_token_scope': withoutScope(QOD, async () => ({
      body: session({ phoneNumber: '+99050000001' }),
    })),
    'quality_on_demand_createSession_409.1_session_conflict': {
      run: async (run) => {
        const token = await qodToken(run);
        const first = await run.call(QOD, { body: session({ phoneNumber: '+99050000001' }), token });
        try {
          run.check(QOD, first, { status: 201 });
          await run.expect(QOD, { body: session({ phoneNumber: '+99050000001' }), token }, { status: 409, code: 'CONFLICT' });
        } finally {
          await cleanUp(run, first);
        }
      },
    },
    'quality_on_demand_createSession_422.1_session_qos_profile_not_applicable': {
      run: async (run) =>
        await run.expect(
          QOD,
          { body: session({ phoneNumber: '+99050000001' }, { qosProfile: 'QOS_LEGACY' }), token: await qodToken(run) },
          { status: 422, code: 'QUALITY_ON_DEMAND.QOS_PROFILE_NOT_APPLICABLE' },
        ),
    },
  },
  'quality-on-demand-deleteSession.feature': {
    quality_on_demand_deleteSession_01_delete_existing_qod_session: {
      run: (run) =>
        withSession(run, '+99050000001', async (made) => {
          const token = await qodToken(run);
          await run.expect('deleteSession', { path: { sessionId: String(made.sessionId) }, token }, { status: 204 });
          // Gone.
          await run.expect('getSession', { path: { sessionId: String(made.sessionId) }, token }, { status: 404, code: 'NOT_FOUND' });
        }),
    },
    quality_on_demand_deleteSession_02_event_notification: {
      run: async (run) => {
        const inbox = await run.inbox();
        const token = await qodToken(run);
        const answer = await run.call(QOD, { body: session({ phoneNumber: '+99050000001' }, sinkOf(inbox)), token });
        const made = run.check(QOD, answer, { status: 201, fields: { qosStatus: 'AVAILABLE' } });
        await run.expect('deleteSession', { path: { sessionId: String(made.sessionId) }, token }, { status: 204 });
        const last = (await qosEvents(run, inbox, String(made.sessionId))).at(-1);
        run.assert(
          last?.data.qosStatus === 'UNAVAILABLE' && last.data.statusInfo === 'DELETE_REQUESTED',
          `told UNAVAILABLE, DELETE_REQUESTED: ${JSON.stringify(last?.data)}`,
        );
      },
    },
    ...sessionOperations('deleteSession', 'quality_on_demand_deleteSession'),
  },
  'quality-on-demand-extendQosSessionDuration.feature': Object.fromEntries(
    [
      '01_generic_success_scenario',
      '02_exceed_max_duration',
      '400.1_schema_not_compliant',
      '400.2_invalid_session_id',
      '400.3_no_request_body',
      '400.4_empty_request_body',
      '401.1_no_authorization_header',
      '401.2_expired_access_token',
      '401.3_invalid_access_token',
      '403.1_missing_access_token_scope',
      '403.2_session_token_mismatch',
      '404.1_not_found',
      '409.1_session_not_available',
    ].map((id) => [`quality_on_demand_extendQosSessionDuration_${id}`, na(REASONS.operation('extendQosSessionDuration'))]),
  ),
  'quality-on-demand-getSession.feature': {
    quality_on_demand_getSession_01_get_existing_session: {
      run: (run) =>
        withSession(run, '+99050000001', async (made) => {
          const body = await run.expect(
            'getSession',
            { path: { sessionId: String(made.sessionId) }, token: await qodToken(run) },
            { status: 200 },
          );
          for (const name of ['sessionId', 'device', 'applicationServer', 'qosProfile', 'devicePorts', 'applicationServerPorts', 'sink'])
            run.assert(JSON.stringify(body[name]) === JSON.stringify(made[name]), `${name} as created`);
          sessionTimes(run, body, 'read');
        }),
    },
    quality_on_demand_getSession_02_get_recent_unavailable: {
      // +99050000002's network ends its session as it is made.
      run: (run) =>
        withSession(run, '+99050000002', async (made) => {
          const body = await run.expect(
            'getSession',
            { path: { sessionId: String(made.sessionId) }, token: await qodToken(run) },
            { status: 200, fields: { qosStatus: 'UNAVAILABLE' } },
          );
          sessionTimes(run, body, 'read');
        }),
    },
    ...sessionOperations('getSession', 'quality_on_demand_getSession'),
  },
  'quality-on-demand-retrieveSessionsByDevice.feature': Object.fromEntries(
    [
      '01_get_existing_session_by_device',
      '02_sessions_not_found',
      'C01.01_device_empty',
      'C01.02_device_identifiers_not_schema_compliant',
      'C01.03_device_not_found',
      'C01.04_unnecessary_device',
      'C01.05_missing_device',
      'C01.06_unsupported_device',
      'C01.07_device_not_supported',
      '400.1_schema_not_compliant',
      '400.2_no_request_body',
      '401.1_no_authorization_header',
      '401.2_expired_access_token',
      '401.3_invalid_access_token',
      '403.1_missing_access_token_scope',
    ].map((id) => [`quality_on_demand_retrieveSessionsByDevice_${id}`, na(REASONS.operation('retrieveSessionsByDevice'))]),
  ),
};

// ── OTP SMS ──────────────────────────────────────────────────────────────────────────────────

const otpToken = (run: Run) => run.twoLegged('otp-sms');
// Each OTP case texts a number of its own (unlisted: any other +990 number is sent a code), so
// one case's codes never count against another's allowance, nor a run's against the next one's.
let fresh = Math.floor(Math.random() * 1_000_000);
/** A +990 number no other case has used. */
const freshNumber = () => `+99069${String((fresh += 1) % 1_000_000).padStart(6, '0')}`;

async function sendCode(run: Run, phoneNumber = freshNumber()): Promise<string> {
  const body = await run.expect('sendCode', { body: { phoneNumber, message: MESSAGE }, token: await otpToken(run) }, { status: 200 });
  return String(body.authenticationId);
}
const validate = async (run: Run, authenticationId: string, code: string) =>
  run.call('validateCode', { body: { authenticationId, code }, token: await otpToken(run) });
const CODE = OPENAPI_DOCUMENTS['otp-sms']['x-sandbox'].codes!;

const otpSms: Readonly<Record<string, Readonly<Record<string, Mapping>>>> = {
  'one-time-password-sms-sendCode.feature': {
    OTPvalidationAPI_01_send_code_success_scenario: {
      run: async (run) =>
        await run.expect(
          'sendCode',
          { body: { phoneNumber: '+99060000001', message: MESSAGE }, token: await otpToken(run) },
          { status: 200 },
        ),
    },
    'OTPvalidationAPI_02_send_code_success_scenario_without_x-correlator': {
      run: async (run) =>
        await run.expect(
          'sendCode',
          { body: { phoneNumber: freshNumber(), message: MESSAGE }, token: await otpToken(run), noCorrelator: true },
          { status: 200 },
        ),
    },
    'OTPvalidationAPI_400.1_send_code_no_request_body': noBody('sendCode', otpToken),
    'OTPvalidationAPI_400.2_send_code_empty_request_body': invalidBodies('sendCode', [{}], otpToken),
    'OTPvalidationAPI_400.4_send_code_incorrect_phone_number_request_body': invalidBodies(
      'sendCode',
      [{ phoneNumber: '3301', message: MESSAGE }],
      otpToken,
    ),
    'OTPvalidationAPI_400.5_send_code_missing_message': invalidBodies('sendCode', [{ phoneNumber: '+99060000001' }], otpToken),
    'OTPvalidationAPI_400.6_send_code_missing_code_request_body': invalidBodies(
      'sendCode',
      [{ phoneNumber: '+99060000001', message: 'message without code' }],
      otpToken,
    ),
    'OTPvalidationAPI_400.7_send_code_message_too_long': invalidBodies(
      'sendCode',
      [{ phoneNumber: '+99060000001', message: `${MESSAGE} ${'x'.repeat(160)}` }],
      otpToken,
    ),
    'OTPvalidationAPI_401.1_send_code_no_authorization_header': na(REASONS.noToken),
    'OTPvalidationAPI_401.2_send_code_expired_access_token': expiredToken('sendCode', otpToken, async () => ({
      body: { phoneNumber: freshNumber(), message: MESSAGE },
    })),
    'OTPvalidationAPI_401.3_send_code_invalid_access_token': badToken('sendCode', async () => ({
      body: { phoneNumber: '+99060000001', message: MESSAGE },
    })),
    OTPvalidationAPI_03_send_code_max_otp_code: {
      run: async (run) => {
        const phoneNumber = freshNumber();
        for (let sent = 0; sent < CODE.maxCodesPerNumber; sent += 1) await sendCode(run, phoneNumber);
        await run.expect(
          'sendCode',
          { body: { phoneNumber, message: MESSAGE }, token: await otpToken(run) },
          { status: 403, code: 'ONE_TIME_PASSWORD_SMS.MAX_OTP_CODES_EXCEEDED' },
        );
      },
    },
    // +99060000002 stands for a line that cannot receive SMS, such as a landline.
    OTPvalidationAPI_04_send_code_phone_number_not_allowed: {
      run: async (run) =>
        await run.expect(
          'sendCode',
          { body: { phoneNumber: '+99060000002', message: MESSAGE }, token: await otpToken(run) },
          { status: 403, code: 'ONE_TIME_PASSWORD_SMS.PHONE_NUMBER_NOT_ALLOWED' },
        ),
    },
    OTPvalidationAPI_05_send_code_phone_number_not_allowed_3: {
      run: async (run) =>
        await run.expect(
          'sendCode',
          { body: { phoneNumber: '+99060000002', message: MESSAGE }, token: await otpToken(run) },
          { status: 403, code: 'ONE_TIME_PASSWORD_SMS.PHONE_NUMBER_NOT_ALLOWED' },
        ),
    },
    OTPvalidationAPI_06_send_code_phone_number_blocked: {
      run: async (run) =>
        await run.expect(
          'sendCode',
          { body: { phoneNumber: '+99060000003', message: MESSAGE }, token: await otpToken(run) },
          { status: 403, code: 'ONE_TIME_PASSWORD_SMS.PHONE_NUMBER_BLOCKED' },
        ),
    },
    'OTPvalidationAPI_404.1_send_code_phone_number_not_belong_to_operator': {
      run: async (run) =>
        await run.expect(
          'sendCode',
          { body: { phoneNumber: '+34666111333', message: MESSAGE }, token: await otpToken(run) },
          { status: 404, code: 'NOT_FOUND' },
        ),
    },
  },
  'one-time-password-sms-validateCode.feature': {
    OTPvalidationAPI_01_validate_code_sucess_scenario: {
      run: async (run) => run.check('validateCode', await validate(run, await sendCode(run), CODE.code), { status: 204 }),
    },
    'OTPvalidationAPI_02_validate_code_sucess_scenario_without_x-correlator': {
      run: async (run) =>
        await run.expect(
          'validateCode',
          { body: { authenticationId: await sendCode(run), code: CODE.code }, token: await otpToken(run), noCorrelator: true },
          { status: 204 },
        ),
    },
    'OTPvalidationAPI_400.1_validate_code_no_request_body': noBody('validateCode', otpToken),
    'OTPvalidationAPI_400.2_validate_code_empty_request_body': invalidBodies('validateCode', [{}], otpToken),
    'OTPvalidationAPI_400.3_validate_code_missing_authenticationId': invalidBodies('validateCode', [{ code: CODE.code }], otpToken),
    'OTPvalidationAPI_400.3_validate_code_missing_code': {
      run: async (run) => await invalidBodies('validateCode', [{ authenticationId: await sendCode(run) }], otpToken).run(run),
    },
    'OTPvalidationAPI_400.4_validate_code_exceed_code_max_length': {
      run: async (run) =>
        await invalidBodies('validateCode', [{ authenticationId: await sendCode(run), code: 'thisCodeIsLongerThanTen' }], otpToken).run(
          run,
        ),
    },
    'OTPvalidationAPI_400.5_validate_code_invalid_otp_scenario': {
      run: async (run) =>
        run.check('validateCode', await validate(run, await sendCode(run), '000000'), {
          status: 400,
          code: 'ONE_TIME_PASSWORD_SMS.INVALID_OTP',
        }),
    },
    'OTPvalidationAPI_400.6_validate_code_verification_expired_scenario_1': {
      clock: true,
      run: async (run) => {
        const id = await sendCode(run);
        // Past the code's life (and the token's: a new one, issued at the moved time).
        await run.target.withClockMoved!((CODE.expiresInSeconds + 1) * 1000, async () =>
          run.expect(
            'validateCode',
            { body: { authenticationId: id, code: CODE.code }, token: await run.newTwoLegged('otp-sms') },
            { status: 400, code: 'ONE_TIME_PASSWORD_SMS.VERIFICATION_EXPIRED' },
          ),
        );
      },
    },
    'OTPvalidationAPI_400.7_validate_code_verification_expired_scenario_2': {
      run: async (run) => {
        const phoneNumber = freshNumber();
        const first = await sendCode(run, phoneNumber);
        const second = await sendCode(run, phoneNumber);
        run.check('validateCode', await validate(run, first, CODE.code), {
          status: 400,
          code: 'ONE_TIME_PASSWORD_SMS.VERIFICATION_EXPIRED',
        });
        // The newer one is good.
        run.check('validateCode', await validate(run, second, CODE.code), { status: 204 });
      },
    },
    'OTPvalidationAPI_400.8_validate_code_verification_expired_scenario_3': {
      run: async (run) => {
        const id = await sendCode(run);
        run.check('validateCode', await validate(run, id, CODE.code), { status: 204 });
        run.check('validateCode', await validate(run, id, CODE.code), { status: 400, code: 'ONE_TIME_PASSWORD_SMS.VERIFICATION_EXPIRED' });
      },
    },
    'OTPvalidationAPI_400.9_validate_code_verification_failed_scenario': {
      run: async (run) => {
        const id = await sendCode(run);
        // The attempts before the last are wrong codes; the one that uses the last up fails the verification.
        for (let attempt = 1; attempt < CODE.maxAttempts; attempt += 1)
          run.check('validateCode', await validate(run, id, '000000'), { status: 400, code: 'ONE_TIME_PASSWORD_SMS.INVALID_OTP' });
        run.check('validateCode', await validate(run, id, '000000'), { status: 400, code: 'ONE_TIME_PASSWORD_SMS.VERIFICATION_FAILED' });
      },
    },
    'OTPvalidationAPI_401.1_validate_code_no_authorization_header': na(REASONS.noToken),
    'OTPvalidationAPI_401.2_validate_code_expired_access_token': expiredToken('validateCode', otpToken, async (run) => ({
      body: { authenticationId: await sendCode(run), code: CODE.code },
    })),
    'OTPvalidationAPI_401.3_validate_code_invalid_access_token': badToken('validateCode', async () => ({
      body: { authenticationId: RANDOM_UUID, code: CODE.code },
    })),
    OTPvalidationAPI_404_validate_code_resource_not_found: {
      run: async (run) => run.check('validateCode', await validate(run, RANDOM_UUID, CODE.code), { status: 404, code: 'NOT_FOUND' }),
    },
  },
};

/** Every scenario's case or reason, by API, feature file and scenario id. */
/** An API with no CAMARA scenarios yet (a new one) has none here. */
export const CONFORMANCE: Readonly<Partial<Record<ApiSlug, Readonly<Record<string, Readonly<Record<string, Mapping>>>>>>> = {
  'number-verification': numberVerification,
  'device-location': deviceLocation,
  'device-status': deviceStatus,
  'sim-swap': simSwap,
  'quality-on-demand': qualityOnDemand,
  'otp-sms': otpSms,
};

/** Every scenario with its mapping, in the list's order. */
export function conformanceEntries(list: readonly { slug: ApiSlug; file: string; id: string }[]) {
  return list.map((scenario) => ({ ...scenario, mapping: CONFORMANCE[scenario.slug]?.[scenario.file]?.[scenario.id] }));
}
