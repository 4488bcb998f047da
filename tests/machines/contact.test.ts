import fc from 'fast-check';
import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountries, getExampleNumber } from 'libphonenumber-js/min';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  buildContactPayload,
  checkContact,
  checkPhone,
  CONTACT_CAPTCHA_TIMEOUT_MS,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_REQUEST_TIMEOUT_MS,
  connectContact,
  contactMachine,
  E164,
  EMPTY_CONTACT_VALUES,
  INTERESTS,
  isEmailShape,
  parseContactDraft,
  serializeContactDraft,
  type ContactCheck,
  type ContactField,
  type ContactRequest,
  type ContactValues,
} from '../../machines/contact/index.ts';
import type { ToastEvent } from '../../machines/toast/index.ts';
import { checkContactBody } from '../../server/contact/body.ts';
import { createContactApi } from '../../src/adapters/contact-api.ts';
import { connected, noSend } from './connect.ts';
import { inspect } from './coverage.ts';

const VALID: ContactValues = {
  fullName: 'Ada Lovelace',
  company: 'Analytical Engines Ltd',
  email: 'ada@engines.example',
  phoneNumber: '+12133734253',
  interest: 'kyc',
  message: 'We verify 2M numbers a month.',
};

const PAYLOAD = {
  businessEmail: 'ada@engines.example',
  companyName: 'Analytical Engines Ltd',
  fullName: 'Ada Lovelace',
  phoneNumber: '+12133734253',
  interestedInSelection: 'kyc',
  message: 'We verify 2M numbers a month.',
};

/** libphonenumber's example mobile number of every country that has one. */
const EXAMPLES = getCountries().flatMap((country) => getExampleNumber(country, examples) ?? []);

type Send = (request: ContactRequest, signal: AbortSignal) => Promise<unknown>;

interface Options {
  draft?: () => Promise<string | null>;
  token?: () => Promise<string | null>;
  send?: Send;
}

/** Never settles, like a request the network swallowed. */
const hang = () => new Promise<never>(() => undefined);

/** The contact machine with fakes for every effect, on a simulated clock. */
async function start(options: Options = {}) {
  const clock = new SimulatedClock();
  const toasts: ToastEvent[] = [];
  const toast = createActor(
    fromCallback<ToastEvent>(({ receive }) => {
      receive((event) => toasts.push(event));
    }),
  ).start();
  const effects = {
    prepared: 0,
    saved: [] as ContactValues[],
    cleared: 0,
    focused: [] as ContactField[],
    logged: [] as unknown[],
    tokens: 0,
    sent: [] as ContactRequest[],
    signals: [] as AbortSignal[],
  };
  const machine = contactMachine.provide({
    actors: {
      readDraft: fromPromise(() => (options.draft ?? (async () => null))()),
      getCaptchaToken: fromPromise(() => {
        effects.tokens += 1;
        return (options.token ?? (async () => 'token-123'))();
      }),
      sendRequest: fromPromise<unknown, ContactRequest>(({ input, signal }) => {
        effects.sent.push(input);
        effects.signals.push(signal);
        return (options.send ?? (async () => ({ ok: true })))(input, signal);
      }),
    },
    actions: {
      prepareCaptcha: () => void (effects.prepared += 1),
      saveDraft: (_, { values }) => void effects.saved.push(values),
      clearDraft: () => void (effects.cleared += 1),
      focusField: (_, { field }) => void effects.focused.push(field),
      logError: (_, { error }) => void effects.logged.push(error),
    },
  });
  const actor = createActor(machine, { input: { toast }, clock, inspect }).start();
  await waitFor(actor, (snapshot) => !snapshot.matches('restoring'));
  return { actor, clock, toasts, effects };
}

type Started = Awaited<ReturnType<typeof start>>;

function fill({ actor }: Started, values: Partial<ContactValues> = VALID) {
  for (const [field, value] of Object.entries(values) as [ContactField, string][]) actor.send({ type: 'contact.change', field, value });
}

const settled = ({ actor }: Started) =>
  waitFor(actor, (snapshot) => snapshot.matches('success') || snapshot.matches('failure') || snapshot.matches('idle'));
const toastKeys = (toasts: ToastEvent[]) =>
  toasts.map((event) => (event.type === 'toast.show' ? [event.toast.title.key, event.toast.description?.key, event.toast.variant] : []));

const FAILED_TOAST = ['contact:toast.failed.title', 'contact:toast.failed.description', 'destructive'];
const SENT_TOAST = ['contact:toast.sent.title', 'contact:toast.sent.description', 'success'];
const INVALID_PHONE_TOAST = ['contact:toast.invalidPhone.title', 'contact:toast.invalidPhone.description', 'destructive'];

/** The real fetch adapter over a fake fetch that answers with `response`. */
function hubAnswering(response: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(() => response());
  return { fetch, send: createContactApi({ fetch, hubOrigin: 'https://hub.example' }) };
}

describe('contact machine: start and draft', () => {
  it('starts restoring, then waits empty in idle and starts loading reCAPTCHA once', async () => {
    const started = await start();
    expect(started.actor.getSnapshot().value).toBe('idle');
    expect(started.actor.getSnapshot().context.values).toEqual(EMPTY_CONTACT_VALUES);
    expect(started.effects.prepared).toBe(1);
    expect(connectContact(started.actor.getSnapshot(), noSend).canSubmit).toBe(true);
    expect(connectContact(started.actor.getSnapshot(), noSend).busy).toBe(false);
  });

  it('cannot be submitted while the draft is being read', () => {
    const actor = createActor(contactMachine.provide({ actors: { readDraft: fromPromise<string | null>(hang) } }), {
      input: { toast: createActor(fromCallback(() => undefined)).start() },
      inspect,
    }).start();
    expect(actor.getSnapshot().value).toBe('restoring');
    expect(connectContact(actor.getSnapshot(), noSend).canSubmit).toBe(false);
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().value).toBe('restoring');
  });

  it('restores an unsent draft', async () => {
    const { actor } = await start({ draft: async () => serializeContactDraft(VALID) });
    expect(actor.getSnapshot().context.values).toEqual(VALID);
  });

  it('starts empty when reading the draft fails', async () => {
    const { actor } = await start({
      draft: async () => {
        throw new Error('storage blocked');
      },
    });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values).toEqual(EMPTY_CONTACT_VALUES);
  });

  it.each([
    ['not JSON', 'garbage{'],
    ['null', 'null'],
    ['an array', '["Ada"]'],
    ['a string', '"Ada"'],
    ['a number', '1e309'],
  ])('ignores a draft that is %s', async (_, raw) => {
    const { actor } = await start({ draft: async () => raw });
    expect(actor.getSnapshot().context.values).toEqual(EMPTY_CONTACT_VALUES);
  });

  it('keeps the usable fields of a damaged draft and drops the rest', async () => {
    const raw = JSON.stringify({ fullName: 'Ada', company: 42, email: { at: 1 }, interest: 'crypto', message: 'x'.repeat(5000), extra: 1 });
    const { actor } = await start({ draft: async () => raw });
    expect(actor.getSnapshot().context.values).toEqual({ ...EMPTY_CONTACT_VALUES, fullName: 'Ada' });
  });

  it('saves the draft on every change', async () => {
    const started = await start();
    started.actor.send({ type: 'contact.change', field: 'fullName', value: 'Ada' });
    started.actor.send({ type: 'contact.change', field: 'company', value: 'AE' });
    expect(started.actor.getSnapshot().context.values).toMatchObject({ fullName: 'Ada', company: 'AE' });
    expect(started.effects.saved.at(-1)).toEqual({ ...EMPTY_CONTACT_VALUES, fullName: 'Ada', company: 'AE' });
  });
});

describe('contact machine: validation', () => {
  it('is an observable, busy step before the token is asked for', async () => {
    const started = await start();
    fill(started);
    started.actor.send({ type: 'contact.submit' });
    expect(started.actor.getSnapshot().value).toBe('validating');
    expect(connectContact(started.actor.getSnapshot(), noSend).busy).toBe(true);
    expect(connectContact(started.actor.getSnapshot(), noSend).canSubmit).toBe(false);
    expect(started.effects.tokens).toBe(0);
    await waitFor(started.actor, (snapshot) => snapshot.matches('captcha') || snapshot.matches('sending') || snapshot.matches('success'));
  });

  it.each([
    ['letters', 'call me'],
    ['only the calling code', '+1'],
    ['too short', '+1213'],
    ['too long', '+1213373425312345678'],
    ['an unknown calling code', '+9991234567'],
    ['not valid for its country', '+11234567890'],
    ['longer than 250 characters', `+1${'2'.repeat(260)}`],
    ['missing', ''],
  ])('stops on a phone number that is %s: destructive toast, focus on the field, nothing sent', async (_, phoneNumber) => {
    const started = await start();
    fill(started, { ...VALID, phoneNumber });
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('idle'));
    expect(toastKeys(started.toasts)).toEqual([INVALID_PHONE_TOAST]);
    expect(started.actor.getSnapshot().context.invalidField).toBe('phoneNumber');
    expect(started.effects.focused).toEqual(['phoneNumber']);
    expect(started.effects.tokens).toBe(0);
    expect(started.effects.sent).toEqual([]);
    expect(started.actor.getSnapshot().context.values).toEqual({ ...VALID, phoneNumber });
  });

  it.each([
    ['fullName', 'Ada \u001b[31mLovelace'],
    ['company', 'Acme\u0000'],
    ['email', 'ada\u202e@engines.example'],
    ['fullName', 'Ada\nLovelace'],
    ['message', 'pay \u2066now'],
    ['message', 'half \ud83d'],
  ])("stops on %s with %j, which the service would refuse: the field says why, SPEC's error toast, nothing sent", async (field, value) => {
    const started = await start();
    fill(started, { ...VALID, [field]: value });
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('idle'));
    expect(started.actor.getSnapshot().context).toMatchObject({ invalidField: field, invalidProblem: 'unsafe' });
    expect(connectContact(started.actor.getSnapshot(), noSend).fieldMessage).toEqual({ key: 'contact:field.unsafe' });
    expect(toastKeys(started.toasts)).toEqual([FAILED_TOAST]);
    expect(started.effects.focused).toEqual([field]);
    expect(started.effects.sent).toEqual([]);
    expect(started.actor.getSnapshot().context.values).toEqual({ ...VALID, [field]: value });
  });

  it('sends line breaks in the message, Hebrew direction marks and emoji', async () => {
    const started = await start();
    fill(started, { ...VALID, message: 'שורה\r\nשנייה \u200f👩‍💻' });
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('success'));
    expect(started.effects.sent[0]!.payload.message).toBe('שורה\r\nשנייה \u200f👩‍💻');
  });

  it('forgets the invalid mark once that field is edited', async () => {
    const started = await start();
    fill(started, { ...VALID, phoneNumber: '+1213' });
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('idle'));
    started.actor.send({ type: 'contact.change', field: 'company', value: 'Other' });
    expect(started.actor.getSnapshot().context.invalidField).toBe('phoneNumber');
    started.actor.send({ type: 'contact.change', field: 'phoneNumber', value: VALID.phoneNumber });
    expect(started.actor.getSnapshot().context.invalidField).toBeNull();
  });

  it('re-checks required fields the browser lets through (blank-only text)', async () => {
    const started = await start();
    fill(started, { ...VALID, company: '   ' });
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('idle'));
    expect(toastKeys(started.toasts)).toEqual([['contact:toast.incomplete.title', 'contact:toast.incomplete.description', 'destructive']]);
    expect(started.effects.focused).toEqual(['company']);
    expect(started.effects.sent).toEqual([]);
  });

  it('rejects an e-mail the browser accepts but no mail server would (no dot in the domain)', async () => {
    const started = await start();
    fill(started, { ...VALID, email: 'ada@localhost' });
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('idle'));
    expect(toastKeys(started.toasts)).toEqual([
      ['contact:toast.invalidEmail.title', 'contact:toast.invalidEmail.description', 'destructive'],
    ]);
    expect(started.effects.focused).toEqual(['email']);
  });

  it('rejects an interest that is not in the list', async () => {
    const started = await start();
    fill(started, { ...VALID, interest: 'crypto' });
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('idle'));
    expect(started.actor.getSnapshot().context.invalidField).toBe('interest');
    expect(started.effects.sent).toEqual([]);
  });

  it('reports a check that throws as a failure', async () => {
    const clock = new SimulatedClock();
    const logged: unknown[] = [];
    const actor = createActor(
      contactMachine.provide({
        actors: {
          checkForm: fromPromise<ContactCheck, { values: ContactValues }>(async () => {
            throw new Error('boom');
          }),
        },
        actions: { logError: (_, { error }) => void logged.push(error) },
      }),
      { input: { toast: createActor(fromCallback(() => undefined)).start() }, clock, inspect },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'contact.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(logged).toEqual([new Error('boom')]);
  });
});

describe('contact machine: sending', () => {
  it('sends exactly the checked payload with the token, then clears everything and shows success', async () => {
    const started = await start();
    fill(started, { ...VALID, fullName: '  Ada Lovelace ' });
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('success'));
    expect(started.effects.sent).toEqual([{ payload: PAYLOAD, token: 'token-123', idempotencyKey: 'submission-1' }]);
    expect(toastKeys(started.toasts)).toEqual([SENT_TOAST]);
    expect(started.actor.getSnapshot().context.values).toEqual(EMPTY_CONTACT_VALUES);
    expect(started.effects.cleared).toBe(1);
    expect(started.effects.logged).toEqual([]);
    expect(connectContact(started.actor.getSnapshot(), noSend).busy).toBe(false);
  });

  it('sends without a token when reCAPTCHA is not configured', async () => {
    const started = await start({ token: async () => null });
    fill(started);
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('success'));
    expect(started.effects.sent).toEqual([{ payload: PAYLOAD, token: null, idempotencyKey: 'submission-1' }]);
  });

  it('fails without sending when the token cannot be had, and keeps every field', async () => {
    const error = new Error('Could not load reCAPTCHA');
    const started = await start({ token: () => Promise.reject(error) });
    fill(started);
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('failure'));
    expect(started.effects.sent).toEqual([]);
    expect(toastKeys(started.toasts)).toEqual([FAILED_TOAST]);
    expect(started.effects.logged).toEqual([error]);
    expect(started.actor.getSnapshot().context.failure).toEqual({ reason: 'captcha', error });
    expect(started.actor.getSnapshot().context.values).toEqual(VALID);
    expect(started.effects.cleared).toBe(0);
  });

  it('gives up on a token that never comes', async () => {
    const started = await start({ token: hang });
    fill(started);
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('captcha'));
    started.clock.increment(CONTACT_CAPTCHA_TIMEOUT_MS - 1);
    expect(started.actor.getSnapshot().value).toBe('captcha');
    started.clock.increment(1);
    expect(started.actor.getSnapshot().value).toBe('failure');
    expect(started.effects.sent).toEqual([]);
    expect(toastKeys(started.toasts)).toEqual([FAILED_TOAST]);
  });

  it.each([400, 500, 503])('fails on HTTP %i with "HTTP error! status: %i", logged, fields kept', async (status) => {
    const hub = hubAnswering(async () => new Response(JSON.stringify({ error: 'nope' }), { status }));
    const started = await start({ send: (request, signal) => hub.send(request, signal) });
    fill(started);
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('failure'));
    expect(hub.fetch).toHaveBeenCalledTimes(1);
    expect(started.effects.logged).toHaveLength(1);
    expect((started.effects.logged[0] as Error).message).toBe(`HTTP error! status: ${status}`);
    expect(toastKeys(started.toasts)).toEqual([FAILED_TOAST]);
    expect(started.actor.getSnapshot().context.values).toEqual(VALID);
  });

  it('says "too many requests" on HTTP 429 (the rate limit), logged, fields kept', async () => {
    const hub = hubAnswering(async () => new Response('{"ok":false,"error":"too_many_requests"}', { status: 429 }));
    const started = await start({ send: (request, signal) => hub.send(request, signal) });
    fill(started);
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('failure'));
    expect((started.effects.logged[0] as Error).message).toBe('HTTP error! status: 429');
    expect(toastKeys(started.toasts)).toEqual([
      ['contact:toast.rateLimited.title', 'contact:toast.rateLimited.description', 'destructive'],
    ]);
    expect(started.actor.getSnapshot().context.values).toEqual(VALID);
  });

  it('fails on a network error', async () => {
    const hub = hubAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const started = await start({ send: (request, signal) => hub.send(request, signal) });
    fill(started);
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('failure'));
    expect(started.effects.logged).toEqual([new TypeError('Failed to fetch')]);
    expect(started.actor.getSnapshot().context.values).toEqual(VALID);
  });

  it('succeeds through the real adapter on 201 with a JSON body', async () => {
    const hub = hubAnswering(async () => new Response('{"ok":true,"id":"1"}', { status: 201 }));
    const started = await start({ send: (request, signal) => hub.send(request, signal) });
    fill(started);
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('success'));
    const [url, init] = hub.fetch.mock.calls[0]!;
    expect(url).toBe('https://hub.example/api/v1/contact');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', 'X-Recaptcha-Token': 'token-123' });
    expect(JSON.parse(init?.body as string)).toEqual(PAYLOAD);
  });

  it('aborts a request that hangs for 15 s and reports it', async () => {
    const started = await start({ send: hang });
    fill(started);
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('sending'));
    started.clock.increment(CONTACT_REQUEST_TIMEOUT_MS - 1);
    expect(started.actor.getSnapshot().value).toBe('sending');
    expect(started.effects.signals[0]!.aborted).toBe(false);
    started.clock.increment(1);
    expect(started.actor.getSnapshot().value).toBe('failure');
    expect(started.effects.signals[0]!.aborted).toBe(true);
    expect(started.actor.getSnapshot().context.failure?.reason).toBe('timeout');
    expect(toastKeys(started.toasts)).toEqual([FAILED_TOAST]);
    expect(started.effects.logged).toHaveLength(1);
    expect(started.actor.getSnapshot().context.values).toEqual(VALID);
  });

  it('ignores a second submit while checking, getting the token or sending: one click, one request', async () => {
    let answer: (value: unknown) => void = () => undefined;
    let giveToken: (value: string) => void = () => undefined;
    const started = await start({
      token: () => new Promise((resolve) => (giveToken = resolve)),
      send: () => new Promise((resolve) => (answer = resolve)),
    });
    fill(started);
    started.actor.send({ type: 'contact.submit' });
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('captcha'));
    started.actor.send({ type: 'contact.submit' });
    giveToken('t');
    await waitFor(started.actor, (snapshot) => snapshot.matches('sending'));
    started.actor.send({ type: 'contact.submit' });
    started.actor.send({ type: 'contact.submit' });
    expect(started.actor.getSnapshot().value).toBe('sending');
    answer({ ok: true });
    await waitFor(started.actor, (snapshot) => snapshot.matches('success'));
    expect(started.effects.tokens).toBe(1);
    expect(started.effects.sent).toHaveLength(1);
    expect(toastKeys(started.toasts)).toEqual([SENT_TOAST]);
  });

  it('sends what was checked even if the visitor types while it is in flight', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const started = await start({ send: () => new Promise((resolve) => (answer = resolve)) });
    fill(started);
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('sending'));
    started.actor.send({ type: 'contact.change', field: 'fullName', value: 'Someone Else' });
    answer(null);
    await waitFor(started.actor, (snapshot) => snapshot.matches('success'));
    expect(started.effects.sent[0]!.payload.fullName).toBe('Ada Lovelace');
  });

  it('keys each submission: a retry of the same request keeps its Idempotency-Key, a changed or later one gets a new key', async () => {
    let calls = 0;
    const started = await start({
      send: async () => {
        calls += 1;
        if (calls <= 2) throw new Error('HTTP error! status: 503');
        return null;
      },
    });
    fill(started);
    for (const change of [null, null, 'We verify 3M numbers a month.']) {
      if (change) started.actor.send({ type: 'contact.change', field: 'message', value: change });
      started.actor.send({ type: 'contact.submit' });
      await waitFor(started.actor, (snapshot) => snapshot.matches('failure') || snapshot.matches('success'));
    }
    fill(started);
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('success') && started.effects.sent.length === 4);
    expect(started.effects.sent.map((request) => request.idempotencyKey)).toEqual([
      'submission-1',
      'submission-1',
      'submission-2',
      'submission-3',
    ]);
  });

  it('can try again after a failure, and write again after a success', async () => {
    let calls = 0;
    const started = await start({
      send: async () => {
        calls += 1;
        if (calls === 1) throw new Error('HTTP error! status: 503');
        return null;
      },
    });
    fill(started);
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('failure'));
    started.actor.send({ type: 'contact.submit' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('success'));
    expect(started.actor.getSnapshot().context.failure).toBeNull();
    expect(toastKeys(started.toasts)).toEqual([FAILED_TOAST, SENT_TOAST]);
    // The cleared form cannot be sent as it is.
    started.actor.send({ type: 'contact.submit' });
    await settled(started);
    expect(started.actor.getSnapshot().value).toBe('idle');
    expect(calls).toBe(2);
  });
});

describe('connectContact (the form)', () => {
  it('shows what is typed, the field refused with what to say there, and busy while sending', async () => {
    const started = await start({ send: hang });
    const { view, sent } = connected(started.actor, connectContact);
    expect(view()).toMatchObject({ values: EMPTY_CONTACT_VALUES, busy: false, canSubmit: true, invalidField: null, fieldMessage: null });
    for (const [field, value] of Object.entries({ ...VALID, phoneNumber: '+1' }) as [ContactField, string][]) view().change(field, value);
    expect(view().values).toEqual({ ...VALID, phoneNumber: '+1' });
    view().submit();
    await waitFor(started.actor, (snapshot) => snapshot.matches('idle'));
    expect(view()).toMatchObject({ invalidField: 'phoneNumber', fieldMessage: { key: 'contact:toast.invalidPhone.description' } });
    view().change('phoneNumber', VALID.phoneNumber);
    view().submit();
    expect(view()).toMatchObject({ busy: true, canSubmit: false });
    expect(sent.map((event) => event.type)).toEqual([
      ...Object.keys(VALID).map(() => 'contact.change'),
      'contact.submit',
      'contact.change',
      'contact.submit',
    ]);
    expect(sent[3]).toEqual({ type: 'contact.change', field: 'phoneNumber', value: '+1' });
  });
});

describe('contact API adapter', () => {
  const request: ContactRequest = { payload: PAYLOAD as ContactRequest['payload'], token: null, idempotencyKey: 'key-1' };

  it('posts to the same origin without a hub with its Idempotency-Key, and no token header without a token', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
    await expect(createContactApi({ fetch, hubOrigin: undefined })(request)).resolves.toBeNull();
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/contact');
    expect(fetch.mock.calls[0]![1]?.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' });
  });

  it("sends a hub exactly SPEC's request: no Idempotency-Key", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
    await createContactApi({ fetch, hubOrigin: 'https://hub.example' })({ ...request, token: 'tok' });
    expect(fetch.mock.calls[0]![1]?.headers).toEqual({ 'Content-Type': 'application/json', 'X-Recaptcha-Token': 'tok' });
  });

  it('parses a JSON body and rejects one that is not JSON', async () => {
    const ok = vi.fn<typeof globalThis.fetch>(async () => new Response('{"ok":true}', { status: 201 }));
    await expect(createContactApi({ fetch: ok, hubOrigin: 'https://hub.example/' })(request)).resolves.toEqual({ ok: true });
    expect(ok.mock.calls[0]![0]).toBe('https://hub.example/api/v1/contact');
    const broken = vi.fn<typeof globalThis.fetch>(async () => new Response('<html>', { status: 200 }));
    await expect(createContactApi({ fetch: broken, hubOrigin: '' })(request)).rejects.toThrow(SyntaxError);
  });
});

describe('phone check (property)', () => {
  it('never throws on any string, and what it accepts is E.164 and accepted again', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^\+?[\d ()+-]{0,24}$/)), (raw) => {
        const result = checkPhone(raw);
        if (result.ok) {
          expect(result.e164).toMatch(E164);
          expect(checkPhone(result.e164)).toEqual(result);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts the example mobile number of every country, in E.164', () => {
    expect(EXAMPLES.length).toBeGreaterThan(200);
    for (const example of EXAMPLES) expect(checkPhone(example.number), example.country).toEqual({ ok: true, e164: example.number });
  });

  it('accepts spaced and national forms of a valid number as the same E.164', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EXAMPLES), fc.constantFrom(' ', '-', ''), (example, separator) => {
        const spaced = `+${example.countryCallingCode}${separator}${example.nationalNumber}`;
        expect(checkPhone(spaced)).toEqual({ ok: true, e164: example.number });
      }),
      { numRuns: 1000 },
    );
  });

  it('is never valid with a national number outside 2–17 digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.oneof(fc.stringMatching(/^\d{0,1}$/), fc.stringMatching(/^\d{18,30}$/)),
        (code, digits) => {
          expect(checkPhone(`+${code}${digits}`).ok).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('payload builder (property)', () => {
  const anyValues = fc.record(
    Object.fromEntries(CONTACT_FIELDS.map((field) => [field, fc.string({ maxLength: 300 })])) as Record<ContactField, fc.Arbitrary<string>>,
  );
  const phones = EXAMPLES.map((example) => example.number);
  const plausible = fc.record({
    fullName: fc.string({ minLength: 1, maxLength: CONTACT_LIMITS.fullName }),
    company: fc.string({ minLength: 1, maxLength: CONTACT_LIMITS.company }),
    email: fc.emailAddress(),
    phoneNumber: fc.constantFrom(...phones),
    interest: fc.constantFrom(...INTERESTS),
    message: fc.string({ maxLength: CONTACT_LIMITS.message }),
  });

  it('never throws, and whatever it accepts the embedded endpoint accepts too', () => {
    fc.assert(
      fc.property(fc.oneof(anyValues, plausible), (values) => {
        const check = checkContact(values);
        if (!check.ok) return;
        expect(Object.keys(check.payload).sort()).toEqual(
          ['businessEmail', 'companyName', 'fullName', 'interestedInSelection', 'message', 'phoneNumber'].sort(),
        );
        expect(check.payload.phoneNumber).toMatch(E164);
        expect(INTERESTS).toContain(check.payload.interestedInSelection);
        expect(checkContactBody(JSON.parse(JSON.stringify(check.payload)))).toEqual({ ok: true, value: check.payload });
      }),
      { numRuns: 2000 },
    );
  });

  it('maps the form to the hub body: trimmed text, E.164 phone, the interest key', () => {
    fc.assert(
      fc.property(plausible, (values) => {
        const check = checkContact(values);
        const blank = values.fullName.trim() === '' || values.company.trim() === '';
        if (blank || !isEmailShape(values.email)) {
          expect(check.ok).toBe(false);
          return;
        }
        expect(check).toEqual({
          ok: true,
          payload: {
            businessEmail: values.email,
            companyName: values.company.trim(),
            fullName: values.fullName.trim(),
            phoneNumber: values.phoneNumber,
            interestedInSelection: values.interest,
            message: values.message.trim(),
          },
        });
        expect(buildContactPayload(values, values.phoneNumber)).toEqual(check.ok ? check.payload : null);
      }),
      { numRuns: 1000 },
    );
  });

  it('parses any stored draft without throwing, into strings within their limits', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          anyValues.map((values) => JSON.stringify(values)),
        ),
        (raw) => {
          const draft = parseContactDraft(raw);
          if (draft === null) return;
          for (const field of CONTACT_FIELDS) {
            expect(typeof draft[field]).toBe('string');
            expect(draft[field].length).toBeLessThanOrEqual(CONTACT_LIMITS[field]);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
