import { API_CATALOGUE } from '../../src/config/api-catalogue.ts';
import { localizedPath } from '../../src/i18n/language-path.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { PROD_STACKS } from '../../playwright.prod.config.ts';
import { expect, test } from '../e2e/fixtures.ts';
import {
  BODY_SAMPLES,
  checkSampleLanguages,
  checkSamples,
  FOLLOW_UP_CALLS,
  pageSampleProblems,
  sampleCases,
} from '../e2e/sandbox-samples.ts';

// The API sandbox through the shipped stack (nginx → the site's service), nothing faked: the
// curl samples each API page is served with are the ones the shared definition writes (the app's
// own, in every language, are checked in tests/e2e/apis.spec.ts),
// and each of them, and each row of each test-number table, run with curl, answers what the
// page says (tests/e2e/sandbox-samples.ts), as do the JavaScript and Python ones. Then a loopback load meets the rate limit.
test.describe.configure({ mode: 'serial' });

test('every API page, in every language, is served with the curl samples the shared request definitions write', async ({ request }) => {
  const problems: string[] = [];
  for (const api of API_CATALOGUE)
    for (const language of LANGUAGES) {
      const path = localizedPath(`/apis/${api.slug}`, language);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      problems.push(
        ...pageSampleProblems(await response.text(), api.slug, { languages: ['curl'] }).map((problem) => `${path}: ${problem}`),
      );
    }
  expect(problems).toEqual([]);
});

test('every sample, and every row of every test-number table, answers through nginx what its page says', async () => {
  // More than the 60 requests a client may send in 30 s: on production's limit the run waits for
  // the next window once (half a minute), so the samples run on the stack whose sandbox takes 300.
  test.setTimeout(120_000);
  const { ran, failures } = await checkSamples(PROD_STACKS.unpaced.url);
  expect(failures).toEqual([]);
  expect(ran).toBe(sampleCases().flatMap((api) => api.cases).length + FOLLOW_UP_CALLS);
});

test('every page sample in JavaScript (Node) and Python (requests) prints through nginx the body its page says', async () => {
  test.setTimeout(120_000);
  const { ran, failures } = await checkSampleLanguages(PROD_STACKS.unpaced.url);
  expect(failures).toEqual([]);
  expect(ran).toBe(2 * BODY_SAMPLES);
});

test('a loopback load of 300 requests meets the limit per address (429 with Retry-After), and never a 5xx', async () => {
  // The stack whose contact limit is lifted; the sandbox's own limit and nginx's zone for it stay.
  const url = `${PROD_STACKS.unlimited.url}/sandbox/sim-swap/v2/check`;
  const statuses = new Map<number, number>();
  const refusals: { retryAfter: string | null; body: unknown; correlator: string | null }[] = [];
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < 300) {
      const index = (next += 1);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-correlator': `load-${index}` },
        body: JSON.stringify({ phoneNumber: '+99020000002', maxAge: 24 }),
      });
      const body: unknown = await response.json();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 429)
        refusals.push({ retryAfter: response.headers.get('retry-after'), body, correlator: response.headers.get('x-correlator') });
      else expect(body).toEqual({ swapped: false });
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  const seconds = (Date.now() - started) / 1000;
  console.log(`300 sandbox requests in ${seconds.toFixed(1)} s: ${JSON.stringify(Object.fromEntries(statuses))}`);

  expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
  expect([...statuses.keys()].sort()).toEqual([200, 429]);
  // 60 in each 30 s window the load touched (one, unless it crossed into the next).
  expect(statuses.get(200)).toBeGreaterThanOrEqual(60);
  expect(statuses.get(200)).toBeLessThanOrEqual(60 * (1 + Math.ceil(seconds / 30)));
  for (const refusal of refusals) {
    expect(Number(refusal.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refusal.retryAfter)).toBeLessThanOrEqual(30);
    expect(refusal.body).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS', message: 'Rejected due to request rate limit overpassed.' });
    expect(refusal.correlator).toMatch(/^load-\d+$/);
  }
});
