// Events in the sandbox (server/sandbox/events.ts, inboxes.ts, subscriptions.ts, sessions.ts),
// over real HTTP on loopback with a clock the tests move by hand: inboxes nobody can guess that
// take deliveries with their own bearer only, SIM Swap subscriptions (CAMARA's
// sim-swap-subscriptions) and the swap a minute after one begins, Quality on Demand's
// QOS_STATUS_CHANGED events, sinks that are not the sandbox's own refused, the live stream,
// and memory that stays bounded. The timer that wakes the timeline is a fake the tests fire;
// without it, what is due happens when the next request comes, as the sandbox settles first.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { createDocumentValidator } from '../../src/config/openapi/schema-validator.ts';
import type { Sandbox, SandboxOptions } from '../../server/sandbox/sandbox.ts';
import type { Timer } from '../../server/sandbox/timeline.ts';
import { startSandbox, type RunningSandbox } from './sandbox-server.ts';

const NOW = Date.parse('2026-11-28T09:00:00.000Z');
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const SECOND = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SUBSCRIPTIONS = '/sandbox/sim-swap-subscriptions/v0.3/subscriptions';
const SESSIONS = '/sandbox/quality-on-demand/v1/sessions';
const SWAPPED = 'org.camaraproject.sim-swap-subscriptions.v0.swapped';
const ENDED = 'org.camaraproject.sim-swap-subscriptions.v0.subscription-ended';
const QOS_CHANGED = 'org.camaraproject.quality-on-demand.v1.qos-status-changed';
const simSwap = createDocumentValidator(OPENAPI_DOCUMENTS['sim-swap']);
const qod = createDocumentValidator(OPENAPI_DOCUMENTS['quality-on-demand']);

let running: RunningSandbox | undefined;
let sandbox: Sandbox;
let origin: string;
/** The timeline's wake-up, as the sandbox last armed it: `fire()` is its timer going off. */
let armed: { ms: number; wake: () => void } | undefined;
const timer: Timer = (ms, wake) => {
  const entry = { ms, wake };
  armed = entry;
  return { clear: () => armed === entry && (armed = undefined) };
};
const fire = () => armed?.wake();
const setClock = (at: number) => vi.setSystemTime(at);

async function start(options: SandboxOptions = {}) {
  await running?.close();
  vi.useFakeTimers({ toFake: ['Date'] });
  setClock(NOW);
  armed = undefined;
  running = await startSandbox({ timer, ...options });
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

async function call(method: string, path: string, options: { body?: unknown; from?: string; headers?: Record<string, string> } = {}) {
  const url = path.startsWith('http') ? path : `${origin}${path}`;
  const response = await fetch(url, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.from ? { 'X-Forwarded-For': options.from } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : (JSON.parse(text) as unknown) } as Answer;
}

const camara = (status: number, code: string) => ({ status, body: { status, code, message: expect.any(String) as unknown } });

interface InboxCard {
  url: string;
  expiresAt: string;
  sinkCredential: { credentialType: string; accessToken: string; accessTokenExpiresUtc: string; accessTokenType: string };
}
interface Delivery {
  seq: number;
  receivedAt: string;
  status: number;
  authorization: string | null;
  contentType: string;
  correlator: string;
  event: Record<string, unknown> & { data: Record<string, unknown> };
}

const newInbox = async (from?: string) => {
  const answer = await call('POST', '/sandbox/inboxes', { from });
  expect(answer.status).toBe(201);
  return answer.body as InboxCard;
};
const deliveries = async (inbox: InboxCard) => {
  const answer = await call('GET', inbox.url);
  expect(answer.status).toBe(200);
  return (answer.body as { deliveries: Delivery[] }).deliveries;
};
const types = async (inbox: InboxCard) => (await deliveries(inbox)).map(({ event }) => event.type);

function subscription(inbox: InboxCard | undefined, phoneNumber: string, config: Record<string, unknown> = {}, extra: object = {}) {
  return {
    protocol: 'HTTP',
    sink: inbox?.url ?? 'https://example.com/hook',
    ...(inbox ? { sinkCredential: inbox.sinkCredential } : {}),
    types: [SWAPPED],
    config: { subscriptionDetail: { phoneNumber }, ...config },
    ...extra,
  };
}
const subscribe = (body: unknown, from?: string) => call('POST', SUBSCRIPTIONS, { body, from });

function session(phoneNumber: string, inbox?: InboxCard, extra: object = {}) {
  return {
    device: { phoneNumber },
    applicationServer: { ipv4Address: '198.51.100.10' },
    qosProfile: 'QOS_L',
    duration: 600,
    ...(inbox ? { sink: inbox.url, sinkCredential: inbox.sinkCredential } : {}),
    ...extra,
  };
}

// ── Inboxes ─────────────────────────────────────────────────────────────────────────────────

describe('inboxes', () => {
  it('are made on this origin with 128 random bits nobody can guess, and a bearer credential for two hours', async () => {
    const inbox = await newInbox();
    expect(inbox).toEqual({
      url: expect.stringMatching(new RegExp(`^${origin}/sandbox/inboxes/[0-9a-f]{32}$`)) as unknown,
      sinkCredential: {
        credentialType: 'ACCESSTOKEN',
        accessToken: expect.stringMatching(/^[\w-]{32}$/) as unknown,
        accessTokenExpiresUtc: iso(7200 * SECOND),
        accessTokenType: 'bearer',
      },
      expiresAt: iso(7200 * SECOND),
    });
    const other = await newInbox();
    expect(other.url).not.toBe(inbox.url);
    expect(other.sinkCredential.accessToken).not.toBe(inbox.sinkCredential.accessToken);
    // The credential is a valid sinkCredential of both documents.
    expect(simSwap.requestBody('createSimSwapSubscription', subscription(inbox, '+99020000005'))).toBeNull();
    expect(qod.requestBody('createSession', session('+99050000001', inbox))).toBeNull();
  });

  it('list what arrived to whoever has the URL; an unknown, malformed or deleted one is NOT_FOUND', async () => {
    const inbox = await newInbox('198.51.100.7');
    expect(await call('GET', inbox.url, { from: '203.0.113.9' })).toMatchObject({
      status: 200,
      body: { url: inbox.url, expiresAt: inbox.expiresAt, deliveries: [] },
    });
    // The credential is shown once, when the inbox is made.
    expect(JSON.stringify((await call('GET', inbox.url)).body)).not.toContain(inbox.sinkCredential.accessToken);
    expect(await call('GET', `/sandbox/inboxes/${'0'.repeat(32)}`)).toMatchObject(camara(404, 'NOT_FOUND'));
    expect(await call('GET', '/sandbox/inboxes/not-an-id')).toMatchObject(camara(404, 'NOT_FOUND'));
    expect(await call('POST', inbox.url, { body: {} })).toMatchObject({ ...camara(405, 'METHOD_NOT_ALLOWED') });
    expect((await call('DELETE', inbox.url)).status).toBe(204);
    expect(await call('GET', inbox.url)).toMatchObject(camara(404, 'NOT_FOUND'));
    expect(await call('DELETE', inbox.url)).toMatchObject(camara(404, 'NOT_FOUND'));
  });

  it('live two hours; then they are gone', async () => {
    const inbox = await newInbox();
    setClock(NOW + 7200 * SECOND - 1);
    expect((await call('GET', inbox.url)).status).toBe(200);
    setClock(NOW + 7200 * SECOND);
    expect(await call('GET', inbox.url)).toMatchObject(camara(404, 'NOT_FOUND'));
  });

  it('are made only on the site’s own hosts (here loopback): a Host naming another gets none', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((done, fail) => {
      const outgoing = request(`${origin}/sandbox/inboxes`, { method: 'POST', headers: { Host: 'attacker.example' } }, (response) => {
        response.resume();
        done(response.statusCode ?? 0);
      });
      outgoing.once('error', fail);
      outgoing.end();
    });
    expect(status).toBe(404);
  });
});

// ── SIM Swap subscriptions ──────────────────────────────────────────────────────────────────

describe('SIM Swap subscriptions', () => {
  it('are created, listed, read and deleted as CAMARA describes, the credential never shown again', async () => {
    const inbox = await newInbox();
    const created = await subscribe(subscription(inbox, '+99020000002', { subscriptionExpireTime: iso(600 * SECOND) }));
    expect(created).toMatchObject({
      status: 201,
      body: {
        id: expect.stringMatching(UUID) as unknown,
        protocol: 'HTTP',
        sink: inbox.url,
        types: [SWAPPED],
        config: { subscriptionDetail: { phoneNumber: '+99020000002' }, subscriptionExpireTime: iso(600 * SECOND) },
        startsAt: iso(0),
        expiresAt: iso(600 * SECOND),
        status: 'ACTIVE',
      },
    });
    expect(created.body).not.toHaveProperty('sinkCredential');
    expect(simSwap.responseBody('createSimSwapSubscription', 201, created.body)).toBeNull();
    const { id } = created.body as { id: string };
    expect(await call('GET', SUBSCRIPTIONS)).toEqual(expect.objectContaining({ status: 200, body: [created.body] }));
    expect(await call('GET', `${SUBSCRIPTIONS}/${id}`)).toEqual(expect.objectContaining({ status: 200, body: created.body }));
    expect(simSwap.responseBody('retrieveSubscriptionList', 200, (await call('GET', SUBSCRIPTIONS)).body)).toBeNull();

    setClock(NOW + 30 * SECOND);
    expect((await call('DELETE', `${SUBSCRIPTIONS}/${id}`)).status).toBe(204);
    expect(await call('GET', `${SUBSCRIPTIONS}/${id}`)).toMatchObject(camara(404, 'NOT_FOUND'));
    expect(await call('DELETE', `${SUBSCRIPTIONS}/${id}`)).toMatchObject(camara(404, 'NOT_FOUND'));
    expect((await call('GET', SUBSCRIPTIONS)).body).toEqual([]);
    // CAMARA: a deleted subscription's sink hears subscription-ended, SUBSCRIPTION_DELETED.
    const [ended] = await deliveries(inbox);
    expect(ended?.event).toMatchObject({
      type: ENDED,
      time: iso(30 * SECOND),
      data: { phoneNumber: '+99020000002', subscriptionId: id, terminationReason: 'SUBSCRIPTION_DELETED' },
    });
    expect(await call('GET', `${SUBSCRIPTIONS}/3fa85f64-5717-4562-b3fc-2c963f66afa6`)).toMatchObject(camara(404, 'NOT_FOUND'));
    // CAMARA's subscription id is any string: one the sandbox never made is unknown too.
    expect(await call('GET', `${SUBSCRIPTIONS}/not-a-uuid`)).toMatchObject(camara(404, 'NOT_FOUND'));
    expect(await call('GET', `${SUBSCRIPTIONS}/${id}`, { headers: { 'x-correlator': 'not a correlator' } })).toMatchObject(
      camara(400, 'INVALID_ARGUMENT'),
    );
  });

  it('+99020000005’s SIM is swapped 60 s after the subscription began: a CloudEvent, exactly as it would be POSTed, with the bearer', async () => {
    const inbox = await newInbox();
    const { id } = (await subscribe(subscription(inbox, '+99020000005'))).body as { id: string };
    setClock(NOW + 59_999);
    expect(await deliveries(inbox)).toEqual([]);
    setClock(NOW + 60 * SECOND + 5);
    const [swap, ...rest] = await deliveries(inbox);
    expect(rest).toEqual([]);
    expect(swap).toEqual({
      seq: 1,
      receivedAt: iso(60 * SECOND + 5),
      status: 204,
      authorization: `Bearer ${inbox.sinkCredential.accessToken}`,
      contentType: 'application/cloudevents+json; charset=utf-8',
      correlator: expect.stringMatching(UUID) as unknown,
      event: {
        id: expect.stringMatching(UUID) as unknown,
        source: `${origin}${SUBSCRIPTIONS}/${id}`,
        type: SWAPPED,
        specversion: '1.0',
        datacontenttype: 'application/json',
        time: iso(60 * SECOND),
        data: { phoneNumber: '+99020000005', subscriptionId: id },
      },
    });
    // It is one of the events the document's callback declares.
    const { CloudEvent } = await import('cloudevents');
    expect(() => new CloudEvent(swap!.event).validate()).not.toThrow();
    // The subscription goes on (no maximum of events) until it expires, within the sandbox's hour.
    expect(await call('GET', `${SUBSCRIPTIONS}/${id}`)).toMatchObject({ body: { status: 'ACTIVE', expiresAt: iso(3600 * SECOND) } });
    setClock(NOW + 3600 * SECOND);
    expect((await deliveries(inbox)).map(({ event }) => [event.type, event.data.terminationReason])).toEqual([
      [SWAPPED, undefined],
      [ENDED, 'SUBSCRIPTION_EXPIRED'],
    ]);
    expect(await call('GET', `${SUBSCRIPTIONS}/${id}`)).toMatchObject({ status: 200, body: { status: 'EXPIRED' } });
    setClock(NOW + 3600 * SECOND + 360 * SECOND);
    expect(await call('GET', `${SUBSCRIPTIONS}/${id}`)).toMatchObject(camara(404, 'NOT_FOUND'));
  });

  it('with subscriptionMaxEvents 1, the swap is its last event: subscription-ended MAX_EVENTS_REACHED follows', async () => {
    const inbox = await newInbox();
    const { id } = (await subscribe(subscription(inbox, '+99020000005', { subscriptionMaxEvents: 1 }))).body as { id: string };
    setClock(NOW + 61 * SECOND);
    const [swap, ended] = await deliveries(inbox);
    expect(swap?.event.type).toBe(SWAPPED);
    expect(ended?.event).toMatchObject({
      type: ENDED,
      time: iso(60 * SECOND),
      data: { subscriptionId: id, phoneNumber: '+99020000005', terminationReason: 'MAX_EVENTS_REACHED' },
    });
    expect(await call('GET', `${SUBSCRIPTIONS}/${id}`)).toMatchObject({ body: { status: 'EXPIRED' } });
  });

  it('end at their expire time (SUBSCRIPTION_EXPIRED) or their credential’s (ACCESS_TOKEN_EXPIRED), whichever is first, and no swap comes after', async () => {
    const inbox = await newInbox();
    await subscribe(subscription(inbox, '+99020000005', { subscriptionExpireTime: iso(30 * SECOND) }));
    const short = { ...inbox.sinkCredential, accessTokenExpiresUtc: iso(20 * SECOND) };
    await subscribe({ ...subscription(inbox, '+99020000005'), sinkCredential: short });
    setClock(NOW + 120 * SECOND);
    expect((await deliveries(inbox)).map(({ event }) => [event.type, event.time, event.data.terminationReason])).toEqual([
      [ENDED, iso(20 * SECOND), 'ACCESS_TOKEN_EXPIRED'],
      [ENDED, iso(30 * SECOND), 'SUBSCRIPTION_EXPIRED'],
    ]);
  });

  it('a number that is not swapped sends nothing until its subscription ends', async () => {
    const inbox = await newInbox();
    for (const number of ['+99020000001', '+99020000002'])
      expect((await subscribe(subscription(inbox, number, { subscriptionExpireTime: iso(300 * SECOND) }))).status).toBe(201);
    setClock(NOW + 299 * SECOND);
    expect(await deliveries(inbox)).toEqual([]);
    setClock(NOW + 300 * SECOND);
    expect(await types(inbox)).toEqual([ENDED, ENDED]);
  });

  it('are answered by number like every operation: a line not covered, another test number, outside the test range, no number', async () => {
    const inbox = await newInbox();
    expect(await subscribe(subscription(inbox, '+99020000003'))).toMatchObject(camara(422, 'SERVICE_NOT_APPLICABLE'));
    expect(await subscribe(subscription(inbox, '+99099999999'))).toMatchObject(camara(422, 'SERVICE_NOT_APPLICABLE'));
    expect(await subscribe(subscription(inbox, '+34666111333'))).toMatchObject({
      status: 422,
      body: { code: 'SERVICE_NOT_APPLICABLE', message: 'The sandbox answers test numbers only: phone numbers on +990.' },
    });
    const none = { ...subscription(inbox, ''), config: { subscriptionDetail: {} } };
    expect(await subscribe(none)).toMatchObject(camara(422, 'MISSING_IDENTIFIER'));
    for (const body of [
      { ...subscription(inbox, '+99020000005'), types: ['org.camaraproject.sim-swap-subscriptions.v0.roaming'] },
      { ...subscription(inbox, '+99020000005'), types: [] },
      subscription(inbox, '+99020000005', { subscriptionMaxEvents: 0 }),
    ])
      expect(await subscribe(body)).toMatchObject(camara(400, 'INVALID_ARGUMENT'));
    expect(await subscribe(subscription(inbox, '+99020000005', { subscriptionExpireTime: iso(-1) }))).toMatchObject({
      status: 400,
      body: { code: 'INVALID_ARGUMENT', message: 'subscriptionExpireTime is in the past.' },
    });
    expect(await deliveries(inbox)).toEqual([]);
  });

  it('belong to the client that made them; ten may run at once (429 QUOTA_EXCEEDED), and an ended one frees its place', async () => {
    const inbox = await newInbox();
    const mine = await subscribe(subscription(inbox, '+99020000005', { subscriptionExpireTime: iso(60 * SECOND) }), '198.51.100.1');
    const { id } = mine.body as { id: string };
    expect(await call('GET', `${SUBSCRIPTIONS}/${id}`, { from: '198.51.100.2' })).toMatchObject(camara(404, 'NOT_FOUND'));
    expect(await call('DELETE', `${SUBSCRIPTIONS}/${id}`, { from: '198.51.100.2' })).toMatchObject(camara(404, 'NOT_FOUND'));
    expect((await call('GET', SUBSCRIPTIONS, { from: '198.51.100.2' })).body).toEqual([]);
    for (let index = 1; index < 10; index += 1)
      expect((await subscribe(subscription(inbox, '+99020000002'), '198.51.100.1')).status).toBe(201);
    expect(await subscribe(subscription(inbox, '+99020000002'), '198.51.100.1')).toMatchObject(camara(429, 'QUOTA_EXCEEDED'));
    expect((await subscribe(subscription(inbox, '+99020000002'), '198.51.100.2')).status).toBe(201);
    setClock(NOW + 60 * SECOND);
    expect((await subscribe(subscription(inbox, '+99020000002'), '198.51.100.1')).status).toBe(201);
    expect((await call('GET', SUBSCRIPTIONS, { from: '198.51.100.1' })).body).toHaveLength(11);
  });
});

// ── Sinks ───────────────────────────────────────────────────────────────────────────────────

describe('a sink must be one of the sandbox’s own inboxes', () => {
  it('any other address is INVALID_SINK (400) and is never called; an http one off loopback breaks the schema', async () => {
    const inbox = await newInbox();
    const id = inbox.url.split('/').pop()!;
    for (const sink of [
      'https://example.com/hook',
      `https://example.com/sandbox/inboxes/${id}`,
      `${inbox.url}/`,
      `${inbox.url}?x=1`,
      inbox.url.replace('127.0.0.1', 'localhost'),
      `${origin}/sandbox/inboxes/${'0'.repeat(32)}`,
    ]) {
      expect(await subscribe({ ...subscription(inbox, '+99020000005'), sink }), sink).toMatchObject({
        status: 400,
        body: { code: 'INVALID_SINK', message: expect.stringContaining('POST /sandbox/inboxes') as unknown },
      });
      expect(await call('POST', SESSIONS, { body: session('+99050000001', inbox, { sink }) }), sink).toMatchObject(
        camara(400, 'INVALID_SINK'),
      );
    }
    expect(await subscribe({ ...subscription(inbox, '+99020000005'), sink: 'http://example.com/hook' })).toMatchObject(
      camara(400, 'INVALID_ARGUMENT'),
    );
    // The sink is checked before the number: even an outside number hears about its sink first.
    expect(await subscribe({ ...subscription(inbox, '+34666111333'), sink: 'https://example.com/hook' })).toMatchObject(
      camara(400, 'INVALID_SINK'),
    );
    // A deleted inbox is no sink.
    await call('DELETE', inbox.url);
    expect(await subscribe(subscription(inbox, '+99020000005'))).toMatchObject(camara(400, 'INVALID_SINK'));
    expect(sandbox.stats().subscriptions.records).toBe(0);
  });

  it('a protocol other than HTTP is INVALID_PROTOCOL; a credential other than an access token INVALID_CREDENTIAL; a token not bearer INVALID_TOKEN; none INVALID_ARGUMENT', async () => {
    const inbox = await newInbox();
    expect(await subscribe({ ...subscription(inbox, '+99020000005'), protocol: 'MQTT5' })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PROTOCOL', message: 'Only HTTP is supported' },
    });
    for (const credentialType of ['PLAIN', 'REFRESHTOKEN']) {
      const sinkCredential = { ...inbox.sinkCredential, credentialType };
      expect(await subscribe({ ...subscription(inbox, '+99020000005'), sinkCredential })).toMatchObject(camara(400, 'INVALID_CREDENTIAL'));
      expect(await call('POST', SESSIONS, { body: session('+99050000001', inbox, { sinkCredential }) })).toMatchObject(
        camara(400, 'INVALID_CREDENTIAL'),
      );
    }
    const notBearer = { ...inbox.sinkCredential, accessTokenType: 'mac' };
    expect(await subscribe({ ...subscription(inbox, '+99020000005'), sinkCredential: notBearer })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_TOKEN', message: 'Only bearer token is supported' },
    });
    expect(await call('POST', SESSIONS, { body: session('+99050000001', inbox, { sinkCredential: notBearer }) })).toMatchObject(
      camara(400, 'INVALID_TOKEN'),
    );
    // A body with another fault besides is the schema's INVALID_ARGUMENT, as is a token missing.
    const { accessToken: _token, ...noToken } = inbox.sinkCredential;
    for (const body of [
      { ...subscription(inbox, '+99020000005'), sinkCredential: noToken },
      { ...subscription(inbox, '+99020000005'), sinkCredential: notBearer, types: [] },
    ])
      expect(await subscribe(body)).toMatchObject(camara(400, 'INVALID_ARGUMENT'));
  });

  it('an inbox takes a delivery with its own bearer only: none, or another inbox’s, is refused (401) and listed as refused', async () => {
    const inbox = await newInbox();
    const other = await newInbox();
    const { sinkCredential: _none, ...bare } = subscription(inbox, '+99020000005', { subscriptionMaxEvents: 1 });
    await subscribe(bare);
    await subscribe({ ...subscription(inbox, '+99020000005', { subscriptionMaxEvents: 1 }), sinkCredential: other.sinkCredential });
    await subscribe(subscription(inbox, '+99020000005', { subscriptionMaxEvents: 1 }));
    setClock(NOW + 60 * SECOND);
    const got = await deliveries(inbox);
    expect(got.map(({ status, authorization, event }) => [event.type, status, authorization])).toEqual([
      [SWAPPED, 401, null],
      [ENDED, 401, null],
      [SWAPPED, 401, `Bearer ${other.sinkCredential.accessToken}`],
      [ENDED, 401, `Bearer ${other.sinkCredential.accessToken}`],
      [SWAPPED, 204, `Bearer ${inbox.sinkCredential.accessToken}`],
      [ENDED, 204, `Bearer ${inbox.sinkCredential.accessToken}`],
    ]);
    expect(await deliveries(other)).toEqual([]);
  });
});

// ── Quality on Demand ───────────────────────────────────────────────────────────────────────

describe('Quality on Demand sessions with a sink', () => {
  const eventsOf = async (inbox: InboxCard) =>
    (await deliveries(inbox)).map(({ event, status }): Record<string, unknown> => ({
      status,
      time: event.time,
      type: event.type,
      ...event.data,
    }));

  it('are told AVAILABLE as they start and UNAVAILABLE / DURATION_EXPIRED as their duration runs out; the answer echoes the sink', async () => {
    const inbox = await newInbox();
    const created = await call('POST', SESSIONS, { body: session('+99050000001', inbox, { duration: 60 }) });
    expect(created).toMatchObject({ status: 201, body: { sink: inbox.url, qosStatus: 'AVAILABLE' } });
    expect(created.body).not.toHaveProperty('sinkCredential');
    expect(qod.responseBody('createSession', 201, created.body)).toBeNull();
    const { sessionId } = created.body as { sessionId: string };
    // Beside the answer: the timer is armed for now, and firing it delivers at once.
    expect(armed?.ms).toBe(0);
    fire();
    expect(await eventsOf(inbox)).toEqual([{ status: 204, time: iso(0), type: QOS_CHANGED, sessionId, qosStatus: 'AVAILABLE' }]);
    const [first] = await deliveries(inbox);
    expect(first?.event.source).toBe(`${origin}${SESSIONS}/${sessionId}`);
    expect(armed?.ms).toBe(60 * SECOND);
    setClock(NOW + 60 * SECOND);
    fire();
    expect((await eventsOf(inbox))[1]).toEqual({
      status: 204,
      time: iso(60 * SECOND),
      type: QOS_CHANGED,
      sessionId,
      qosStatus: 'UNAVAILABLE',
      statusInfo: 'DURATION_EXPIRED',
    });
  });

  it('+99050000005: the network ends the session 20 s after it starts, on reads and in an event; it then counts against no quota', async () => {
    const inbox = await newInbox();
    const { sessionId } = (await call('POST', SESSIONS, { body: session('+99050000005', inbox) })).body as { sessionId: string };
    setClock(NOW + 19_999);
    expect(await call('GET', `${SESSIONS}/${sessionId}`)).toMatchObject({ body: { qosStatus: 'AVAILABLE' } });
    setClock(NOW + 20 * SECOND);
    const read = await call('GET', `${SESSIONS}/${sessionId}`);
    expect(read).toMatchObject({
      status: 200,
      body: { qosStatus: 'UNAVAILABLE', statusInfo: 'NETWORK_TERMINATED', startedAt: iso(0), expiresAt: iso(20 * SECOND) },
    });
    expect(qod.responseBody('getSession', 200, read.body)).toBeNull();
    expect((await eventsOf(inbox)).map(({ time, qosStatus, statusInfo }) => [time, qosStatus, statusInfo])).toEqual([
      [iso(0), 'AVAILABLE', undefined],
      [iso(20 * SECOND), 'UNAVAILABLE', 'NETWORK_TERMINATED'],
    ]);
    // Ended: the device and the quota are free.
    expect((await call('POST', SESSIONS, { body: session('+99050000005') })).status).toBe(201);
    expect((await call('POST', SESSIONS, { body: session('+99050000001') })).status).toBe(201);
  });

  it('+99050000002, which the network refuses, is told UNAVAILABLE / NETWORK_TERMINATED only', async () => {
    const inbox = await newInbox();
    const { sessionId } = (await call('POST', SESSIONS, { body: session('+99050000002', inbox) })).body as { sessionId: string };
    setClock(NOW + 1);
    expect(await eventsOf(inbox)).toEqual([
      { status: 204, time: iso(0), type: QOS_CHANGED, sessionId, qosStatus: 'UNAVAILABLE', statusInfo: 'NETWORK_TERMINATED' },
    ]);
  });

  it('released while AVAILABLE: UNAVAILABLE / DELETE_REQUESTED, and nothing more; released once ended: no event', async () => {
    const inbox = await newInbox();
    const running = (await call('POST', SESSIONS, { body: session('+99050000001', inbox) })).body as { sessionId: string };
    const ended = (await call('POST', SESSIONS, { body: session('+99050000005', inbox) })).body as { sessionId: string };
    setClock(NOW + 30 * SECOND);
    expect((await call('DELETE', `${SESSIONS}/${running.sessionId}`)).status).toBe(204);
    expect((await call('DELETE', `${SESSIONS}/${ended.sessionId}`)).status).toBe(204);
    setClock(NOW + 3600 * SECOND);
    const got = (await eventsOf(inbox)).map(({ sessionId, qosStatus, statusInfo }) => [sessionId, qosStatus, statusInfo]);
    expect(got).toEqual([
      [running.sessionId, 'AVAILABLE', undefined],
      [ended.sessionId, 'AVAILABLE', undefined],
      [ended.sessionId, 'UNAVAILABLE', 'NETWORK_TERMINATED'],
      [running.sessionId, 'UNAVAILABLE', 'DELETE_REQUESTED'],
    ]);
    expect(sandbox.stats().pending).toBe(0);
  });

  it('no event is sent after the sink credential expires; a session without a sink sends none', async () => {
    const inbox = await newInbox();
    const sinkCredential = { ...inbox.sinkCredential, accessTokenExpiresUtc: iso(30 * SECOND) };
    await call('POST', SESSIONS, { body: session('+99050000001', inbox, { sinkCredential, duration: 60 }) });
    await call('POST', SESSIONS, { body: session('+99050000004') });
    setClock(NOW + 120 * SECOND);
    expect((await eventsOf(inbox)).map(({ qosStatus }) => qosStatus)).toEqual(['AVAILABLE']);
  });
});

// ── The live stream ─────────────────────────────────────────────────────────────────────────

describe('an inbox’s live stream', () => {
  /** Reads a stream until `until` holds for what came so far. */
  async function follow(url: string, headers: Record<string, string> = {}) {
    const controller = new AbortController();
    const response = await fetch(`${url}/stream`, { headers, signal: controller.signal });
    const reader = response.body!.getReader();
    let text = '';
    const decoder = new TextDecoder();
    let closed = false;
    const until = async (holds: (text: string) => boolean) => {
      while (!holds(text)) {
        const { value, done } = await reader.read();
        if (done) {
          closed = true;
          break;
        }
        text += decoder.decode(value, { stream: true });
      }
      return text;
    };
    return { response, until, stop: () => controller.abort(), closed: () => closed };
  }
  const events = (text: string) =>
    [...text.matchAll(/id: (\d+)\nevent: delivery\ndata: (.+)\n\n/g)].map(([, id, data]) => ({
      id: Number(id),
      ...(JSON.parse(data!) as Delivery),
    }));

  it('is Server-Sent Events nginx must not buffer: what arrived first, then each delivery as the timeline wakes, with no request', async () => {
    const inbox = await newInbox();
    await call('POST', SESSIONS, { body: session('+99050000005', inbox) });
    setClock(NOW + 1);
    await deliveries(inbox);
    const stream = await follow(inbox.url);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('access-control-allow-origin')).toBe('*');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(stream.response.headers.get('x-correlator')).toMatch(UUID);
    const before = await stream.until((text) => events(text).length === 1);
    expect(before.startsWith('retry: 3000\n\n')).toBe(true);
    expect(events(before)[0]).toMatchObject({ id: 1, seq: 1, status: 204, event: { data: { qosStatus: 'AVAILABLE' } } });
    // The network ends the session 20 s in: the timer wakes the timeline and the stream hears it.
    setClock(NOW + 20 * SECOND);
    fire();
    const after = await stream.until((text) => events(text).length === 2);
    expect(events(after)[1]).toMatchObject({ id: 2, event: { data: { qosStatus: 'UNAVAILABLE', statusInfo: 'NETWORK_TERMINATED' } } });
    stream.stop();
  });

  it('resumes after Last-Event-ID, ends when the inbox goes, and takes three followers an inbox', async () => {
    const inbox = await newInbox();
    await call('POST', SESSIONS, { body: session('+99050000002', inbox) });
    await call('POST', SESSIONS, { body: session('+99050000001', inbox) });
    setClock(NOW + 1);
    expect(await deliveries(inbox)).toHaveLength(2);
    const resumed = await follow(inbox.url, { 'Last-Event-ID': '1' });
    expect(events(await resumed.until((text) => events(text).length === 1)).map(({ id }) => id)).toEqual([2]);
    const second = await follow(inbox.url);
    const third = await follow(inbox.url);
    expect(await call('GET', `${inbox.url}/stream`)).toMatchObject(camara(429, 'QUOTA_EXCEEDED'));
    expect(sandbox.stats().inboxes.following).toBe(3);
    await call('DELETE', inbox.url);
    for (const stream of [resumed, second, third]) {
      expect(await stream.until((text) => text.includes('event: end'))).toContain('event: end\ndata: {}\n\n');
      await stream.until(() => false);
      expect(stream.closed()).toBe(true);
    }
    expect(sandbox.stats().inboxes.following).toBe(0);
    expect(await call('GET', `${inbox.url}/stream`)).toMatchObject(camara(404, 'NOT_FOUND'));
    expect((await call('HEAD', `${inbox.url}/stream`)).status).toBe(405);
  });
});

// ── Time and memory ─────────────────────────────────────────────────────────────────────────

describe('delays and memory', () => {
  it('a test server may shorten the documents’ delays (SANDBOX_EVENT_DELAY_PERCENT): 5 % swaps after 3 s', async () => {
    await start({ eventDelayScale: 0.05 });
    const inbox = await newInbox();
    await subscribe(subscription(inbox, '+99020000005'));
    expect(armed?.ms).toBe(3 * SECOND);
    setClock(NOW + 3 * SECOND);
    expect(await types(inbox)).toEqual([SWAPPED]);
  });

  it('inboxes, their deliveries, subscriptions and planned events stay within their ceilings', async () => {
    const lifted = { perClient: 1_000_000, perGroup: 1_000_000, windowMs: 30_000, maxClients: 1_000 };
    await start({
      rateLimit: lifted,
      inboxLimits: { perClient: 2, perGroup: 4, total: 6 },
      subscriptionLimits: { perClient: 12, perGroup: 24, total: 30 },
    });
    // A client at its ceiling gives up its oldest inbox; a flood of them from many networks stays within the store.
    const [first, second] = [await newInbox('198.51.100.1'), await newInbox('198.51.100.1'), await newInbox('198.51.100.1')];
    expect((await call('GET', first.url)).status).toBe(404);
    expect((await call('GET', second.url)).status).toBe(200);
    for (let index = 0; index < 20; index += 1) await newInbox(`203.0.${index}.1`);
    expect(sandbox.stats().inboxes.records).toBeLessThanOrEqual(6);
    // Subscriptions from many clients of many networks: within the store, planned events with them.
    const inbox = await newInbox('192.0.2.1');
    for (let index = 0; index < 60; index += 1)
      await subscribe(subscription(inbox, '+99020000005', { subscriptionExpireTime: iso(3000 * SECOND) }), `198.18.${index}.1`);
    const stats = sandbox.stats();
    expect(stats.subscriptions.records).toBeLessThanOrEqual(30);
    // Each running subscription plans its swap and its end, nothing more.
    expect(stats.pending).toBeLessThanOrEqual(stats.subscriptions.records * 2 + 40);
  });

  it('an inbox keeps only its newest 25 deliveries', async () => {
    const inbox = await newInbox();
    for (let index = 0; index < 15; index += 1)
      await call('POST', SESSIONS, { body: session('+99050000002', inbox), from: `198.51.100.${index}` });
    for (let index = 0; index < 15; index += 1)
      await call('POST', SESSIONS, { body: session('+99050000002', inbox), from: `198.51.101.${index}` });
    setClock(NOW + 1);
    const got = await deliveries(inbox);
    expect(got).toHaveLength(25);
    expect(got[0]!.seq).toBe(6);
    expect(got.at(-1)!.seq).toBe(30);
  });
});
