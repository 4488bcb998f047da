// The curl check: every sample the API pages show, and the same request for every row of their
// test-number tables, is run with the real curl against a served sandbox and must answer what
// the page says: its table and its OpenAPI document are the same data (x-sandbox), read here
// through the same helpers (answerFor), and the requests are the pages' own definitions
// (apiReference's samples, written out by httpsnippet: scripts/vite/api-snippets.ts). Ids that a
// page says come from an earlier call (a session's, a code's, a subscription's) are taken from
// that call's answer, and a sink from a new inbox (POST /sandbox/inboxes), as a developer would.
//
// Used by tests/unit/sandbox-samples.test.ts (an in-process sandbox), tests/e2e/sandbox-hub.spec.ts
// (vite preview of a build with VITE_HUB_API_URL) and tests/e2e-prod/sandbox-prod.spec.ts (the
// production stack, whose pages in every language must show exactly these samples).
import { spawn } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { Window } from 'happy-dom';
import { API_CATALOGUE, type ApiSlug } from '../../src/config/api-catalogue.ts';
import { apiReference, type ReferenceEndpoint } from '../../src/config/api-reference.ts';
import {
  ORIGIN_PLACEHOLDER,
  SAMPLE_LANGUAGES,
  sampleWithNumber,
  type SampleLanguage,
  type SampleRequest,
} from '../../src/config/api-samples.ts';
import { answerFor, offsetMs, type SandboxError, type SandboxSpec, type TimeOffsets } from '../../src/config/api-sandbox.ts';
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { snippet } from '../../scripts/vite/api-snippets.ts';

/** A +990 number no table lists, and numbers outside +990: rows of every table too. */
export const OTHER_TEST_NUMBER = '+99099999999';
export const OUTSIDE_NUMBER = '+34666111333';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a sample must answer. */
type Expected =
  | { readonly kind: 'body'; readonly status: number; readonly body: unknown; readonly times?: TimeOffsets | undefined }
  | { readonly kind: 'session'; readonly status: number; readonly qosStatus: string; readonly phoneNumber: string }
  | { readonly kind: 'code'; readonly status: number }
  | { readonly kind: 'subscription'; readonly status: number; readonly phoneNumber: string }
  | { readonly kind: 'list'; readonly status: number }
  | { readonly kind: 'empty'; readonly status: number };

interface SampleCase {
  readonly label: string;
  readonly slug: ApiSlug;
  readonly operationId: string;
  readonly request: SampleRequest;
  readonly expected: Expected;
  /** The page's own sample, or the same request for another row of its table. */
  readonly source: 'page' | 'row';
}

const pointerValue = (body: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], body);

const errorExpected = (error: SandboxError): Expected => ({ kind: 'body', status: error.status, body: error.body });

function expectedFor(spec: SandboxSpec, operationId: string, phoneNumber: string): Expected {
  const { response } = answerFor(spec, operationId, phoneNumber);
  if ('session' in response && response.session)
    return { kind: 'session', status: response.status, qosStatus: response.session.qosStatus, phoneNumber };
  if ('code' in response && response.code) return { kind: 'code', status: response.status };
  if ('subscription' in response && response.subscription) return { kind: 'subscription', status: response.status, phoneNumber };
  return { kind: 'body', status: response.status, body: response.body, times: 'times' in response ? response.times : undefined };
}

interface ApiSamples {
  readonly slug: ApiSlug;
  readonly spec: SandboxSpec;
  readonly endpoints: readonly ReferenceEndpoint[];
  readonly cases: readonly SampleCase[];
}

let cases: ApiSamples[] | undefined;

/** Every API's page samples and table rows, in page order. */
export function sampleCases(): ApiSamples[] {
  return (cases ??= API_CATALOGUE.map((api) => {
    const document = OPENAPI_DOCUMENTS[api.slug];
    const spec = document['x-sandbox'];
    const { endpoints } = apiReference(document, api);
    const cases = endpoints.flatMap(({ operationId, sample }): SampleCase[] => {
      const base = { slug: api.slug, operationId };
      const where = spec.operations[operationId];
      if (!where) {
        // The list of what the client holds: a list, whatever the calls before it made.
        if (operationId === spec.subscriptions?.list)
          return [
            {
              ...base,
              label: `${api.slug} ${operationId} (page)`,
              request: sample,
              expected: { kind: 'list', status: 200 },
              source: 'page',
            },
          ];
        // Read, delete, validate: the page's id is an example, which no call returned.
        const notFound = spec.sessions?.notFound ?? spec.codes?.notFound ?? spec.subscriptions?.notFound;
        if (!notFound) throw new Error(`${api.slug}: ${operationId} takes no number and keeps no state`);
        return [
          { ...base, label: `${api.slug} ${operationId} (page)`, request: sample, expected: errorExpected(notFound), source: 'page' },
        ];
      }
      const example = pointerValue(sample.body, where.number) as string;
      const rows = [...spec.numbers.map((entry) => entry.number), OTHER_TEST_NUMBER, OUTSIDE_NUMBER];
      return [
        {
          ...base,
          label: `${api.slug} ${operationId} ${example} (page)`,
          request: sample,
          expected: expectedFor(spec, operationId, example),
          source: 'page',
        },
        ...rows.map((number): SampleCase => ({
          ...base,
          label: `${api.slug} ${operationId} ${number}`,
          request: sampleWithNumber(sample, where.number, number),
          expected: expectedFor(spec, operationId, number),
          source: 'row',
        })),
      ];
    });
    return { slug: api.slug, spec, endpoints, cases };
  }));
}

export interface CurlAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
}

/** Runs a sample's curl command as a developer would paste it into bash, with `origin` in it. */
export function runCurl(sample: string, origin: string): Promise<CurlAnswer> {
  const command = `${sample.replaceAll(ORIGIN_PLACEHOLDER, origin)} --silent --show-error --include --max-time 20`;
  return new Promise((done, fail) => {
    const child = spawn('bash', ['-c', command], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', fail);
    child.once('close', (code) => {
      if (code !== 0) {
        fail(new Error(`curl exited with ${code}: ${errors}\n${command}`));
        return;
      }
      const raw = Buffer.concat(out).toString('utf8');
      const split = raw.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = raw.slice(0, split < 0 ? raw.length : split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      done({ status: Number(statusLine.split(' ')[1]), headers, text: split < 0 ? '' : raw.slice(split + 4) });
    });
  });
}

const parse = (text: string): unknown => {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
};

/** What is wrong with an answer (nothing: an empty list). Times must fall within the call, plus their offset. */
function problemsOf(expected: Expected, answer: CurlAnswer, before: number, after: number): string[] {
  const body = parse(answer.text);
  const problems: string[] = [];
  if (answer.status !== expected.status) problems.push(`status ${answer.status}, expected ${expected.status}`);
  if (!answer.headers['x-correlator']) problems.push('no x-correlator');
  if (answer.headers['access-control-allow-origin'] !== '*') problems.push('no CORS for any origin');
  switch (expected.kind) {
    case 'empty':
      if (body !== undefined) problems.push(`a body: ${answer.text}`);
      break;
    case 'code':
      if (!UUID.test(String((body as { authenticationId?: unknown } | undefined)?.authenticationId)))
        problems.push(`no authenticationId: ${answer.text}`);
      break;
    case 'list':
      if (!Array.isArray(body)) problems.push(`not a list: ${answer.text}`);
      break;
    case 'subscription': {
      const made = body as { id?: unknown; status?: unknown; config?: { subscriptionDetail?: { phoneNumber?: unknown } } } | undefined;
      if (!UUID.test(String(made?.id))) problems.push(`no id: ${answer.text}`);
      if (made?.status !== 'ACTIVE') problems.push(`status ${String(made?.status)}, expected ACTIVE`);
      if (made?.config?.subscriptionDetail?.phoneNumber !== expected.phoneNumber) problems.push(`config ${JSON.stringify(made?.config)}`);
      break;
    }
    case 'session': {
      const session = body as { sessionId?: unknown; qosStatus?: unknown; device?: { phoneNumber?: unknown } } | undefined;
      if (!UUID.test(String(session?.sessionId))) problems.push(`no sessionId: ${answer.text}`);
      if (session?.qosStatus !== expected.qosStatus)
        problems.push(`qosStatus ${String(session?.qosStatus)}, expected ${expected.qosStatus}`);
      if (session?.device?.phoneNumber !== expected.phoneNumber) problems.push(`device ${JSON.stringify(session?.device)}`);
      break;
    }
    case 'body': {
      // The times (top-level fields) are checked against the clock, the rest as it is.
      const times = new Map(Object.entries(expected.times ?? {}).map(([pointer, offset]) => [pointer.slice(1), offset]));
      const rest = (value: unknown) =>
        value !== null && typeof value === 'object'
          ? Object.entries(value)
              .filter(([key]) => !times.has(key))
              .sort(([a], [b]) => a.localeCompare(b))
          : value;
      for (const [key, offset] of times) {
        const value = (body as Record<string, unknown> | undefined)?.[key];
        const at = Date.parse(String(value));
        if (!(at >= before + offsetMs(offset) - 1000 && at <= after + offsetMs(offset) + 1000))
          problems.push(`${key} ${String(value)} is not the request time ${offset}`);
      }
      if (!isDeepStrictEqual(rest(body), rest(expected.body)))
        problems.push(`body ${answer.text}, expected ${JSON.stringify(expected.body)}`);
    }
  }
  return problems;
}

/**
 * The calls checkSamples makes beyond the cases: a session read, deleted and read again (3) and
 * four more deleted; a code validated twice; a subscription read, deleted and read again (3)
 * and four more deleted.
 */
export const FOLLOW_UP_CALLS = 3 + 4 + 2 + 3 + 4;

/**
 * The page samples checkSampleLanguages runs in each of its two languages: every one that
 * answers a body (not the three that create a session, a code or a subscription, nor the list).
 */
export const BODY_SAMPLES = 11;

export interface CheckResult {
  /** Curl commands run (retries after a 429 not counted). */
  readonly ran: number;
  readonly failures: readonly string[];
}

/**
 * Runs every sample against `origin`, in page order: each page sample, then each row of the
 * table. A session a sample creates is read, deleted and read again (the page's own) or
 * deleted (a row's), so the next row finds the device free; the code the page's sample sends
 * is validated with the page's validate sample. A 429 TOO_MANY_REQUESTS is waited out as its
 * Retry-After says, as a well-behaved client does.
 */
export async function checkSamples(origin: string): Promise<CheckResult> {
  const failures: string[] = [];
  let ran = 0;
  // A sink is an inbox of the sandbox: the page's stands for one, so each request that has one gets a new inbox.
  const withInbox = async (request: SampleRequest): Promise<SampleRequest> => {
    const body = request.body as { sink?: string } | undefined;
    if (body?.sink === undefined) return request;
    for (;;) {
      const made = await fetch(`${origin}/sandbox/inboxes`, { method: 'POST' });
      // Over the rate limit as every call is: waited out as its Retry-After says.
      if (made.status === 429) {
        await new Promise((done) => setTimeout(done, Math.min(31, Number(made.headers.get('retry-after') ?? 1)) * 1000));
        continue;
      }
      const inbox = (await made.json()) as { url: string; sinkCredential: object };
      return { ...request, body: { ...body, sink: inbox.url, sinkCredential: inbox.sinkCredential } };
    }
  };
  const run = async (label: string, asked: SampleRequest, expected: Expected): Promise<unknown> => {
    const request = await withInbox(asked);
    const curl = snippet(request, 'curl');
    for (let attempt = 0; ; attempt += 1) {
      const before = Date.now();
      const answer = await runCurl(curl, origin);
      const after = Date.now();
      const body = parse(answer.text);
      // The sandbox allows 60 requests in 30 s; one over waits out the rest of the window.
      if (answer.status === 429 && (body as { code?: string } | undefined)?.code === 'TOO_MANY_REQUESTS' && attempt < 3) {
        await new Promise((done) => setTimeout(done, Math.min(31, Number(answer.headers['retry-after'] ?? 1)) * 1000));
        continue;
      }
      ran += 1;
      const problems = problemsOf(expected, answer, before, after);
      if (problems.length > 0) failures.push(`${label}: ${problems.join('; ')}\n${curl.replaceAll(ORIGIN_PLACEHOLDER, origin)}`);
      return body;
    }
  };

  for (const { spec, endpoints, cases } of sampleCases()) {
    const endpoint = (operationId: string | undefined) => endpoints.find((candidate) => candidate.operationId === operationId)!;
    const withId = (operationId: string | undefined, id: string): SampleRequest => {
      const { sample, path } = endpoint(operationId);
      return { ...sample, path: path.replace(/\{[^}]+\}/, id) };
    };
    for (const { label, operationId, request, expected, source } of cases) {
      const body = await run(label, request, expected);
      const sessionId = (body as { sessionId?: string } | undefined)?.sessionId;
      if (spec.sessions && operationId === spec.sessions.create && expected.kind === 'session' && sessionId) {
        const { read, delete: remove, notFound } = spec.sessions;
        if (source === 'page') await run(`${label}, then read`, withId(read, sessionId), { kind: 'body', status: 200, body });
        await run(`${label}, then deleted`, withId(remove, sessionId), { kind: 'empty', status: 204 });
        if (source === 'page') await run(`${label}, then read once deleted`, withId(read, sessionId), errorExpected(notFound));
      }
      const subscriptionId = (body as { id?: string } | undefined)?.id;
      if (spec.subscriptions && operationId === spec.subscriptions.create && expected.kind === 'subscription' && subscriptionId) {
        const { read, delete: remove, notFound } = spec.subscriptions;
        if (source === 'page') await run(`${label}, then read`, withId(read, subscriptionId), { kind: 'body', status: 200, body });
        await run(`${label}, then deleted`, withId(remove, subscriptionId), { kind: 'empty', status: 204 });
        if (source === 'page') await run(`${label}, then read once deleted`, withId(read, subscriptionId), errorExpected(notFound));
      }
      const authenticationId = (body as { authenticationId?: string } | undefined)?.authenticationId;
      if (spec.codes && operationId === spec.codes.send && source === 'page' && authenticationId) {
        const { sample } = endpoint(spec.codes.validate);
        const validate = { ...sample, body: { ...(sample.body as object), authenticationId } };
        await run(`${label}, then validated`, validate, { kind: 'empty', status: 204 });
        await run(`${label}, then validated again`, validate, errorExpected(spec.codes.expired));
      }
    }
  }
  return { ran, failures };
}

/**
 * What is wrong with the samples of an API page's HTML: each endpoint's sample in `languages`
 * must be exactly what the shared definition writes, with `origin` (as served: the page's
 * canonical one; once the app runs, its own). The served page holds curl only
 * (src/features/apis/code-sample.tsx); the app renders every language.
 */
export function pageSampleProblems(
  html: string,
  slug: ApiSlug,
  { languages = SAMPLE_LANGUAGES, origin: live }: { languages?: readonly SampleLanguage[]; origin?: string } = {},
): string[] {
  const window = new Window();
  window.document.write(html);
  const document = window.document;
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!canonical) return ['no canonical link'];
  const origin = live ?? new URL(canonical).origin;
  const { endpoints } = sampleCases().find((api) => api.slug === slug)!;
  const shown = [...document.querySelectorAll('.api-sample')];
  const problems: string[] = [];
  if (shown.length !== endpoints.length) problems.push(`${shown.length} samples for ${endpoints.length} endpoints`);
  endpoints.forEach(({ operationId, sample }, index) => {
    for (const language of languages) {
      const text = shown[index]?.querySelector(`.api-panel[data-language="${language}"] pre code`)?.textContent;
      const written = snippet(sample, language).replaceAll(ORIGIN_PLACEHOLDER, origin);
      if (text !== written) problems.push(`${operationId} ${language}:\n${String(text)}\n≠\n${written}`);
    }
  });
  window.close();
  return problems;
}

/** The Python that has Debian's requests (python3-requests, .ci/run): the sample imports it. */
export const PYTHON_WITH_REQUESTS = '/usr/bin/python3';

// The JavaScript sample prints what it reads with console.log; this preload makes console.log
// print JSON, so the answer can be compared. The sample itself runs as a developer pastes it.
const JSON_CONSOLE = `data:text/javascript,${encodeURIComponent(
  'console.log = (...values) => process.stdout.write(JSON.stringify(values.length === 1 ? values[0] : values) + "\\n");',
)}`;

function runProgram(command: string, args: readonly string[], code: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, [...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let errors = '';
    const timer = setTimeout(() => child.kill(), 20_000);
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', fail);
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0 && errors === '') done(out);
      else fail(new Error(`${command} exited with ${code}: ${errors}`));
    });
    child.stdin.end(code);
  });
}

/** What the JavaScript and Python samples print, run as pasted: JavaScript with Node, Python with requests. */
const LANGUAGE_RUNNERS = {
  javascript: (code: string) => runProgram(process.execPath, ['--import', JSON_CONSOLE, '--input-type=module', '-'], code),
  python: (code: string) => runProgram(PYTHON_WITH_REQUESTS, ['-'], code),
} as const;

/**
 * Every page sample in JavaScript and in Python, run against `origin`: each must print the
 * body the page says. Samples that create something (a session, a code) are left to the curl
 * run, which follows each one up and so leaves the device free for the next.
 */
export async function checkSampleLanguages(origin: string): Promise<CheckResult> {
  const failures: string[] = [];
  let ran = 0;
  const pageCases = sampleCases()
    .flatMap((api) => api.cases)
    .filter(({ source, expected }) => source === 'page' && expected.kind === 'body');
  for (const { label, request, expected } of pageCases)
    for (const language of ['javascript', 'python'] as const) {
      const code = snippet(request, language).replaceAll(ORIGIN_PLACEHOLDER, origin);
      for (let attempt = 0; ; attempt += 1) {
        const before = Date.now();
        let printed: string;
        try {
          printed = (await LANGUAGE_RUNNERS[language](code)).trim();
        } catch (error) {
          failures.push(`${label} ${language}: ${String(error)}\n${code}`);
          break;
        }
        const after = Date.now();
        const body = parse(printed);
        // Over the sandbox's 60 requests in 30 s: wait for the next window, as the curl run does.
        if ((body as { code?: string } | undefined)?.code === 'TOO_MANY_REQUESTS' && attempt < 3) {
          await new Promise((done) => setTimeout(done, 31_000));
          continue;
        }
        ran += 1;
        // What the sample printed is the answer's body; where success has none (a 204), the
        // JavaScript sample prints the status only, whatever the answer.
        const statusOnly = language === 'javascript' && !request.jsonResponse;
        const answer: CurlAnswer = statusOnly
          ? { status: Number(printed), headers: {}, text: '' }
          : { status: expected.status, headers: {}, text: printed };
        const shown: Expected = statusOnly ? { kind: 'body', status: expected.status, body: undefined } : expected;
        const problems = problemsOf(shown, answer, before, after).filter((problem) => !/x-correlator|CORS/.test(problem));
        if (problems.length > 0) failures.push(`${label} ${language}: ${problems.join('; ')}\n${code}`);
        break;
      }
    }
  return { ran, failures };
}
