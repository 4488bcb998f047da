// What the API pages derive from the OpenAPI documents, the samples and the cost estimate.
import { describe, expect, it } from 'vitest';
import { API_CATALOGUE } from '../../src/config/api-catalogue.ts';
import { apiReference } from '../../src/config/api-reference.ts';
import { curlCommand, ORIGIN_PLACEHOLDER, SAMPLE_LANGUAGES, tokensText } from '../../src/config/api-samples.ts';
import { snippet, snippets } from '../../scripts/vite/api-snippets.ts';
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { estimateTotal, parseCalls } from '../../src/features/apis/estimate.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import en from '../../src/locales/en/apis.json' with { type: 'json' };

const references = API_CATALOGUE.map((api) => ({ api, reference: apiReference(OPENAPI_DOCUMENTS[api.slug], api) }));

describe('the API reference read from each document', () => {
  it.each(references)('$api.slug: every operation, field and error code has its words', ({ api, reference }) => {
    const item = en.items[api.slug] as { operations: Record<string, string>; fields: Record<string, string> };
    const fields = new Set(
      reference.endpoints.flatMap((endpoint) =>
        [...endpoint.parameters, ...endpoint.request, ...endpoint.response.fields].map((f) => f.name),
      ),
    );
    expect(Object.keys(item.operations).sort()).toEqual(api.endpoints.map((endpoint) => endpoint.operationId).sort());
    // Every field shown has a meaning, and no meaning is left without a field.
    expect(Object.keys(item.fields).sort()).toEqual([...fields].sort());
    // The error catalogue: what each code means and what to do, and each cause the sandbox has, in words.
    for (const { code, causes } of reference.endpoints.flatMap((endpoint) => endpoint.errors)) {
      expect((en.errors as Record<string, string>)[code], code).toBeTruthy();
      expect((en.remedies as Record<string, string>)[code], `what to do about ${code}`).toBeTruthy();
      for (const cause of causes) {
        const name = cause.kind === 'rule' ? cause.rule : cause.kind === 'request' ? cause.cause : undefined;
        if (name !== undefined) expect((en.causes as Record<string, string>)[name], `${code}: ${name}`).toBeTruthy();
      }
    }
  });

  it('no words for an error, a remedy or a cause that no page shows', () => {
    const rows = references.flatMap(({ reference }) => reference.endpoints.flatMap((endpoint) => endpoint.errors));
    const codes = new Set(rows.map(({ code }) => code));
    const causes = new Set(
      rows.flatMap(({ causes: found }) =>
        found.flatMap((cause) => (cause.kind === 'rule' ? [cause.rule] : cause.kind === 'request' ? [cause.cause] : [])),
      ),
    );
    expect(Object.keys(en.remedies as object).filter((code) => !codes.has(code))).toEqual([]);
    expect(Object.keys(en.causes as object).filter((name) => !causes.has(name))).toEqual([]);
  });

  it('reads names, types and required-ness from the schemas, nested fields by their path', () => {
    const location = references.find(({ api }) => api.slug === 'device-location')!.reference;
    const [verify] = location.endpoints;
    expect(verify!.path).toBe('/sandbox/location-verification/v3/verify');
    // A three-legged token names the device, so the body may leave it (and its number) out.
    expect(verify!.request).toContainEqual({ name: 'device.phoneNumber', type: 'string', required: false });
    expect(verify!.request).toContainEqual({ name: 'area.areaType', type: 'string', values: ['CIRCLE'], required: true });
    expect(verify!.request).toContainEqual({ name: 'maxAge', type: 'integer', required: false });
    expect(verify!.response.fields).toContainEqual({ name: 'lastLocationTime', type: 'string (date-time)', required: true });
    expect(verify!.errors).toContainEqual({
      status: 422,
      code: 'LOCATION_VERIFICATION.UNABLE_TO_LOCATE',
      causes: [{ kind: 'number', number: '+99030000004', outcome: expect.any(String) as string }],
    });
    const status = references.find(({ api }) => api.slug === 'device-status')!.reference;
    expect(status.endpoints[0]!.response.fields).toContainEqual({ name: 'countryName', type: 'array of string', required: false });
  });

  it('does not repeat a response table: a list of subscriptions, or one read, refers to creating one', () => {
    const simSwap = references.find(({ api }) => api.slug === 'sim-swap')!.reference;
    const [, , create, list, read, remove] = simSwap.endpoints;
    expect(create!.response.fields.map(({ name }) => name)).toContain('status');
    expect(list!.response).toEqual({ status: 200, fields: [], sameAs: 'createSimSwapSubscription', list: true });
    expect(read!.response).toEqual({ status: 200, fields: [], sameAs: 'createSimSwapSubscription' });
    expect(remove!.response).toEqual({ status: 204, fields: [] });
  });

  it('does not repeat a response table: reading a QoS session refers to creating one', () => {
    const qod = references.find(({ api }) => api.slug === 'quality-on-demand')!.reference;
    const [create, read, release] = qod.endpoints;
    expect(create!.response.fields.length).toBeGreaterThan(5);
    expect(read!.response).toEqual({ status: 200, fields: [], sameAs: 'createSession' });
    expect(release!.response).toEqual({ status: 204, fields: [] });
    expect(read!.parameters).toEqual([{ name: 'sessionId', type: 'string (uuid)', required: true }]);
  });

  it('tabulates each test number with what each operation answers, times as offsets', () => {
    const simSwap = references.find(({ api }) => api.slug === 'sim-swap')!.reference;
    expect(simSwap.numberOperations).toEqual(['checkSimSwap', 'retrieveSimSwapDate', 'createSimSwapSubscription']);
    expect(simSwap.numbers[0]).toEqual({
      number: '+99020000001',
      outcome: 'swappedRecently',
      answers: {
        checkSimSwap: { kind: 'positive', status: 200, isError: false, text: '{"swapped":true}' },
        retrieveSimSwapDate: { kind: 'positive', status: 200, isError: false, text: '{"latestSimChange":"<now-PT30M>"}' },
        createSimSwapSubscription: { kind: 'negative', status: 201, isError: false, text: '{"status":"ACTIVE"}' },
      },
    });
    // The number whose SIM is swapped a minute after a subscription, and the QoS session the network ends.
    expect(simSwap.events).toEqual({ swaps: [{ number: '+99020000005', seconds: 60 }], networkEnds: [] });
    const qod = references.find(({ api }) => api.slug === 'quality-on-demand')!.reference;
    expect(qod.events).toEqual({ swaps: [], networkEnds: [{ number: '+99050000005', seconds: 20 }] });
    expect(simSwap.numbers.at(-1)).toMatchObject({
      outcome: 'otherTestNumber',
      answers: { checkSimSwap: { status: 404, text: 'IDENTIFIER_NOT_FOUND' } },
    });
    expect(simSwap.outsideTestRange).toEqual({ status: 422, code: 'SERVICE_NOT_APPLICABLE' });
  });
});

describe('the samples, written from one request', () => {
  const simSwap = references.find(({ api }) => api.slug === 'sim-swap')!.reference;
  const request = simSwap.endpoints[0]!.sample;
  const qod = references.find(({ api }) => api.slug === 'quality-on-demand')!.reference;
  const release = qod.endpoints[2]!.sample;
  const url = `${ORIGIN_PLACEHOLDER}/sandbox/sim-swap/v2/check`;

  it('every language names the sandbox path on the origin and the method', () => {
    const written = snippets(request);
    expect(Object.keys(written)).toEqual([...SAMPLE_LANGUAGES]);
    for (const [language, code] of Object.entries(written)) {
      expect(code, language).toContain(url);
      expect(code, language).toMatch(/POST|Post|post/);
      // The example's number, in the body every language sends.
      expect(code, language).toContain('+99020000001');
    }
  });

  it('curl sends the example body as JSON', () => {
    const curl = snippet(request, 'curl');
    expect(curl).toMatch(/^curl --request POST \\\n {2}--url \{\{origin\}\}\/sandbox\/sim-swap\/v2\/check \\/);
    expect(JSON.parse(/--data '([\s\S]*)'$/.exec(curl)![1]!)).toEqual({ phoneNumber: '+99020000001', maxAge: 240 });
  });

  it('the live curl writer writes what the generator writes, for every sample', () => {
    for (const { reference } of references)
      for (const { sample } of reference.endpoints) expect(curlCommand(sample)).toBe(snippet(sample, 'curl'));
  });

  it('JavaScript sends the same body and prints the answer', async () => {
    const js = snippet(request, 'javascript');
    // Run the JavaScript sample against a fake fetch and compare what it sends.
    const sent: { url?: string; init?: RequestInit } = {};
    const fakeFetch = async (to: string, init: RequestInit) => {
      Object.assign(sent, { url: to, init });
      return { status: 200, json: async () => ({ swapped: true }) };
    };
    const logged: unknown[] = [];
    // The sample as a visitor pastes it, run with this test's fetch and console.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function('fetch', 'console', js) as (...args: unknown[]) => void;
    run(fakeFetch, { log: (...args: unknown[]) => logged.push(...args), error: (error: unknown) => logged.push(error) });
    await new Promise((done) => setTimeout(done, 0));
    expect(sent.url).toBe(url);
    expect(JSON.parse(sent.init?.body as string)).toEqual(request.body);
    expect(logged).toEqual([{ swapped: true }]);
  });

  it('a DELETE without a body and a 204 without JSON say so', () => {
    expect(snippet(release, 'curl')).toBe(
      `curl --request DELETE \\\n  --url ${ORIGIN_PLACEHOLDER}/sandbox/quality-on-demand/v1/sessions/3fa85f64-5717-4562-b3fc-2c963f66afa6`,
    );
    // The fetch sample prints the status: there is no JSON to read.
    expect(snippet(release, 'javascript')).toMatch(/\{method: 'DELETE'\}[\s\S]*\.then\(res => console\.log\(res\.status\)\)/);
    expect(snippet(release, 'javascript')).not.toContain('res.json()');
    expect(snippet(release, 'python')).toMatch(/requests\.delete\(url\)/);
  });

  it('copies as plain text with the origin put in', () => {
    expect(
      tokensText(
        [
          ['k', 'curl'],
          ['', ' '],
          ['s', `'${ORIGIN_PLACEHOLDER}/sandbox'`],
        ],
        'https://x.test',
      ),
    ).toBe("curl 'https://x.test/sandbox'");
  });
});

describe('the monthly cost estimate', () => {
  it('reads whole numbers as each language writes them', () => {
    expect(parseCalls('25000', 'en')).toEqual({ kind: 'calls', calls: 25000 });
    expect(parseCalls(' 25,000 ', 'en')).toEqual({ kind: 'calls', calls: 25000 });
    expect(parseCalls('25.000', 'es')).toEqual({ kind: 'calls', calls: 25000 });
    expect(parseCalls('25.000', 'pt')).toEqual({ kind: 'calls', calls: 25000 });
    expect(parseCalls('25,000', 'he')).toEqual({ kind: 'calls', calls: 25000 });
    expect(parseCalls('1 000 000', 'en')).toEqual({ kind: 'calls', calls: 1_000_000 });
    expect(parseCalls('', 'en')).toEqual({ kind: 'empty' });
    for (const language of LANGUAGES) expect(parseCalls('0', language)).toEqual({ kind: 'calls', calls: 0 });
  });

  it('refuses what is not a whole number of calls', () => {
    for (const raw of ['abc', '12a', '-5', '+5', '1e6', '2.5', '1,5', '9999999999999']) {
      const language = raw === '1,5' ? 'es' : 'en';
      expect(parseCalls(raw, language), raw).toEqual({ kind: 'invalid' });
    }
  });

  it('adds up the cost of every valid line, to the cent, leaving out empty and invalid ones', () => {
    expect(
      estimateTotal([
        { entry: { kind: 'calls', calls: 25000 }, costPerCall: 0.02 },
        { entry: { kind: 'calls', calls: 3 }, costPerCall: 0.005 },
        { entry: { kind: 'invalid' }, costPerCall: 0.05 },
        { entry: { kind: 'empty' }, costPerCall: 0.03 },
      ]),
    ).toBe(500.02);
    expect(estimateTotal([])).toBe(0);
    expect(estimateTotal([{ entry: { kind: 'calls', calls: 1_000_000 }, costPerCall: 0.008 }])).toBe(8000);
  });
});
