// The API pages' playground against its data and the real sandbox: every operation's fields
// make the page's own sample request (so the prerendered curl is the sample's), and the machine
// with the real fetch adapter, sending those fields to the sandbox (server/sandbox/ on
// loopback), gets the answer the page shows as its sample response, following the chain of
// Quality on Demand (create → read → release), OTP SMS (send → validate) and SIM Swap's
// subscriptions (subscribe → read → delete), whose sink is an events inbox made at the sandbox.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { parseInboxCard, type InboxCard, type inboxMachine } from '../../machines/inbox/index.ts';
import {
  buildRequest,
  playgroundInboxMachine,
  playgroundMachine,
  selectChainStep,
  type PlaygroundAnswer,
  type PlaygroundInbox,
  type PlaygroundRequest,
} from '../../machines/playground/index.ts';
import { createPlaygroundApi } from '../../src/adapters/playground-api.ts';
import { API_CATALOGUE } from '../../src/config/api-catalogue.ts';
import { apiReference } from '../../src/config/api-reference.ts';
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { playgroundInput } from '../../src/features/apis/playground/definition.ts';
import { useSandboxServer } from './sandbox-server.ts';

const PAGES = API_CATALOGUE.map((api) => {
  const reference = apiReference(OPENAPI_DOCUMENTS[api.slug], api);
  return { slug: api.slug, reference, input: playgroundInput(api.slug, reference) };
});

const sandbox = useSandboxServer();

/** The keys of a JSON body, nested, for comparing answers whose ids and times differ. */
const shape = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]))
    : typeof value;

const withoutSink = (value: unknown): unknown => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const { sink: _sink, ...rest } = value as Record<string, unknown>;
  return rest;
};

describe.each(PAGES)('the $slug playground', ({ reference, input }) => {
  it('makes the page’s sample request from the sample’s fields, and offers the test numbers in its phone field', () => {
    for (const operation of input.operations) {
      const endpoint = reference.endpoints.find(({ operationId }) => operationId === operation.id)!;
      // A sink is the events inbox's: here, the one the sample names.
      const { sink, sinkCredential } = (endpoint.sample.body ?? {}) as Partial<PlaygroundInbox> & { sink?: string };
      const inbox = operation.sink && sink && sinkCredential ? { url: sink, sinkCredential } : null;
      const { request, problems } = buildRequest(operation, operation.example, {}, inbox);
      expect(problems).toEqual([]);
      expect(request).toEqual({
        operationId: endpoint.operationId,
        method: endpoint.method,
        path: endpoint.sample.path,
        ...(endpoint.sample.body === undefined ? {} : { body: endpoint.sample.body }),
      });
      if (operation.numberField) expect(operation.fields.map(({ name }) => name)).toContain(operation.numberField);
    }
    expect(input.operations.filter(({ numberField }) => numberField).map(({ id }) => id)).toEqual(reference.numberOperations);
  });

  it('sends each operation to the sandbox and gets what the page shows as its sample response', async () => {
    const send = createPlaygroundApi({
      fetch: (path, init) => fetch(`${sandbox.origin}${path as string}`, init),
      now: () => performance.now(),
    });
    // The live machine's sending (src/adapters/playground.live.ts), to the sandbox's origin; no storage.
    // Its events inbox is made at the sandbox too.
    const machine = playgroundMachine.provide({
      actors: {
        sendRequest: fromPromise<PlaygroundAnswer, PlaygroundRequest>(({ input: request, signal }) => send(request, signal)),
        inbox: playgroundInboxMachine.provide({
          actors: {
            createInbox: fromPromise<InboxCard>(async () => {
              const made = await fetch(`${sandbox.origin}/sandbox/inboxes`, { method: 'POST' });
              return parseInboxCard(await made.json(), sandbox.origin)!;
            }),
          },
          actions: { storeCard: () => {} },
        }),
      },
    });
    const playground = createActor(machine, { input }).start();
    await waitFor(playground, (snapshot) => snapshot.matches('ready'));
    const inbox = playground.getSnapshot().children.inbox as ActorRefFrom<typeof inboxMachine> | undefined;
    if (inbox) {
      await waitFor(inbox, (snapshot) => snapshot.matches('idle'));
      inbox.send({ type: 'inbox.create' });
      await waitFor(playground, (snapshot) => snapshot.context.inbox !== null);
    }
    // In the page's order, except that a chain's follow-ups come right after the opener, with the id it gave.
    const chained = input.chain ? [input.chain.opener, ...input.chain.followUps] : [];
    const order = [...input.operations.map(({ id }) => id).filter((id) => !chained.includes(id)), ...chained];
    for (const operationId of order) {
      playground.send({ type: 'playground.operation', operation: operationId });
      playground.send({ type: 'playground.send' });
      const snapshot = await waitFor(playground, (state) => state.matches({ ready: { request: 'answered' } }), { timeout: 5000 });
      const answer = snapshot.context.answer!;
      const sample = reference.endpoints.find((endpoint) => endpoint.operationId === operationId)!.sampleResponse;
      expect({ operationId, status: answer.status }).toEqual({ operationId, status: sample.status });
      // A session sent with the inbox as its sink echoes it, where the page's sample has none.
      expect(shape(withoutSink(answer.body))).toEqual(shape(withoutSink(sample.body)));
      expect(answer.correlator).toMatch(/^[\w-]{8,}$/);
      expect(answer.ms).toBeGreaterThanOrEqual(0);
      if (input.chain && operationId === input.chain.opener) expect(selectChainStep(snapshot)).toBe('open');
    }
    if (input.chain) expect(selectChainStep(playground.getSnapshot())).toBe('closed');
    // What the sink operations sent went to the inbox: a session's AVAILABLE, a deleted subscription's end.
    const url = playground.getSnapshot().context.inbox?.url;
    if (url) {
      const { deliveries } = (await (await fetch(url)).json()) as { deliveries: { status: number; event: { type: string } }[] };
      expect(deliveries.length).toBeGreaterThan(0);
      expect(deliveries.every(({ status }) => status === 204)).toBe(true);
    }
    playground.stop();
  });
});
