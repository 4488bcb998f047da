// The API pages' playground against its data and the real sandbox: every operation's fields
// make the page's own sample request (so the prerendered curl is the sample's), and the machine
// with the real fetch adapter, sending those fields to the sandbox (server/sandbox/ on
// loopback), gets the answer the page shows as its sample response, following the chain of
// Quality on Demand (create → read → release) and OTP SMS (send → validate).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  buildRequest,
  playgroundMachine,
  selectChainStep,
  type PlaygroundAnswer,
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

describe.each(PAGES)('the $slug playground', ({ reference, input }) => {
  it('makes the page’s sample request from the sample’s fields, and offers the test numbers in its phone field', () => {
    for (const operation of input.operations) {
      const endpoint = reference.endpoints.find(({ operationId }) => operationId === operation.id)!;
      const { request, problems } = buildRequest(operation, operation.example);
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
    const machine = playgroundMachine.provide({
      actors: { sendRequest: fromPromise<PlaygroundAnswer, PlaygroundRequest>(({ input: request, signal }) => send(request, signal)) },
    });
    const playground = createActor(machine, { input }).start();
    await waitFor(playground, (snapshot) => snapshot.matches('ready'));
    // In the page's order, except that a chain's follow-ups take the id its opener gave.
    const order = input.chain ? [input.chain.opener, ...input.chain.followUps] : input.operations.map(({ id }) => id);
    for (const operationId of order) {
      playground.send({ type: 'playground.operation', operation: operationId });
      playground.send({ type: 'playground.send' });
      const snapshot = await waitFor(playground, (state) => state.matches({ ready: { request: 'answered' } }), { timeout: 5000 });
      const answer = snapshot.context.answer!;
      const sample = reference.endpoints.find((endpoint) => endpoint.operationId === operationId)!.sampleResponse;
      expect({ operationId, status: answer.status }).toEqual({ operationId, status: sample.status });
      expect(shape(answer.body)).toEqual(shape(sample.body));
      expect(answer.correlator).toMatch(/^[\w-]{8,}$/);
      expect(answer.ms).toBeGreaterThanOrEqual(0);
      if (input.chain && operationId === input.chain.opener) expect(selectChainStep(snapshot)).toBe('open');
    }
    if (input.chain) expect(selectChainStep(playground.getSnapshot())).toBe('closed');
    playground.stop();
  });
});
