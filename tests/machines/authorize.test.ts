import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate';
import {
  authorizeMachine,
  OperatorError,
  selectFailure,
  selectPhase,
  selectPolls,
  selectSteps,
  SLOW_DOWN_SECONDS,
  type AuthorizeInput,
  type BackchannelStarted,
  type IssuedToken,
  type PollResult,
  type SharedToken,
} from '../../machines/authorize/index.ts';
import { playgroundMachine, type PlaygroundAnswer, type PlaygroundInput, type PlaygroundRequest } from '../../machines/playground/index.ts';
import { playgroundAuthorizeMachine } from '../../machines/playground/playground.children.ts';
import {
  connectAuthorizeChoices,
  connectAuthorizeDiagram,
  connectAuthorizeOutcome,
  connectAuthorizeSamples,
  connectAuthorizeToken,
} from '../../machines/authorize/authorize.connect.ts';
import { connected } from './connect.ts';
import { inspect } from './coverage.ts';

const INPUT: AuthorizeInput = {
  flows: ['ciba', 'clientCredentials'],
  scopes: ['sim-swap:check'],
  purpose: 'dpv:FraudPreventionAndDetection',
  numbers: ['+99020000001', '+99099000002'],
};

const TOKEN: IssuedToken = { value: 'h.c.s', header: { alg: 'ES256', typ: 'at+jwt' }, claims: { scope: 'sim-swap:check' }, expiresIn: 300 };

interface Script {
  readonly backchannel?: () => Promise<BackchannelStarted>;
  /** Each poll's answer in turn. */
  readonly polls?: (() => Promise<PollResult>)[];
  readonly token?: () => Promise<IssuedToken>;
}

/** The machine with a scripted operator, on a simulated clock; what it asked and shared is recorded. */
function start(script: Script = {}, input: AuthorizeInput = INPUT) {
  const clock = new SimulatedClock();
  const asked = { backchannel: [] as { loginHint: string; scope: string }[], polls: 0, tokens: [] as string[] };
  const shared: (SharedToken | null)[] = [];
  const polls = [...(script.polls ?? [])];
  const machine = authorizeMachine.provide({
    actors: {
      requestBackchannel: fromPromise<BackchannelStarted, { loginHint: string; scope: string }>(({ input }) => {
        asked.backchannel.push(input);
        return (script.backchannel ?? (async () => ({ authReqId: 'req-1', interval: 2 })))();
      }),
      pollToken: fromPromise<PollResult, { authReqId: string }>(() => {
        asked.polls += 1;
        return (polls.shift() ?? (async () => ({ kind: 'token', token: TOKEN }) as const))();
      }),
      requestToken: fromPromise<IssuedToken, { scope: string }>(({ input }) => {
        asked.tokens.push(input.scope);
        return (script.token ?? (async () => TOKEN))();
      }),
    },
    actions: { shareToken: (_, { token }) => void shared.push(token) },
  });
  const actor = createActor(machine, { input, clock, inspect }).start();
  return { actor, clock, asked, shared };
}

type Started = ReturnType<typeof start>;
const flush = () => new Promise((done) => setTimeout(done, 0));
const statuses = ({ actor }: Started) => Object.fromEntries(selectSteps(actor.getSnapshot()).map(({ step, status }) => [step, status]));

describe('the Authorize step', () => {
  it('CIBA: asks for the line, waits the interval, polls through authorization_pending and slow_down, then shares the token', async () => {
    const started = start({
      polls: [async () => ({ kind: 'pending' }), async () => ({ kind: 'slowDown' }), async () => ({ kind: 'token', token: TOKEN })],
    });
    const { actor, clock, asked, shared } = started;
    expect(selectPhase(actor.getSnapshot())).toBe('idle');
    expect(Object.values(statuses(started))).toEqual(['waiting', 'waiting', 'waiting', 'waiting', 'waiting']);
    actor.send({ type: 'authorize.loginHint', loginHint: '+99099000002' });
    actor.send({ type: 'authorize.purpose', purpose: 'dpv:FraudPreventionAndDetection' });
    actor.send({ type: 'authorize.start' });
    expect(statuses(started).request).toBe('current');
    await waitFor(actor, (snapshot) => snapshot.matches({ ciba: 'waiting' }));
    expect(asked.backchannel).toEqual([{ loginHint: 'tel:+99099000002', scope: 'openid dpv:FraudPreventionAndDetection sim-swap:check' }]);
    expect(statuses(started)).toMatchObject({ request: 'done', consent: 'current', poll: 'waiting' });
    // Nothing is polled before the operator's interval has passed.
    clock.increment(1999);
    expect(asked.polls).toBe(0);
    clock.increment(1);
    expect(statuses(started).poll).toBe('current');
    await waitFor(actor, (snapshot) => snapshot.matches({ ciba: 'waiting' }));
    expect(selectPolls(actor.getSnapshot())).toEqual(['pending']);
    clock.increment(2000);
    await waitFor(actor, (snapshot) => selectPolls(snapshot).length === 2);
    // slow_down: the wait grows by five seconds.
    expect(actor.getSnapshot().context.interval).toBe(2 + SLOW_DOWN_SECONDS);
    clock.increment(2000 + SLOW_DOWN_SECONDS * 1000 - 1);
    expect(asked.polls).toBe(2);
    clock.increment(1);
    await waitFor(actor, (snapshot) => snapshot.matches('authorized'));
    expect(asked.polls).toBe(3);
    expect(shared).toEqual([{ value: TOKEN.value, threeLegged: true }]);
    expect(statuses(started)).toEqual({ request: 'done', consent: 'done', poll: 'done', token: 'done', call: 'current' });
    // The playground's call: one without the token does not count; one with it lights the last step.
    actor.send({ type: 'authorize.called', status: 200, withToken: false });
    expect(statuses(started).call).toBe('current');
    actor.send({ type: 'authorize.called', status: 200, withToken: true });
    expect(statuses(started).call).toBe('done');
    expect(actor.getSnapshot().context.called).toBe(200);
    // Forgotten: the playground's calls go without it again.
    actor.send({ type: 'authorize.forget' });
    expect(shared.at(-1)).toBeNull();
    expect(selectPhase(actor.getSnapshot())).toBe('idle');
  });

  it('CIBA: a refusal or a request left to lapse stops at the poll, with the operator’s code; the choices stay', async () => {
    for (const code of ['access_denied', 'expired_token']) {
      const started = start({ polls: [async () => Promise.reject(new OperatorError(code))] });
      const { actor, clock } = started;
      actor.send({ type: 'authorize.loginHint', loginHint: '+99099000002' });
      actor.send({ type: 'authorize.start' });
      await waitFor(actor, (snapshot) => snapshot.matches({ ciba: 'waiting' }));
      clock.increment(2000);
      await waitFor(actor, (snapshot) => snapshot.matches('failed'));
      expect(selectFailure(actor.getSnapshot())).toEqual({ step: 'poll', code });
      expect(statuses(started)).toMatchObject({ request: 'done', consent: 'done', poll: 'failed', token: 'waiting' });
      expect(actor.getSnapshot().context.loginHint).toBe('+99099000002');
    }
  });

  it('a request the operator refuses, or that never reaches it, stops at the first step; another start tries again', async () => {
    const started = start({ backchannel: async () => Promise.reject(new Error('offline')) });
    const { actor } = started;
    actor.send({ type: 'authorize.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectFailure(actor.getSnapshot())).toEqual({ step: 'request', code: 'unreachable' });
    expect(statuses(started).request).toBe('failed');
    // From a failure: choose again, then start the other flow.
    actor.send({ type: 'authorize.loginHint', loginHint: '+99020000001' });
    actor.send({ type: 'authorize.purpose', purpose: 'dpv:ServiceProvision' });
    actor.send({ type: 'authorize.flow', flow: 'clientCredentials' });
    actor.send({ type: 'authorize.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('authorized'));
    expect(started.asked.tokens).toEqual(['dpv:ServiceProvision sim-swap:check']);
    expect(started.shared).toEqual([{ value: TOKEN.value, threeLegged: false }]);

    const refused = start({ token: async () => Promise.reject(new OperatorError('invalid_scope')) });
    refused.actor.send({ type: 'authorize.flow', flow: 'clientCredentials' });
    refused.actor.send({ type: 'authorize.start' });
    await waitFor(refused.actor, (snapshot) => snapshot.matches('failed'));
    expect(selectFailure(refused.actor.getSnapshot())).toEqual({ step: 'request', code: 'invalid_scope' });
    refused.actor.send({ type: 'authorize.flow', flow: 'ciba' });
    refused.actor.send({ type: 'authorize.start' });
    await waitFor(refused.actor, (snapshot) => snapshot.matches({ ciba: 'waiting' }));
  });

  it('takes only the flows the API allows; Stop ends a flow under way', async () => {
    const { actor, asked } = start({ backchannel: () => new Promise<never>(() => undefined) }, { ...INPUT, flows: ['clientCredentials'] });
    expect(actor.getSnapshot().context.flow).toBe('clientCredentials');
    actor.send({ type: 'authorize.flow', flow: 'ciba' });
    expect(actor.getSnapshot().context.flow).toBe('clientCredentials');

    const hanging = start({ backchannel: () => new Promise<never>(() => undefined), token: () => new Promise<never>(() => undefined) });
    hanging.actor.send({ type: 'authorize.start' });
    expect(selectPhase(hanging.actor.getSnapshot())).toBe('running');
    hanging.actor.send({ type: 'authorize.cancel' });
    expect(selectPhase(hanging.actor.getSnapshot())).toBe('idle');
    hanging.actor.send({ type: 'authorize.flow', flow: 'clientCredentials' });
    hanging.actor.send({ type: 'authorize.start' });
    hanging.actor.send({ type: 'authorize.cancel' });
    expect(selectPhase(hanging.actor.getSnapshot())).toBe('idle');
    expect(asked.backchannel).toEqual([]);
  });

  it('a token that outlives its life is dropped; from there a new flow or Forget', async () => {
    const started = start();
    const { actor, clock, shared } = started;
    actor.send({ type: 'authorize.flow', flow: 'clientCredentials' });
    actor.send({ type: 'authorize.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('authorized'));
    clock.increment(TOKEN.expiresIn * 1000);
    expect(selectPhase(actor.getSnapshot())).toBe('expired');
    expect(shared.at(-1)).toBeNull();
    // Choices can change before the next flow.
    actor.send({ type: 'authorize.loginHint', loginHint: '+99099000002' });
    actor.send({ type: 'authorize.purpose', purpose: 'dpv:ServiceProvision' });
    actor.send({ type: 'authorize.flow', flow: 'clientCredentials' });
    expect(actor.getSnapshot().context).toMatchObject({ loginHint: '+99099000002', purpose: 'dpv:ServiceProvision' });
    expect(statuses(started)).toMatchObject({ request: 'done', token: 'failed' });
    actor.send({ type: 'authorize.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('authorized'));
    clock.increment(TOKEN.expiresIn * 1000);
    actor.send({ type: 'authorize.forget' });
    expect(selectPhase(actor.getSnapshot())).toBe('idle');
    // And from expiry, CIBA again.
    actor.send({ type: 'authorize.flow', flow: 'ciba' });
    actor.send({ type: 'authorize.start' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ciba: 'waiting' }));
    clock.increment(2000);
    await waitFor(actor, (snapshot) => snapshot.matches('authorized'));
    clock.increment(TOKEN.expiresIn * 1000);
    actor.send({ type: 'authorize.start' });
    expect(actor.getSnapshot().matches('ciba')).toBe(true);
  });
});

describe('the playground with the Authorize step', () => {
  const SIM_SWAP: PlaygroundInput = {
    api: 'sim-swap',
    operations: [
      {
        id: 'checkSimSwap',
        method: 'POST',
        path: '/sandbox/sim-swap/v2/check',
        numberField: 'phoneNumber',
        fields: [
          { name: 'phoneNumber', in: 'body', kind: 'string', required: true },
          { name: 'maxAge', in: 'body', kind: 'integer', required: false },
        ],
        example: { phoneNumber: '+99020000001', maxAge: '240' },
      },
    ],
    authorize: INPUT,
    tokenNamesDevice: true,
  };

  it('carries the token on its calls, leaves the number out of a three-legged one, and lights the diagram’s call', async () => {
    const sent: PlaygroundRequest[] = [];
    const machine = playgroundMachine.provide({
      actors: {
        readDraft: fromPromise<string | null, { api: string }>(async () => null),
        sendRequest: fromPromise<PlaygroundAnswer, PlaygroundRequest>(async ({ input }) => {
          sent.push(input);
          return { operationId: input.operationId, status: 200, correlator: null, ms: 1, body: { swapped: true } };
        }),
        authorize: playgroundAuthorizeMachine.provide({
          actors: {
            requestBackchannel: fromPromise(async () => ({ authReqId: 'r', interval: 0 })),
            pollToken: fromPromise<PollResult, { authReqId: string }>(async () => ({ kind: 'token', token: TOKEN })),
            requestToken: fromPromise(async () => TOKEN),
          },
        }),
      },
      actions: { saveDraft: () => {}, focusField: () => {}, keepFocus: () => {} },
    });
    const actor = createActor(machine, { input: SIM_SWAP, inspect }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    const authorize = actor.getSnapshot().children.authorize as ActorRefFrom<typeof authorizeMachine>;
    authorize.send({ type: 'authorize.start' });
    await waitFor(actor, (snapshot) => snapshot.context.token !== null);
    actor.send({ type: 'playground.send' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { request: 'answered' } }));
    expect(sent[0]).toMatchObject({ authorization: 'Bearer h.c.s', body: { maxAge: 240 } });
    expect(sent[0]?.body).not.toHaveProperty('phoneNumber');
    await flush();
    expect(authorize.getSnapshot().context.called).toBe(200);

    // Forgotten: the number goes in the body again, and no header.
    authorize.send({ type: 'authorize.forget' });
    expect(actor.getSnapshot().context.token).toBeNull();
    actor.send({ type: 'playground.send' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { request: 'answered' } }) && sent.length === 2);
    expect(sent[1]).toEqual({
      operationId: 'checkSimSwap',
      method: 'POST',
      path: '/sandbox/sim-swap/v2/check',
      body: { phoneNumber: '+99020000001', maxAge: 240 },
    });

    // A two-legged token: the body names the device as before.
    authorize.send({ type: 'authorize.flow', flow: 'clientCredentials' });
    authorize.send({ type: 'authorize.start' });
    await waitFor(actor, (snapshot) => snapshot.context.token !== null);
    actor.send({ type: 'playground.send' });
    await waitFor(actor, () => sent.length === 3);
    expect(sent[2]).toMatchObject({ authorization: 'Bearer h.c.s', body: { phoneNumber: '+99020000001' } });
  });
});

describe('the Authorize step’s connects: what the view shows, and what its handlers send', () => {
  it('the choices: flow, line and purpose change until the flow runs; start, cancel, forget', async () => {
    const { actor } = start({ backchannel: () => new Promise<never>(() => undefined) });
    const { view, sent } = connected(actor, connectAuthorizeChoices);
    expect(view()).toMatchObject({ flow: 'ciba', flows: INPUT.flows, loginHint: '+99020000001', phase: 'idle', busy: false });
    view().chooseLine('+99099000002');
    view().choosePurpose('dpv:RequestedServiceProvision');
    expect(view()).toMatchObject({ loginHint: '+99099000002', purpose: 'dpv:RequestedServiceProvision' });
    view().start();
    expect(view()).toMatchObject({ phase: 'running', busy: true });
    view().cancel();
    expect(view()).toMatchObject({ phase: 'idle', busy: false });
    view().chooseFlow('clientCredentials');
    expect(view().flow).toBe('clientCredentials');
    view().start();
    await waitFor(actor, (snapshot) => snapshot.matches('authorized'));
    expect(view()).toMatchObject({ phase: 'authorized', busy: true });
    view().forget();
    expect(view().phase).toBe('idle');
    expect(sent).toEqual([
      { type: 'authorize.loginHint', loginHint: '+99099000002' },
      { type: 'authorize.purpose', purpose: 'dpv:RequestedServiceProvision' },
      { type: 'authorize.start' },
      { type: 'authorize.cancel' },
      { type: 'authorize.flow', flow: 'clientCredentials' },
      { type: 'authorize.start' },
      { type: 'authorize.forget' },
    ]);
  });

  it('the diagram, the outcome, the token and the samples’ scope follow the flow', async () => {
    const started = start({ polls: [async () => ({ kind: 'slowDown' }), async () => ({ kind: 'token', token: TOKEN })] });
    const { actor, clock } = started;
    const diagram = connected(actor, connectAuthorizeDiagram, 5).view;
    const outcome = connected(actor, connectAuthorizeOutcome).view;
    const token = connected(actor, connectAuthorizeToken).view;
    const samples = connected(actor, connectAuthorizeSamples).view;
    // Before the operator names an interval, the page's own.
    expect(diagram()).toMatchObject({ flow: 'ciba', seconds: 5 });
    expect(diagram().steps.map(({ step }) => step)).toEqual(['request', 'consent', 'poll', 'token', 'call']);
    expect(outcome()).toMatchObject({ phase: 'idle', polls: 0, lastPoll: null, failure: null, called: null });
    expect(samples()).toEqual({ flow: 'ciba', loginHint: '+99020000001', scope: 'openid dpv:FraudPreventionAndDetection sim-swap:check' });
    actor.send({ type: 'authorize.start' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ciba: 'waiting' }));
    expect(diagram().seconds).toBe(2);
    clock.increment(2000);
    await waitFor(actor, (snapshot) => snapshot.context.polls.length === 1);
    expect(outcome()).toMatchObject({ phase: 'running', polls: 1, lastPoll: 'slow_down' });
    expect(token().token).toBeNull();
    clock.increment((2 + SLOW_DOWN_SECONDS) * 1000);
    await waitFor(actor, (snapshot) => snapshot.matches('authorized'));
    expect(token().token).toMatchObject({ header: TOKEN.header, claims: TOKEN.claims });
    actor.send({ type: 'authorize.called', status: 200, withToken: true });
    expect(outcome()).toMatchObject({ phase: 'authorized', called: 200, flow: 'ciba' });
  });
});
