// The API pages' samples against the sandbox itself, with no build and no browser: every curl
// sample and every row of every test-number table, run with the real curl against an
// in-process sandbox on loopback (tests/e2e/sandbox-samples.ts), and the JavaScript and Python
// samples shown to send exactly the request the curl one sends. The served stacks run the
// same check: tests/e2e/sandbox-hub.spec.ts and tests/e2e-prod/sandbox-prod.spec.ts.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER, sampleWithNumber, type SampleRequest } from '../../src/config/api-samples.ts';
import { snippet } from '../../scripts/vite/api-snippets.ts';
import {
  BODY_SAMPLES,
  checkSampleLanguages,
  checkSamples,
  FOLLOW_UP_CALLS,
  PYTHON_WITH_REQUESTS,
  sampleCases,
} from '../e2e/sandbox-samples.ts';
import { sandboxRateLimit } from '../../server/sandbox/sandbox.ts';
import { useSandboxServer } from './sandbox-server.ts';

const ORIGIN = 'https://sandbox.test';
const ALL_CASES = sampleCases().flatMap((api) => api.cases);
const has = (command: string) => !spawnSync(command, ['--version']).error;

describe.runIf(has('curl'))('every sample, run with curl against the sandbox', () => {
  // Room for the whole run in one window: at the usual 60 requests a client, the run's 88 waited
  // 30 s for the next (the served stacks' runs keep the usual limit; tests/unit/sandbox.test.ts
  // checks the limit itself).
  const sandbox = useSandboxServer({ rateLimit: sandboxRateLimit(200) });

  it('answers what the page says', async () => {
    const { ran, failures } = await checkSamples(sandbox.origin);
    expect(failures).toEqual([]);
    // The pages' 15 samples; a row for each listed number and operation (39: SIM Swap's five
    // numbers answer its three number operations each, Device Status's two), another +990
    // number and one outside +990 for each of the 9 operations that take a number (18); then 16
    // follow-up calls (FOLLOW_UP_CALLS).
    expect(ALL_CASES).toHaveLength(15 + 39 + 18);
    expect(ran).toBe(ALL_CASES.length + FOLLOW_UP_CALLS);
  }, 120_000);
});

// In CI the toolchains are installed (.ci/run): a missing one fails there rather than skips.
const canRunPython = !!process.env.CI || !spawnSync(PYTHON_WITH_REQUESTS, ['-c', 'import requests']).error;

describe.runIf(canRunPython)('every JavaScript and Python page sample, run against the sandbox', () => {
  const sandbox = useSandboxServer();

  it('prints the body its page says', async () => {
    const { ran, failures } = await checkSampleLanguages(sandbox.origin);
    expect(failures).toEqual([]);
    // The page samples that answer a body, in two languages.
    expect(ran).toBe(2 * BODY_SAMPLES);
  }, 120_000);
});

describe('the JavaScript and Python samples send what the curl sample sends', () => {
  /** What a sample's `fetch` call sends, run with a stand-in fetch. */
  async function jsRequest(request: SampleRequest) {
    const code = snippet(request, 'javascript').replaceAll(ORIGIN_PLACEHOLDER, ORIGIN);
    const calls: { url: string; init?: { method?: string; headers?: Record<string, string>; body?: string } }[] = [];
    const fetch = async (url: string, init?: (typeof calls)[number]['init']) => {
      calls.push({ url, init });
      return { status: 200, json: async () => ({}) };
    };
    type Compiled = new (...args: string[]) => (...values: unknown[]) => Promise<void>;
    const AsyncFunction = (Object.getPrototypeOf(async () => {}) as { constructor: Compiled }).constructor;
    const errors: unknown[] = [];
    await new AsyncFunction('fetch', 'console', code)(fetch, { log: () => {}, error: (error: unknown) => errors.push(error) });
    // The sample's promise chain settles after the call it makes.
    await new Promise((done) => setTimeout(done, 0));
    expect(errors).toEqual([]);
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [(typeof calls)[number]];
    return {
      method: init?.method ?? 'GET',
      url,
      contentType: init?.headers?.['Content-Type'],
      body: init?.body === undefined ? undefined : (JSON.parse(init.body) as unknown),
    };
  }

  /** What curl would send: its method, URL, Content-Type and body, read off the command. */
  function curlRequest(request: SampleRequest) {
    const code = snippet(request, 'curl').replaceAll(ORIGIN_PLACEHOLDER, ORIGIN);
    const quoted = (text: string) => text.replace(/'\\''/g, "'");
    const body = /--data '((?:[^']|'\\'')*)'/.exec(code)?.[1];
    return {
      method: /--request (\w+)/.exec(code)?.[1],
      url: /--url (\S+)/.exec(code)?.[1],
      contentType: /--header 'Content-Type: ([^']+)'/.exec(code)?.[1],
      body: body === undefined ? undefined : (JSON.parse(quoted(body)) as unknown),
    };
  }

  it.each(ALL_CASES.map((sample) => [sample.label, sample.request] as const))('%s', async (_, request) => {
    const curl = curlRequest(request);
    expect(curl.url).toBe(`${ORIGIN}${request.path}`);
    expect(curl.body).toEqual(request.body);
    expect(await jsRequest(request)).toEqual(curl);
  });

  it.runIf(has('python3'))('Python: the same method, URL and JSON body, for every sample', () => {
    // requests, stood in for: records the call as JSON.
    const stub = [
      'import json, sys, types',
      'calls = []',
      'class Response:',
      '    status_code = 200',
      '    text = "{}"',
      'def call(method):',
      '    def send(url, json=None, headers=None): calls.append({"method": method, "url": url, "body": json}); return Response()',
      '    return send',
      'sys.modules["requests"] = types.SimpleNamespace(get=call("GET"), post=call("POST"), delete=call("DELETE"))',
    ].join('\n');
    const samples = ALL_CASES.map(({ request }) => snippet(request, 'python').replaceAll(ORIGIN_PLACEHOLDER, ORIGIN));
    const program = [stub, ...samples.map((sample) => `exec(${JSON.stringify(sample)})`), 'print(json.dumps(calls))'].join('\n');
    const result = spawnSync('python3', ['-c', program], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    const calls = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { method: string; url: string; body: unknown }[];
    expect(calls).toEqual(
      ALL_CASES.map(({ request }) => ({ method: request.method, url: `${ORIGIN}${request.path}`, body: request.body ?? null })),
    );
  });

  it('a row’s sample is the page’s with only the number changed', () => {
    const [page, ...rows] = ALL_CASES.filter((sample) => sample.operationId === 'createSession' && sample.request.body);
    expect(rows.map((row) => (row.request.body as { device: { phoneNumber: string } }).device.phoneNumber)).toEqual([
      '+99050000001',
      '+99050000002',
      '+99050000003',
      '+99050000004',
      '+99050000005',
      '+99099999999',
      '+34666111333',
    ]);
    for (const row of rows) {
      expect({ ...(row.request.body as object), device: undefined }).toEqual({ ...(page!.request.body as object), device: undefined });
      expect(row.request.path).toBe(page!.request.path);
    }
    expect(() => sampleWithNumber(page!.request, '/nowhere', '+99050000001')).toThrow('no phone number at /nowhere');
  });
});
