import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  buildRequest,
  checkRequest,
  draftOf,
  parsePlaygroundDraft,
  PLAYGROUND_FIELD_LIMIT,
  PLAYGROUND_TIMEOUT_MS,
  playgroundDraftKey,
  playgroundMachine,
  selectCanSend,
  selectChainStep,
  selectFieldValues,
  selectPanel,
  serializePlaygroundDraft,
  type PlaygroundAnswer,
  type PlaygroundDraft,
  type PlaygroundInput,
  type PlaygroundOperation,
  type PlaygroundRequest,
} from '../../machines/playground/index.ts';
import {
  connectPlayground,
  connectPlaygroundActions,
  connectPlaygroundAnswer,
  connectPlaygroundCall,
  connectPlaygroundChain,
  connectPlaygroundFields,
  connectPlaygroundRequest,
} from '../../machines/playground/playground.connect.ts';
import { playgroundCurl } from '../../src/config/operator-samples.ts';
import { connected } from './connect.ts';
import { inspect } from './coverage.ts';

// A Quality on Demand-like API: a session is created, then read or released with its id.
const CREATE: PlaygroundOperation = {
  id: 'createSession',
  method: 'POST',
  path: '/sandbox/qod/v1/sessions',
  numberField: 'device.phoneNumber',
  fields: [
    { name: 'device.phoneNumber', in: 'body', kind: 'string', required: true },
    { name: 'applicationServer.ipv4Address', in: 'body', kind: 'string', required: false },
    { name: 'qosProfile', in: 'body', kind: 'string', required: true, options: ['QOS_S', 'QOS_L'] },
    { name: 'duration', in: 'body', kind: 'integer', required: true },
    { name: 'ratio', in: 'body', kind: 'number', required: false },
  ],
  example: {
    'device.phoneNumber': '+99050000001',
    'applicationServer.ipv4Address': '198.51.100.10',
    qosProfile: 'QOS_L',
    duration: '600',
    ratio: '',
  },
};
const withId = (id: string, method: string): PlaygroundOperation => ({
  id,
  method,
  path: '/sandbox/qod/v1/sessions/{sessionId}',
  fields: [{ name: 'sessionId', in: 'path', kind: 'string', required: true }],
  example: { sessionId: '3fa85f64-5717-4562-b3fc-2c963f66afa6' },
});
const READ = withId('getSession', 'GET');
const RELEASE = withId('deleteSession', 'DELETE');
const INPUT: PlaygroundInput = {
  api: 'quality-on-demand',
  operations: [CREATE, READ, RELEASE],
  chain: {
    kind: 'session',
    opener: 'createSession',
    idField: 'sessionId',
    followUps: ['getSession', 'deleteSession'],
    closers: ['deleteSession'],
  },
};

type Send = (request: PlaygroundRequest, signal: AbortSignal) => Promise<PlaygroundAnswer>;

const answer = (request: PlaygroundRequest, status: number, body?: unknown): PlaygroundAnswer => ({
  operationId: request.operationId,
  status,
  correlator: 'c-1',
  ...(body === undefined ? {} : { body }),
  ms: 12,
});

/** Answers like the sandbox: a new session for create, the session for read, 204 for release. */
const sandboxLike: Send = async (request) => {
  if (request.operationId === 'createSession') return answer(request, 201, { sessionId: `s-${String(Math.random()).slice(2, 8)}` });
  if (request.operationId === 'getSession') return answer(request, 200, { qosStatus: 'AVAILABLE' });
  return answer(request, 204);
};

const hang = () => new Promise<never>(() => undefined);

/** The machine with fakes for storage, the sandbox and focus, on a simulated clock. */
function start(options: { draft?: () => Promise<string | null>; send?: Send; input?: PlaygroundInput; askedToSend?: boolean } = {}) {
  const clock = new SimulatedClock();
  const effects = {
    drafts: [] as { api: string; draft: PlaygroundDraft }[],
    read: [] as string[],
    sent: [] as PlaygroundRequest[],
    signals: [] as AbortSignal[],
    focused: [] as string[],
    keptFocus: 0,
    /** A Send tapped before the playground was live, as the island says; forgotten once it goes out. */
    askedToSend: options.askedToSend ?? false,
  };
  const machine = playgroundMachine.provide({
    actors: {
      readDraft: fromPromise<string | null, { api: string }>(({ input }) => {
        effects.read.push(input.api);
        return (options.draft ?? (async () => null))();
      }),
      sendRequest: fromPromise<PlaygroundAnswer, PlaygroundRequest>(({ input, signal }) => {
        effects.sent.push(input);
        effects.signals.push(signal);
        return (options.send ?? sandboxLike)(input, signal);
      }),
    },
    actions: {
      saveDraft: ({ context }) => void effects.drafts.push({ api: context.api, draft: draftOf(context) }),
      focusField: (_, { field }) => void effects.focused.push(field),
      keepFocus: () => void (effects.keptFocus += 1),
      forgetSendAtOnce: () => void (effects.askedToSend = false),
    },
    guards: { sendAtOnce: () => effects.askedToSend },
  });
  const actor = createActor(machine, { input: options.input ?? INPUT, clock, inspect }).start();
  return { actor, clock, effects };
}

type Started = ReturnType<typeof start>;
const ready = ({ actor }: Started) => waitFor(actor, (snapshot) => snapshot.matches('ready'));
const settled = ({ actor }: Started) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && snapshot.matches('ready'), { timeout: 1000 });
const panel = ({ actor }: Started) => selectPanel(actor.getSnapshot());
const send = async (started: Started) => {
  started.actor.send({ type: 'playground.send' });
  await settled(started);
};

describe('playground machine: a Send tapped before it was live', () => {
  it('goes out as soon as the draft is read, once, and is then forgotten', async () => {
    const started = start({ askedToSend: true });
    await settled(started);
    expect(started.effects.sent.map((request) => request.operationId)).toEqual(['createSession']);
    expect(started.effects.askedToSend).toBe(false);
    expect(panel(started)).toBe('answered');
    // Nothing more goes out on its own.
    await new Promise((done) => setTimeout(done, 10));
    expect(started.effects.sent).toHaveLength(1);
  });

  it('without one, waits for Send as before', async () => {
    const started = start();
    await ready(started);
    expect(started.effects.sent).toEqual([]);
    expect(started.actor.getSnapshot().value).toEqual({ ready: { events: 'off', request: 'idle', chain: 'start' } });
  });
});

describe('playground machine: start and draft', () => {
  it("reads this API's draft, then waits with the sample's fields, nothing sent", async () => {
    const started = start();
    expect(started.actor.getSnapshot().value).toBe('restoring');
    expect(selectPanel(started.actor.getSnapshot())).toBe('sample');
    expect(selectCanSend(started.actor.getSnapshot())).toBe(false);
    await ready(started);
    const snapshot = started.actor.getSnapshot();
    expect(started.effects.read).toEqual(['quality-on-demand']);
    expect(snapshot.value).toEqual({ ready: { events: 'off', request: 'idle', chain: 'start' } });
    expect(snapshot.context.operation).toBe('createSession');
    expect(selectFieldValues(snapshot)).toEqual(CREATE.example);
    expect(selectCanSend(snapshot)).toBe(true);
    expect(selectChainStep(snapshot)).toBe('start');
    expect(started.effects.sent).toEqual([]);
  });

  it('restores a draft: the operation, every field and the open session', async () => {
    const draft: PlaygroundDraft = {
      operation: 'deleteSession',
      values: {
        createSession: { ...CREATE.example, duration: '60' },
        getSession: { sessionId: 'abc' },
        deleteSession: { sessionId: 'abc' },
      },
      chainId: 'abc',
    };
    const started = start({ draft: async () => serializePlaygroundDraft(draft) });
    await ready(started);
    const snapshot = started.actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: { events: 'off', request: 'idle', chain: 'open' } });
    expect(snapshot.context.operation).toBe('deleteSession');
    expect(snapshot.context.values.createSession?.duration).toBe('60');
    expect(selectFieldValues(snapshot)).toEqual({ sessionId: 'abc' });
    expect(snapshot.context.chainId).toBe('abc');
  });

  it('a draft without an open session starts the chain over; storage that fails keeps the sample', async () => {
    const started = start({ draft: async () => JSON.stringify({ operation: 'getSession', values: {} }) });
    await ready(started);
    expect(started.actor.getSnapshot().value).toEqual({ ready: { events: 'off', request: 'idle', chain: 'start' } });
    expect(started.actor.getSnapshot().context.operation).toBe('getSession');
    const failing = start({ draft: () => Promise.reject(new Error('storage is blocked')) });
    await ready(failing);
    expect(selectFieldValues(failing.actor.getSnapshot())).toEqual(CREATE.example);
  });

  it('what the visitor changed before the draft arrived wins over it', async () => {
    let resolve: (raw: string) => void = () => undefined;
    const started = start({ draft: () => new Promise((done) => (resolve = done)) });
    started.actor.send({ type: 'playground.edit', field: 'device.phoneNumber', value: '+99050000004' });
    resolve(serializePlaygroundDraft({ operation: 'getSession', values: { getSession: { sessionId: 'old' } }, chainId: 'old' }));
    await ready(started);
    const snapshot = started.actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: { events: 'off', request: 'idle', chain: 'start' } });
    expect(snapshot.context.operation).toBe('createSession');
    expect(selectFieldValues(snapshot)?.['device.phoneNumber']).toBe('+99050000004');
    expect(started.effects.drafts.at(-1)?.draft.values.createSession?.['device.phoneNumber']).toBe('+99050000004');
  });

  it('reads any stored value without throwing, keeping only known operations and fields as strings within the limit', () => {
    const operations = INPUT.operations;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (raw) => {
          const draft = parsePlaygroundDraft(raw, operations);
          if (!draft) return;
          expect([null, ...operations.map(({ id }) => id)]).toContain(draft.operation);
          expect(Object.keys(draft.values).sort()).toEqual(operations.map(({ id }) => id).sort());
          for (const operation of operations)
            for (const [name, value] of Object.entries(draft.values[operation.id] ?? {})) {
              expect(operation.fields.map((field) => field.name)).toContain(name);
              expect(typeof value).toBe('string');
              expect(value.length).toBeLessThanOrEqual(PLAYGROUND_FIELD_LIMIT);
            }
        },
      ),
    );
    // A tampered draft keeps what it can: a good field, the sample for the rest.
    const tampered = JSON.stringify({
      operation: 'dropTables',
      values: { createSession: { duration: 42, qosProfile: 'QOS_S', 'device.phoneNumber': 'x'.repeat(5000), evil: '1' }, __proto__: {} },
      chainId: '<script>',
    });
    expect(parsePlaygroundDraft(tampered, operations)).toEqual({
      operation: null,
      values: { createSession: { ...CREATE.example, qosProfile: 'QOS_S' }, getSession: READ.example, deleteSession: RELEASE.example },
      chainId: null,
    });
    for (const raw of [null, undefined, 42, '', 'null', '[]', '"text"', '{"values":[1,2]}'])
      expect(parsePlaygroundDraft(raw, operations)?.values.createSession ?? CREATE.example).toEqual(CREATE.example);
    expect(playgroundDraftKey('otp-sms')).toBe('playgroundDraft:otp-sms');
  });

  it('keeps every change as the draft: an edit, another operation, the reset', async () => {
    const started = await (async () => {
      const value = start();
      await ready(value);
      return value;
    })();
    started.actor.send({ type: 'playground.edit', field: 'duration', value: '30' });
    started.actor.send({ type: 'playground.operation', operation: 'getSession' });
    started.actor.send({ type: 'playground.operation', operation: 'noSuchOperation' });
    expect(started.actor.getSnapshot().context.operation).toBe('getSession');
    started.actor.send({ type: 'playground.edit', field: 'sessionId', value: 'typed' });
    started.actor.send({ type: 'playground.reset' });
    expect(selectFieldValues(started.actor.getSnapshot())).toEqual(READ.example);
    expect(started.effects.drafts.map(({ api, draft }) => [api, draft.operation])).toEqual([
      ['quality-on-demand', 'createSession'],
      ['quality-on-demand', 'getSession'],
      ['quality-on-demand', 'getSession'],
      ['quality-on-demand', 'getSession'],
    ]);
    expect(started.effects.drafts[0]?.draft.values.createSession?.duration).toBe('30');
    expect(started.effects.drafts.at(-1)?.draft.values.getSession).toEqual(READ.example);
  });
});

describe('playground machine: sending', () => {
  it('checks, sends the fields as JSON and shows the answer; a second Send waits for the first', async () => {
    let answerNow: (value: PlaygroundAnswer) => void = () => undefined;
    const started = start({
      send: (request) => new Promise((done) => (answerNow = (value) => done({ ...value, operationId: request.operationId }))),
    });
    await ready(started);
    started.actor.send({ type: 'playground.edit', field: 'applicationServer.ipv4Address', value: '' });
    started.actor.send({ type: 'playground.edit', field: 'ratio', value: '0.5' });
    started.actor.send({ type: 'playground.send' });
    await waitFor(started.actor, (snapshot) => snapshot.matches({ ready: { request: 'sending' } }));
    expect(panel(started)).toBe('sending');
    started.actor.send({ type: 'playground.send' });
    // Editing goes on while a request is out; what left is what was checked.
    started.actor.send({ type: 'playground.edit', field: 'duration', value: '5' });
    answerNow(answer({ operationId: '', method: 'POST', path: '' }, 201, { sessionId: 'first' }));
    await settled(started);
    expect(started.effects.sent).toEqual([
      {
        operationId: 'createSession',
        method: 'POST',
        path: '/sandbox/qod/v1/sessions',
        body: { device: { phoneNumber: '+99050000001' }, qosProfile: 'QOS_L', duration: 600, ratio: 0.5 },
      },
    ]);
    expect(panel(started)).toBe('answered');
    expect(started.actor.getSnapshot().context.answer).toMatchObject({ status: 201, correlator: 'c-1', body: { sessionId: 'first' } });
    expect(started.actor.getSnapshot().context.values.createSession?.duration).toBe('5');
  });

  it('stops at a missing or malformed field with its problem, focuses it, and sends once it is fixed', async () => {
    const started = start();
    await ready(started);
    started.actor.send({ type: 'playground.edit', field: 'duration', value: '' });
    await send(started);
    expect(panel(started)).toBe('invalid');
    expect(started.actor.getSnapshot().context.invalid).toEqual({ field: 'duration', problem: 'missing' });
    expect(started.effects.focused).toEqual(['duration']);
    started.actor.send({ type: 'playground.edit', field: 'duration', value: '60.5' });
    expect(started.actor.getSnapshot().context.invalid).toBeNull();
    await send(started);
    expect(started.actor.getSnapshot().context.invalid).toEqual({ field: 'duration', problem: 'notAWholeNumber' });
    started.actor.send({ type: 'playground.edit', field: 'duration', value: '60' });
    started.actor.send({ type: 'playground.edit', field: 'ratio', value: 'half' });
    await send(started);
    expect(started.actor.getSnapshot().context.invalid).toEqual({ field: 'ratio', problem: 'notANumber' });
    expect(started.effects.sent).toEqual([]);
    started.actor.send({ type: 'playground.edit', field: 'ratio', value: '' });
    await send(started);
    expect(panel(started)).toBe('answered');
    expect(started.effects.sent).toHaveLength(1);
  });

  it('a sandbox error is an answer, shown as it came; the chain stays where it was', async () => {
    const refusal = { status: 422, code: 'SERVICE_NOT_APPLICABLE', message: 'The sandbox answers test numbers only.' };
    const started = start({ send: async (request) => answer(request, 422, refusal) });
    await ready(started);
    started.actor.send({ type: 'playground.edit', field: 'device.phoneNumber', value: '+12025550123' });
    await send(started);
    expect(panel(started)).toBe('answered');
    expect(started.actor.getSnapshot().context.answer?.body).toEqual(refusal);
    expect(selectChainStep(started.actor.getSnapshot())).toBe('start');
    await send(started);
    expect(started.effects.sent).toHaveLength(2);
  });

  it('no connection: unreachable, every field kept, and Send tries again', async () => {
    let fail = true;
    const started = start({
      send: async (request) => (fail ? Promise.reject(new TypeError('Failed to fetch')) : answer(request, 200, {})),
    });
    await ready(started);
    started.actor.send({ type: 'playground.edit', field: 'duration', value: '90' });
    await send(started);
    expect(panel(started)).toBe('unreachable');
    expect(selectFieldValues(started.actor.getSnapshot())?.duration).toBe('90');
    fail = false;
    await send(started);
    expect(panel(started)).toBe('answered');
  });

  it('no answer within the timeout: the request is aborted, reported, and the fields kept', async () => {
    const started = start({ send: hang });
    await ready(started);
    started.actor.send({ type: 'playground.edit', field: 'duration', value: '90' });
    started.actor.send({ type: 'playground.send' });
    await waitFor(started.actor, (snapshot) => snapshot.matches({ ready: { request: 'sending' } }));
    started.clock.increment(PLAYGROUND_TIMEOUT_MS - 1);
    expect(panel(started)).toBe('sending');
    started.clock.increment(1);
    expect(started.actor.getSnapshot().value).toEqual({ ready: { events: 'off', request: { failed: 'timedOut' }, chain: 'start' } });
    expect(panel(started)).toBe('timedOut');
    expect(started.effects.signals[0]?.aborted).toBe(true);
    expect(selectFieldValues(started.actor.getSnapshot())?.duration).toBe('90');
    expect(started.effects.keptFocus).toBe(1);
  });

  it('Cancel aborts the request, keeps the fields and lets the visitor send again', async () => {
    const started = start({ send: hang });
    await ready(started);
    started.actor.send({ type: 'playground.send' });
    await waitFor(started.actor, (snapshot) => snapshot.matches({ ready: { request: 'sending' } }));
    started.actor.send({ type: 'playground.cancel' });
    expect(panel(started)).toBe('cancelled');
    expect(started.effects.signals[0]?.aborted).toBe(true);
    expect(started.effects.keptFocus).toBe(1);
    expect(selectFieldValues(started.actor.getSnapshot())).toEqual(CREATE.example);
    started.actor.send({ type: 'playground.send' });
    await waitFor(started.actor, (snapshot) => snapshot.matches({ ready: { request: 'sending' } }));
    expect(started.effects.sent).toHaveLength(2);
  });
});

describe('playground machine: a session’s life', () => {
  it('create fills the id into read and release and chooses read; release spends it and goes back to create', async () => {
    const started = start();
    await ready(started);
    await send(started);
    let snapshot = started.actor.getSnapshot();
    const id = snapshot.context.chainId;
    expect(id).toMatch(/^s-/);
    expect(selectChainStep(snapshot)).toBe('open');
    expect(snapshot.context.operation).toBe('getSession');
    expect(snapshot.context.values.getSession).toEqual({ sessionId: id });
    expect(snapshot.context.values.deleteSession).toEqual({ sessionId: id });
    expect(started.effects.drafts.at(-1)?.draft.chainId).toBe(id);
    await send(started);
    expect(started.effects.sent.at(-1)?.path).toBe(`/sandbox/qod/v1/sessions/${id}`);
    started.actor.send({ type: 'playground.operation', operation: 'deleteSession' });
    await send(started);
    snapshot = started.actor.getSnapshot();
    expect(started.effects.sent.at(-1)).toMatchObject({ method: 'DELETE', path: `/sandbox/qod/v1/sessions/${id}` });
    expect(selectChainStep(snapshot)).toBe('closed');
    expect(snapshot.context.chainId).toBeNull();
    expect(snapshot.context.operation).toBe('createSession');
    expect(started.effects.drafts.at(-1)?.draft).toMatchObject({ chainId: null, operation: 'createSession' });
    // A new session opens the chain again.
    await send(started);
    expect(selectChainStep(started.actor.getSnapshot())).toBe('open');
  });

  it('a second session replaces the open one; releasing another id leaves it open', async () => {
    const started = start();
    await ready(started);
    await send(started);
    const first = started.actor.getSnapshot().context.chainId;
    started.actor.send({ type: 'playground.operation', operation: 'createSession' });
    await send(started);
    const second = started.actor.getSnapshot().context.chainId;
    expect(second).not.toBe(first);
    expect(started.actor.getSnapshot().context.values.deleteSession).toEqual({ sessionId: second });
    started.actor.send({ type: 'playground.operation', operation: 'deleteSession' });
    started.actor.send({ type: 'playground.edit', field: 'sessionId', value: first ?? '' });
    await send(started);
    expect(selectChainStep(started.actor.getSnapshot())).toBe('open');
    expect(started.actor.getSnapshot().context.chainId).toBe(second);
  });

  it('an API without a chain never leaves the start', async () => {
    const started = start({ input: { api: 'sim-swap', operations: [CREATE] } });
    await ready(started);
    await send(started);
    expect(selectChainStep(started.actor.getSnapshot())).toBe('start');
    expect(started.actor.getSnapshot().context.chainId).toBeNull();
  });
});

describe('the request the fields make', () => {
  it('leaves out empty fields, keeps {name} for an empty path parameter and encodes a filled one', () => {
    expect(buildRequest(READ, { sessionId: '' })).toEqual({
      request: { operationId: 'getSession', method: 'GET', path: '/sandbox/qod/v1/sessions/{sessionId}' },
      problems: [{ field: 'sessionId', problem: 'missing' }],
    });
    expect(buildRequest(READ, { sessionId: 'a/b c' }).request.path).toBe('/sandbox/qod/v1/sessions/a%2Fb%20c');
    // A number that does not read as one is shown as typed, and stops the request.
    expect(buildRequest(CREATE, { ...CREATE.example, duration: '1e3' })).toMatchObject({
      request: { body: { duration: '1e3' } },
      problems: [{ field: 'duration', problem: 'notAWholeNumber' }],
    });
    expect(checkRequest(CREATE, { ...CREATE.example, duration: '-5', ratio: '-0.25' })).toMatchObject({
      ok: true,
      request: { body: { duration: -5, ratio: -0.25 } },
    });
  });
});

describe('the playground’s connects: what the view shows, and what its handlers send', () => {
  const ENDPOINTS = [{ operationId: 'createSession' }, { operationId: 'getSession' }, { operationId: 'deleteSession' }];

  it('the frame: the chosen operation with its endpoint and chain line; choosing, adopting and sending', async () => {
    const started = start();
    await ready(started);
    const { view, sent } = connected(started.actor, connectPlayground, ENDPOINTS);
    expect(view()).toMatchObject({ operation: CREATE, endpoint: ENDPOINTS[0], chain: INPUT.chain, takesSink: false, inbox: undefined });
    expect(view().operations).toEqual([CREATE, READ, RELEASE]);
    // A radio already checked by the page is the chosen one: adopting it sends nothing.
    view().adopt('createSession');
    expect(sent).toEqual([]);
    view().adopt('getSession');
    expect(view()).toMatchObject({ operation: READ, endpoint: ENDPOINTS[1] });
    view().choose('deleteSession');
    expect(view().operation).toBe(RELEASE);
    expect(sent).toEqual([
      { type: 'playground.operation', operation: 'getSession' },
      { type: 'playground.operation', operation: 'deleteSession' },
    ]);
    view().choose('createSession');
    view().send();
    expect(sent.at(-1)).toEqual({ type: 'playground.send' });
    await settled(started);
    expect(started.effects.sent).toHaveLength(1);
    // SIM Swap's check is in no chain: no chain line.
    const plain = start({ input: { api: 'sim-swap', operations: [CREATE] } });
    await ready(plain);
    expect(connected(plain.actor, connectPlayground, ENDPOINTS).view().chain).toBeNull();
  });

  it('an operation the page has no endpoint for is a broken page, said at once', async () => {
    const started = start();
    await ready(started);
    expect(() => connected(started.actor, connectPlayground, [{ operationId: 'getSession' }]).view()).toThrow(/no operation createSession/);
  });

  it('the fields: what was typed and where the check stopped; typing sends an edit', async () => {
    const started = start();
    await ready(started);
    const { view, sent } = connected(started.actor, connectPlaygroundFields);
    expect(view().values).toEqual(CREATE.example);
    expect(view().invalid).toBeNull();
    view().edit('duration', '');
    expect(sent).toEqual([{ type: 'playground.edit', field: 'duration', value: '' }]);
    expect(view().values.duration).toBe('');
    started.actor.send({ type: 'playground.send' });
    await settled(started);
    expect(view().invalid).toEqual({ field: 'duration', problem: 'missing' });
    // The same fields are the same object: the form does not render again for nothing.
    expect(view().values).toBe(view().values);
  });

  it('the actions: Send allowed, busy while a request is out with Cancel, and Reset', async () => {
    const started = start({ send: hang });
    await ready(started);
    const { view, sent } = connected(started.actor, connectPlaygroundActions);
    expect(view()).toMatchObject({ busy: false, canSend: true });
    started.actor.send({ type: 'playground.send' });
    expect(view()).toMatchObject({ busy: true, canSend: false });
    view().cancel();
    expect(view().busy).toBe(false);
    expect(panel(started)).toBe('cancelled');
    started.actor.send({ type: 'playground.edit', field: 'duration', value: '5' });
    view().reset();
    expect(started.actor.getSnapshot().context.values.createSession).toEqual(CREATE.example);
    expect(sent).toEqual([{ type: 'playground.cancel' }, { type: 'playground.reset' }]);
  });

  it('the request: the curl of exactly what the fields make, from the page’s origin, following each edit', async () => {
    const started = start();
    await ready(started);
    const { view } = connected(started.actor, connectPlaygroundRequest, playgroundCurl, 'https://example.test');
    expect(view().command).toContain('--url https://example.test/sandbox/qod/v1/sessions');
    expect(view().command).toContain('"duration": 600');
    expect(view().command).not.toContain('Authorization');
    started.actor.send({ type: 'playground.edit', field: 'duration', value: '45' });
    expect(view().command).toContain('"duration": 45');
    started.actor.send({ type: 'playground.token', token: { value: 'tok-1', threeLegged: false } });
    expect(view().command).toContain('--header "Authorization: Bearer tok-1"');
    // The phone number stays: a two-legged token names no device.
    expect(view().command).toContain('+99050000001');
  });

  it('the answer: the sample first, then what came back for the operation sent; the chain line follows', async () => {
    const started = start();
    await ready(started);
    const answered = connected(started.actor, connectPlaygroundAnswer).view;
    const chain = connected(started.actor, connectPlaygroundChain).view;
    expect(answered()).toMatchObject({ panel: 'sample', answer: null, operation: 'createSession' });
    expect(chain()).toEqual({ step: 'start', id: null });
    await send(started);
    expect(answered()).toMatchObject({ panel: 'answered', answer: { operationId: 'createSession', status: 201 } });
    const { chainId } = started.actor.getSnapshot().context;
    expect(chain()).toEqual({ step: 'open', id: chainId });
  });

  it('the Authorize samples’ call: the fields as typed, the number left out when a CIBA token names the device', async () => {
    const started = start({ input: { ...INPUT, tokenNamesDevice: true } });
    await ready(started);
    const call = (ciba: boolean) => connected(started.actor, connectPlaygroundCall, CREATE, ciba).view().request;
    expect(call(false)).toMatchObject({
      method: 'POST',
      path: '/sandbox/qod/v1/sessions',
      body: { device: { phoneNumber: '+99050000001' } },
    });
    expect(JSON.stringify(call(true).body)).not.toContain('phoneNumber');
    // Asked again for the same fields, the same request: the samples render once.
    expect(call(false)).toBe(call(false));
  });
});
