import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import {
  inboxMachine,
  MAX_INBOX_DELIVERIES,
  parseDelivery,
  parseInboxCard,
  selectInboxView,
  type InboxCard,
  type InboxDelivery,
  type InboxEvent,
} from '../../machines/inbox/index.ts';
import {
  buildRequest,
  checkRequest,
  playgroundInboxMachine,
  playgroundMachine,
  selectPanel,
  type PlaygroundAnswer,
  type PlaygroundInbox,
  type PlaygroundInput,
  type PlaygroundOperation,
  type PlaygroundRequest,
} from '../../machines/playground/index.ts';
import { INBOX_DELIVERIES } from '../../src/config/sandbox-events.ts';
import { connectInbox } from '../../machines/inbox/inbox.connect.ts';
import { connectPlayground, connectPlaygroundSink } from '../../machines/playground/playground.connect.ts';
import { connected } from './connect.ts';
import { inspect } from './coverage.ts';

const ORIGIN = 'https://signalwise.example';
const CARD: InboxCard = {
  url: `${ORIGIN}/sandbox/inboxes/${'a1'.repeat(16)}`,
  sinkCredential: {
    credentialType: 'ACCESSTOKEN',
    accessToken: 'token-of-the-inbox',
    accessTokenExpiresUtc: '2026-11-28T11:00:00.000Z',
    accessTokenType: 'bearer',
  },
  expiresAt: '2026-11-28T11:00:00.000Z',
};
const delivery = (seq: number, type = 'org.camaraproject.quality-on-demand.v1.qos-status-changed', status = 204): InboxDelivery => ({
  seq,
  receivedAt: '2026-11-28T09:00:01.000Z',
  status,
  authorization: status === 204 ? 'Bearer token-of-the-inbox' : null,
  event: {
    id: `e-${seq}`,
    type,
    source: `${ORIGIN}/sandbox/quality-on-demand/v1/sessions/s-1`,
    time: '2026-11-28T09:00:00.000Z',
    data: { sessionId: 's-1', qosStatus: 'AVAILABLE' },
  },
});

interface Script {
  readonly stored?: () => Promise<InboxCard | null>;
  readonly create?: () => Promise<InboxCard>;
  readonly remove?: () => Promise<void>;
}

/** The inbox machine with fakes for storage, the sandbox and the live stream; what it did is recorded. */
function start(script: Script = {}) {
  const effects = {
    stored: [] as (InboxCard | null)[],
    shared: [] as (InboxCard | null)[],
    created: 0,
    deleted: [] as string[],
    following: [] as string[],
    stopped: 0,
    /** The live stream's way back to the machine, while it follows. */
    stream: undefined as ((event: InboxEvent) => void) | undefined,
  };
  const machine = inboxMachine.provide({
    actors: {
      readInbox: fromPromise<InboxCard | null>(() => (script.stored ?? (async () => null))()),
      createInbox: fromPromise<InboxCard>(() => {
        effects.created += 1;
        return (script.create ?? (async () => CARD))();
      }),
      deleteInbox: fromPromise<void, { url: string }>(({ input }) => {
        effects.deleted.push(input.url);
        return (script.remove ?? (async () => undefined))();
      }),
      follow: fromCallback<InboxEvent, { url: string }>(({ input, sendBack }) => {
        effects.following.push(input.url);
        effects.stream = sendBack;
        return () => {
          effects.stopped += 1;
          effects.stream = undefined;
        };
      }),
    },
    actions: {
      storeCard: (_, { card }) => void effects.stored.push(card),
      shareInbox: (_, { card }) => void effects.shared.push(card),
    },
  });
  const actor = createActor(machine, { inspect }).start();
  return { actor, effects };
}

const view = (actor: ActorRefFrom<typeof inboxMachine>) => selectInboxView(actor.getSnapshot());

describe('the events inbox', () => {
  it('with none stored, waits; made, it is kept for the tab, shared as the sink and followed live', async () => {
    const { actor, effects } = start();
    expect(view(actor).phase).toBe('restoring');
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(view(actor)).toMatchObject({ phase: 'idle', url: null, canCreate: true, canForget: false, deliveries: [], latest: null });
    expect(effects.following).toEqual([]);
    actor.send({ type: 'inbox.create' });
    expect(view(actor)).toMatchObject({ phase: 'creating', busy: true, canCreate: false });
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    expect(effects).toMatchObject({ created: 1, stored: [CARD], shared: [CARD], following: [CARD.url] });
    expect(view(actor)).toMatchObject({ phase: 'open', connected: false, url: CARD.url, expiresAt: CARD.expiresAt, canForget: true });
    effects.stream!({ type: 'inbox.connected' });
    expect(view(actor).connected).toBe(true);
  });

  it('lists each delivery once, newest first, at most as many as the sandbox keeps; the latest is announced', async () => {
    expect(MAX_INBOX_DELIVERIES).toBe(INBOX_DELIVERIES);
    const { actor, effects } = start({ stored: async () => CARD });
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    // Restored: shared again as the sink, not stored again.
    expect(effects).toMatchObject({ stored: [], shared: [CARD], following: [CARD.url] });
    effects.stream!({ type: 'inbox.connected' });
    effects.stream!({ type: 'inbox.delivery', delivery: delivery(1) });
    effects.stream!({ type: 'inbox.delivery', delivery: delivery(2, 'org.camaraproject.sim-swap-subscriptions.v0.swapped', 401) });
    const first = view(actor);
    expect(first.deliveries.map(({ seq, name, taken, status, authorization }) => [seq, name, taken, status, authorization])).toEqual([
      [2, 'swapped', false, 401, null],
      [1, 'qos-status-changed', true, 204, 'Bearer token-of-the-inbox'],
    ]);
    expect(first.latest).toMatchObject({ seq: 2, name: 'swapped' });
    expect(first.deliveries[1]!.data).toBe(JSON.stringify({ sessionId: 's-1', qosStatus: 'AVAILABLE' }, null, 2));
    // After a drop the stream repeats what came before: nothing is listed twice, and the view is the same list.
    effects.stream!({ type: 'inbox.interrupted' });
    expect(view(actor).connected).toBe(false);
    effects.stream!({ type: 'inbox.connected' });
    effects.stream!({ type: 'inbox.delivery', delivery: delivery(1) });
    expect(view(actor).deliveries).toBe(first.deliveries);
    for (let seq = 3; seq <= MAX_INBOX_DELIVERIES + 5; seq += 1) effects.stream!({ type: 'inbox.delivery', delivery: delivery(seq) });
    const listed = view(actor).deliveries;
    expect(listed).toHaveLength(MAX_INBOX_DELIVERIES);
    expect([listed[0]!.seq, listed.at(-1)!.seq]).toEqual([MAX_INBOX_DELIVERIES + 5, 6]);
  });

  it('an inbox the sandbox says is gone is dropped: no sink, nothing stored, the visitor told', async () => {
    const { actor, effects } = start({ stored: async () => CARD });
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    effects.stream!({ type: 'inbox.delivery', delivery: delivery(1) });
    effects.stream!({ type: 'inbox.gone' });
    expect(view(actor)).toMatchObject({ phase: 'idle', url: null, failure: 'gone', deliveries: [] });
    expect(effects).toMatchObject({ stored: [null], shared: [CARD, null], stopped: 1 });
    // A new one clears the failure.
    actor.send({ type: 'inbox.create' });
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    expect(view(actor).failure).toBeNull();
  });

  it('forgetting deletes it at the sandbox and drops it here, even when the sandbox does not answer', async () => {
    for (const remove of [async () => undefined, async () => Promise.reject(new Error('offline'))]) {
      const { actor, effects } = start({ stored: async () => CARD, remove });
      await waitFor(actor, (snapshot) => snapshot.matches('open'));
      actor.send({ type: 'inbox.forget' });
      expect(view(actor)).toMatchObject({ phase: 'forgetting', busy: true, canForget: false });
      await waitFor(actor, (snapshot) => snapshot.matches('idle'));
      expect(effects).toMatchObject({ deleted: [CARD.url], stored: [null], shared: [CARD, null], stopped: 1 });
      expect(view(actor)).toMatchObject({ url: null, failure: null });
    }
  });

  it('a sandbox that cannot be reached makes no inbox, and says so; storage that fails is no inbox', async () => {
    const { actor, effects } = start({
      stored: async () => Promise.reject(new Error('storage blocked')),
      create: async () => Promise.reject(new Error('offline')),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'inbox.create' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle') && snapshot.context.failure !== null);
    expect(view(actor)).toMatchObject({ failure: 'unreachable', url: null, canCreate: true });
    expect(effects).toMatchObject({ stored: [], shared: [] });
  });
});

describe('what the inbox reads', () => {
  it('a card: an inbox URL of this origin and an access token credential, from the sandbox or storage; anything else is none', () => {
    expect(parseInboxCard(CARD, ORIGIN)).toEqual(CARD);
    expect(parseInboxCard(JSON.stringify(CARD), ORIGIN)).toEqual(CARD);
    for (const bad of [
      null,
      'not json',
      '[]',
      { ...CARD, url: `https://elsewhere.example/sandbox/inboxes/${'a1'.repeat(16)}` },
      { ...CARD, url: `${ORIGIN}/sandbox/inboxes/short` },
      { ...CARD, url: `${ORIGIN}/hook` },
      { ...CARD, sinkCredential: { ...CARD.sinkCredential, credentialType: 'PLAIN' } },
      { ...CARD, sinkCredential: { ...CARD.sinkCredential, accessToken: '' } },
      { ...CARD, sinkCredential: null },
      { ...CARD, expiresAt: 42 },
    ])
      expect(parseInboxCard(bad, ORIGIN), JSON.stringify(bad)).toBeNull();
    expect(parseInboxCard(CARD, 'https://signalwise.example.evil')).toBeNull();
  });

  it('a delivery off the stream, or none', () => {
    expect(parseDelivery(delivery(3))).toEqual(delivery(3));
    const { data: _data, ...withoutData } = delivery(4).event;
    expect(parseDelivery({ ...delivery(4), event: withoutData })).toEqual({ ...delivery(4), event: withoutData });
    for (const bad of [null, [], { ...delivery(1), seq: '1' }, { ...delivery(1), event: null }, { ...delivery(1), authorization: 7 }])
      expect(parseDelivery(bad)).toBeNull();
  });
});

// ── The inbox in the playground ─────────────────────────────────────────────────────────────

const SUBSCRIBE: PlaygroundOperation = {
  id: 'createSimSwapSubscription',
  method: 'POST',
  path: '/sandbox/sim-swap-subscriptions/v0.3/subscriptions',
  numberField: 'config.subscriptionDetail.phoneNumber',
  sink: 'required',
  fields: [
    { name: 'protocol', in: 'body', kind: 'string', required: true, options: ['HTTP'] },
    {
      name: 'types',
      in: 'body',
      kind: 'string',
      required: true,
      options: ['org.camaraproject.sim-swap-subscriptions.v0.swapped'],
      list: true,
    },
    { name: 'config.subscriptionDetail.phoneNumber', in: 'body', kind: 'string', required: true },
  ],
  example: {
    protocol: 'HTTP',
    types: 'org.camaraproject.sim-swap-subscriptions.v0.swapped',
    'config.subscriptionDetail.phoneNumber': '+99020000005',
  },
};
const READ: PlaygroundOperation = {
  id: 'retrieveSubscription',
  method: 'GET',
  path: '/sandbox/sim-swap-subscriptions/v0.3/subscriptions/{subscriptionId}',
  fields: [{ name: 'subscriptionId', in: 'path', kind: 'string', required: true }],
  example: { subscriptionId: '3fa85f64-5717-4562-b3fc-2c963f66afa6' },
};
const SUBSCRIPTIONS: PlaygroundInput = {
  api: 'sim-swap',
  operations: [SUBSCRIBE, READ],
  chain: {
    kind: 'subscription',
    opener: 'createSimSwapSubscription',
    idField: 'subscriptionId',
    answerField: 'id',
    followUps: ['retrieveSubscription'],
    closers: [],
  },
};
const SINK: PlaygroundInbox = { url: CARD.url, sinkCredential: CARD.sinkCredential };

describe('the playground with an events inbox', () => {
  function playground(input: PlaygroundInput, stored: InboxCard | null = null) {
    const sent: PlaygroundRequest[] = [];
    const focused: string[] = [];
    const machine = playgroundMachine.provide({
      actors: {
        sendRequest: fromPromise<PlaygroundAnswer, PlaygroundRequest>(async ({ input: request }) => {
          sent.push(request);
          return { operationId: request.operationId, status: 201, correlator: 'c', body: { id: 'sub-1' }, ms: 3 };
        }),
        inbox: playgroundInboxMachine.provide({
          actors: {
            readInbox: fromPromise<InboxCard | null>(async () => stored),
            createInbox: fromPromise<InboxCard>(async () => CARD),
            follow: fromCallback<InboxEvent, { url: string }>(() => () => {}),
          },
          actions: { storeCard: () => {} },
        }),
      },
      actions: { focusField: (_, { field }) => void focused.push(field), saveDraft: () => {} },
    });
    const actor = createActor(machine, { input, inspect }).start();
    return { actor, sent, focused };
  }

  it('a subscription is not sent without an inbox: the inbox is where the keyboard goes; made, the sink and credential go with it', async () => {
    const { actor, sent, focused } = playground(SUBSCRIPTIONS);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { events: 'on' } }));
    actor.send({ type: 'playground.send' });
    expect(selectPanel(actor.getSnapshot())).toBe('invalid');
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'sink', problem: 'noInbox' });
    expect(focused).toEqual(['sink']);
    expect(sent).toEqual([]);
    const inbox = actor.getSnapshot().children.inbox as ActorRefFrom<typeof inboxMachine>;
    await waitFor(inbox, (snapshot) => snapshot.matches('idle'));
    inbox.send({ type: 'inbox.create' });
    await waitFor(actor, (snapshot) => snapshot.context.inbox !== null);
    // The problem was the missing inbox: it is gone with it.
    expect(actor.getSnapshot().context).toMatchObject({ inbox: SINK, invalid: null });
    actor.send({ type: 'playground.send' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { request: 'answered' } }));
    expect(sent[0]!.body).toEqual({
      protocol: 'HTTP',
      types: ['org.camaraproject.sim-swap-subscriptions.v0.swapped'],
      config: { subscriptionDetail: { phoneNumber: '+99020000005' } },
      sink: CARD.url,
      sinkCredential: CARD.sinkCredential,
    });
    // The subscription's id (its answer's `id`) fills in reading it.
    expect(actor.getSnapshot().context).toMatchObject({ chainId: 'sub-1', operation: 'retrieveSubscription' });
    expect(actor.getSnapshot().context.values.retrieveSubscription).toEqual({ subscriptionId: 'sub-1' });
    // The inbox goes: the requests go without a sink again.
    inbox.send({ type: 'inbox.forget' });
    await waitFor(actor, (snapshot) => snapshot.context.inbox === null);
  });

  it('the panel as the view reads it: the playground offers its inbox, says why a subscription waits, and its handlers make and delete one', async () => {
    const { actor } = playground(SUBSCRIPTIONS);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { events: 'on' } }));
    const frame = connected(
      actor,
      connectPlayground,
      SUBSCRIPTIONS.operations.map(({ id }) => ({ operationId: id })),
    ).view();
    expect(frame.takesSink).toBe(true);
    const inbox = frame.inbox!;
    expect(inbox).toBe(actor.getSnapshot().children.inbox);
    await waitFor(inbox, (snapshot) => snapshot.matches('idle'));
    const { view, sent } = connected(inbox, connectInbox);
    const sink = (url: string | null) => connected(actor, connectPlaygroundSink, url).view().noInbox;
    expect(view()).toMatchObject({ phase: 'idle', url: null, canCreate: true });
    expect(sink(view().url)).toBe(false);
    actor.send({ type: 'playground.send' });
    expect(sink(view().url)).toBe(true);
    view().create();
    await waitFor(inbox, (snapshot) => snapshot.matches('open'));
    expect(view()).toMatchObject({ phase: 'open', url: CARD.url, canForget: true });
    expect(sink(view().url)).toBe(false);
    view().forget();
    await waitFor(inbox, (snapshot) => snapshot.matches('idle'));
    expect(view().url).toBeNull();
    expect(sent).toEqual([{ type: 'inbox.create' }, { type: 'inbox.forget' }]);
  });

  it('an API without events has no inbox; an inbox this tab kept is the sink from the start', async () => {
    const plain = playground({ api: 'otp-sms', operations: [READ] });
    await waitFor(plain.actor, (snapshot) => snapshot.matches('ready'));
    expect(plain.actor.getSnapshot().matches({ ready: { events: 'off' } })).toBe(true);
    expect(plain.actor.getSnapshot().children.inbox).toBeUndefined();
    const kept = playground(SUBSCRIPTIONS, CARD);
    await waitFor(kept.actor, (snapshot) => snapshot.context.inbox !== null);
    expect(kept.actor.getSnapshot().context.inbox).toEqual(SINK);
  });

  it('the request: a sink operation carries the inbox; an optional one goes without when there is none', () => {
    const session: PlaygroundOperation = { ...SUBSCRIBE, id: 'createSession', sink: 'optional' };
    expect(buildRequest(session, SUBSCRIBE.example).request.body).not.toHaveProperty('sink');
    expect(checkRequest(session, SUBSCRIBE.example).ok).toBe(true);
    expect(buildRequest(session, SUBSCRIBE.example, {}, SINK).request.body).toMatchObject({
      sink: CARD.url,
      sinkCredential: CARD.sinkCredential,
    });
    expect(checkRequest(SUBSCRIBE, SUBSCRIBE.example)).toEqual({ ok: false, field: 'sink', problem: 'noInbox' });
    // With a three-legged token the number is left out, and the subscription's detail stays, empty (CAMARA's shape).
    const alone: PlaygroundOperation = { ...SUBSCRIBE, numberAlone: true };
    expect(buildRequest(alone, SUBSCRIBE.example, { token: 't', tokenNamesDevice: true }, SINK).request.body).toMatchObject({
      config: { subscriptionDetail: {} },
    });
  });
});
