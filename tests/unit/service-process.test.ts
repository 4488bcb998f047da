// The site's service as operators and attackers meet it: the real process (node
// server/service.ts) with its settings in the environment, plain HTTP, a stub webhook, and
// `npm run leads` (node server/leads.ts) reading the store. Nothing in-process, so each test
// also holds for how the service is started and stopped.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Every test here starts real processes (Node with its type stripping): on a busy machine that
// alone can take several seconds, which says nothing about the service.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/** The service's folder (SERVICE_DIR lets the same tests run against another checkout). */
const SERVER = resolve(process.env.SERVICE_DIR ?? 'server');
const NODE = process.execPath;
const NODE_FLAGS = ['--experimental-strip-types', '--experimental-sqlite', '--no-warnings'];

const BODY = {
  businessEmail: 'ada@engines.example',
  companyName: 'Analytical Engines Ltd',
  fullName: 'Ada Lovelace',
  phoneNumber: '+12133734253',
  interestedInSelection: 'kyc',
  message: 'Hello',
};

let dir: string;
let data: string;
let children: ChildProcess[];
let stubs: Server[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'service-process-'));
  data = join(dir, 'data');
  children = [];
  stubs = [];
});

afterEach(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const stub of stubs) await new Promise((done) => stub.close(done));
  rmSync(dir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

interface Running {
  readonly url: string;
  readonly child: ChildProcess;
  readonly output: () => string;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
}

/** Starts the service; resolves once it listens, or rejects with its output if it stops first. */
async function startService(env: Record<string, string> = {}, { fileBlocks }: { fileBlocks?: number } = {}): Promise<Running> {
  const port = await freePort();
  const command = [NODE, ...NODE_FLAGS, join(SERVER, 'service.ts')];
  const child =
    fileBlocks === undefined
      ? spawn(command[0]!, command.slice(1), { env: serviceEnv(port, env), stdio: ['ignore', 'pipe', 'pipe'] })
      : // `ulimit -f`: the process may not write files past this many KiB (a full disk).
        spawn('bash', ['-c', `ulimit -f ${fileBlocks} && exec "$@"`, 'bash', ...command], {
          env: serviceEnv(port, env),
          stdio: ['ignore', 'pipe', 'pipe'],
        });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}/api/v1/contact`;
  await new Promise<void>((done, fail) => {
    const timer = setInterval(() => {
      if (output.includes('listening on')) {
        clearInterval(timer);
        done();
      }
    }, 20);
    void exited.then((code) => {
      clearInterval(timer);
      fail(new Error(`the service stopped (exit ${code}): ${output}`));
    });
  });
  return { url, child, output: () => output, exited };
}

const serviceEnv = (port: number, env: Record<string, string>) => ({
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  CONTACT_PORT: String(port),
  CONTACT_DATA_DIR: data,
  ...env,
});

/** Starts the service expecting it to refuse: resolves with its exit code and output. */
async function refusedStart(env: Record<string, string>) {
  const port = await freePort();
  const result = spawnSync(NODE, [...NODE_FLAGS, join(SERVER, 'service.ts')], { env: serviceEnv(port, env), timeout: 10_000 });
  return { code: result.status, output: `${result.stdout.toString()}${result.stderr.toString()}` };
}

/** `npm run leads` with these arguments: its stdout (and exit code). */
function leads(...args: string[]) {
  const result = spawnSync(NODE, [...NODE_FLAGS, join(SERVER, 'leads.ts'), ...args], {
    env: { PATH: process.env.PATH ?? '', CONTACT_DATA_DIR: data },
    timeout: 20_000,
  });
  return { stdout: result.stdout.toString('latin1'), stderr: result.stderr.toString(), code: result.status };
}

/** The ids `npm run leads -- --csv` exports (first column). */
const storedIds = () =>
  leads('--csv')
    .stdout.split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[0]!);

/** A store in the earlier JSONL format, which the service must keep (and import). */
function legacyStore(records: object[]) {
  mkdirSync(data, { recursive: true, mode: 0o700 });
  writeFileSync(join(data, 'contact-requests.jsonl'), records.map((record) => `${JSON.stringify(record)}\n`).join(''), { mode: 0o600 });
}

const post = (url: string, body: unknown = BODY, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

interface Received {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A webhook receiver on loopback; `answer` decides each reply. */
async function receiver(answer: (request: Received) => { status: number; headers?: Record<string, string>; body?: string }) {
  const received: Received[] = [];
  const server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const entry = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body };
      received.push(entry);
      const reply = answer(entry);
      response.writeHead(reply.status, reply.headers);
      response.end(reply.body);
    });
  });
  stubs.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hook`, received };
}

const until = async (condition: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((done) => setTimeout(done, 25));
  }
};

const OLD = { id: 'old', receivedAt: '2020-01-01T00:00:00.000Z', ...BODY };
const RECENT = { id: 'recent', receivedAt: new Date().toISOString(), ...BODY, fullName: 'Grace Hopper' };

describe('settings are checked, never guessed', () => {
  it.each(['99999999', '0', '-3', '1.5', '121', 'forever'])(
    'CONTACT_RETENTION_MONTHS=%s stops the service with a message naming it, and deletes nothing',
    async (value) => {
      legacyStore([OLD, RECENT]);
      const { code, output } = await refusedStart({ CONTACT_RETENTION_MONTHS: value });
      expect(code).not.toBe(0);
      expect(output).toContain('CONTACT_RETENTION_MONTHS');
      expect(output).not.toMatch(/removed \d+ request/);
      expect(storedIds().sort()).toEqual(['old', 'recent']);
    },
  );

  it('`off` keeps every lead; a number of months deletes only what is older', async () => {
    legacyStore([OLD, RECENT]);
    const kept = await startService({ CONTACT_RETENTION_MONTHS: 'off' });
    kept.child.kill('SIGTERM');
    await kept.exited;
    expect(storedIds().sort()).toEqual(['old', 'recent']);
    const pruned = await startService({ CONTACT_RETENTION_MONTHS: '24' });
    expect(pruned.output()).toContain('removed 1 request(s) older than 24 months');
    expect(storedIds()).toEqual(['recent']);
  });

  // An EnvironmentFile line `NAME=` sets NAME to "": refused like any bad value, never the default.
  it.each([
    'CONTACT_PORT',
    'CONTACT_DATA_DIR',
    'CONTACT_RETENTION_MONTHS',
    'CONTACT_WEBHOOK_URL',
    'CONTACT_WEBHOOK_SECRET',
    'CONTACT_WEBHOOK_TIMEOUT_MS',
    'CONTACT_WEBHOOK_RETRY_MS',
    'CONTACT_RECAPTCHA_SECRET',
    'CONTACT_RECAPTCHA_MIN_SCORE',
    'CONTACT_RECAPTCHA_VERIFY_URL',
    'CONTACT_SITE_URL',
  ])('%s set but empty, or only spaces, stops the service naming it (exit 78), and deletes nothing', async (name) => {
    legacyStore([OLD, RECENT]);
    for (const value of ['', '   ']) {
      const { code, output } = await refusedStart({ [name]: value });
      expect(code, JSON.stringify(value)).toBe(78);
      expect(output).toContain(`${name} is set but empty`);
      expect(output).not.toMatch(/removed \d+ request/);
    }
    expect(storedIds().sort()).toEqual(['old', 'recent']);
  });

  it.each(['CONTACT_RATE_LIMIT', 'CONTACT_RATE_BURST'])('serve:prod with %s set but empty starts nothing and names it', (name) => {
    const result = spawnSync(NODE, [resolve('scripts/serve/serve-prod.ts'), '--port', '4231'], {
      env: { PATH: process.env.PATH ?? '', [name]: ' ' },
      timeout: 20_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr.toString()).toContain(`${name} is set but empty`);
  });

  it.each([
    ['CONTACT_PORT', '70000'],
    ['CONTACT_WEBHOOK_URL', 'crm.example/hook'],
    ['CONTACT_RECAPTCHA_MIN_SCORE', '5'],
  ])('%s=%s stops the service with a message naming it', async (name, value) => {
    const { code, output } = await refusedStart({ [name]: value });
    expect(code).not.toBe(0);
    expect(output).toContain(name);
  });
});

it('a data folder it cannot use stops the service with one line saying so', async () => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'a-file'), '');
  const { code, output } = await refusedStart({ CONTACT_DATA_DIR: join(dir, 'a-file') });
  expect(code).toBe(1);
  // One log line (JSON, server/log.ts), fatal, saying why, with no stack trace.
  const lines = output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { level: string; msg: string });
  expect(lines.at(-1)).toMatchObject({ level: 'fatal', msg: expect.stringMatching(/^\[contact\] not started: .*a-file/) as unknown });
  expect(output).not.toContain('    at ');
});

describe('clean input, clean output', () => {
  it('refuses control characters, direction overrides and lone surrogates with a 400 naming the field, and stores nothing', async () => {
    const service = await startService();
    for (const [field, value] of [
      ['fullName', '\u001b[31mRED\u001b[0m'],
      ['companyName', 'Acme\u0000Corp'],
      ['fullName', 'Ada\tLovelace'],
      ['companyName', 'Acme\nCorp'],
      ['message', 'pay \u202eusd 001\u202c now'],
      ['fullName', 'Ada \ud800'],
      ['message', 'C1 \u009b31m'],
    ]) {
      const response = await post(service.url, { ...BODY, [field!]: value });
      expect(response.status, JSON.stringify(value)).toBe(400);
      expect(JSON.stringify(await response.json()), JSON.stringify(value)).toContain(field);
    }
    expect(storedIds()).toEqual([]);
  });

  it('keeps line breaks in the message, Hebrew with its direction marks, and emoji', async () => {
    const service = await startService();
    const message = 'שלום,\r\nשורה שנייה \u200f(בדיקה)\n👩‍💻';
    expect((await post(service.url, { ...BODY, message })).status).toBe(201);
    expect(leads('--csv').stdout).toContain('"\u00d7');
  });

  it('`npm run leads` never prints a byte a terminal would interpret, whatever was stored', () => {
    legacyStore([
      { ...OLD, receivedAt: RECENT.receivedAt, fullName: '\u001b[31mRED\u001b[0m', companyName: '\u001b]0;title\u0007 \u202eevil' },
    ]);
    for (const args of [[], ['--csv'], ['--email', BODY.businessEmail]]) {
      const { stdout, code } = leads(...args);
      expect(code).toBe(0);
      // eslint-disable-next-line no-control-regex -- the bytes a terminal acts on
      expect(stdout.replaceAll('\r\n', '\n')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
      expect(stdout).not.toContain('\u00e2\u0080\u00ae'); // U+202E in UTF-8, read as Latin-1
      expect(stdout).toContain('\\u{1b}[31mRED');
    }
  });

  it('the CSV quotes every cell with a separator or a quote and defuses formulas, also behind spaces, quotes or a separator', () => {
    legacyStore([
      { ...OLD, receivedAt: RECENT.receivedAt, companyName: 'Acme;=1+2', fullName: '  =HYPERLINK("http://x")', message: '"@SUM(A1)' },
    ]);
    const row = leads('--csv').stdout.split('\r\n')[1]!;
    // Read with `;` as the separator (Excel in much of Europe), "=1+2" would start a cell of its own.
    expect(row).toContain(`,"Acme;'=1+2",`);
    expect(row).toContain(`,"'  =HYPERLINK(""http://x"")",`);
    expect(row).toContain(`,"'""@SUM(A1)",`);
    expect(row).toContain(",'+12133734253,");
  });
});

describe('the store', () => {
  it('the same Idempotency-Key twice stores one lead and answers its id both times', async () => {
    const service = await startService();
    const key = '7f1c2a52-1111-4a7e-9c55-000000000001';
    const first = await post(service.url, BODY, { 'Idempotency-Key': key });
    const again = await post(service.url, BODY, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    expect(await again.json()).toEqual({ ok: true, id });
    expect((await post(service.url, BODY, { 'Idempotency-Key': 'another' })).status).toBe(201);
    expect(storedIds()).toHaveLength(2);
    expect(storedIds()).toContain(id);
  });

  it('a full disk: every 201 is a stored row, the rest are 503s, and the service keeps answering', async () => {
    const service = await startService({}, { fileBlocks: 160 });
    const created: string[] = [];
    const statuses: number[] = [];
    for (let index = 0; index < 400 && !statuses.some((status) => status !== 201); index += 1) {
      const response = await post(service.url, { ...BODY, message: `${index} ${'x'.repeat(1_900)}` });
      statuses.push(response.status);
      if (response.status === 201) created.push(((await response.json()) as { id: string }).id);
    }
    // Still answering after the failure (a 201 if SQLite found room again, else another 503).
    const after = await post(service.url);
    if (after.status === 201) created.push(((await after.json()) as { id: string }).id);
    service.child.kill('SIGTERM');
    expect(await service.exited).toBe(0);
    expect(created.length).toBeGreaterThan(0);
    expect(storedIds().sort()).toEqual([...created].sort());
    // The disk ran full: a 503 (nothing stored, the form keeps every field).
    expect(statuses.at(-1)).toBe(503);
    expect([201, 503] as number[]).toContain(after.status);
  }, 60_000);

  it('SIGTERM in the middle of a bounded load: every 201 is a stored row', async () => {
    const service = await startService();
    const created: string[] = [];
    let answered = 0;
    const send = async (index: number) => {
      try {
        const response = await post(service.url, { ...BODY, message: `load ${index}` });
        answered += 1;
        if (answered === 60) service.child.kill('SIGTERM');
        if (response.status === 201) created.push(((await response.json()) as { id: string }).id);
      } catch {
        // refused once the service has stopped listening
      }
    };
    const queue = Array.from({ length: 200 }, (_, index) => index);
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let index = queue.shift(); index !== undefined; index = queue.shift()) await send(index);
      }),
    );
    expect(await service.exited).toBe(0);
    expect(created.length).toBeGreaterThanOrEqual(60);
    expect(storedIds().sort()).toEqual([...created].sort());
  }, 60_000);
});

describe('a webhook a CRM can trust', () => {
  const SECRET = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;

  it('never follows a redirect: a 301 is a failure logged with its Location, and the lead arrives once the URL answers', async () => {
    let moved = true;
    const hook = await receiver((request) =>
      moved && request.method === 'POST' ? { status: 301, headers: { Location: '/moved' } } : { status: 200 },
    );
    const service = await startService({ CONTACT_WEBHOOK_URL: hook.url, CONTACT_WEBHOOK_RETRY_MS: '50' });
    expect((await post(service.url)).status).toBe(201);
    await until(() => service.output().includes('/moved'));
    expect(service.output()).toMatch(/301.*\/moved/);
    expect(hook.received.filter((request) => request.method !== 'POST')).toEqual([]);
    moved = false;
    await until(() => hook.received.some((request) => request.method === 'POST' && request.body.includes('Ada Lovelace') && !moved));
    await until(() => hook.received.length >= 2 && hook.received.at(-1)!.method === 'POST');
  });

  it('parks a lead the receiver refuses for good, forwards the leads behind it, and shows it in `npm run leads`', async () => {
    const hook = await receiver((request) => ({ status: request.body.includes('Refused Person') ? 422 : 200 }));
    const service = await startService({ CONTACT_WEBHOOK_URL: hook.url, CONTACT_WEBHOOK_RETRY_MS: '50' });
    const refused = (await (await post(service.url, { ...BODY, fullName: 'Refused Person' })).json()) as { id: string };
    expect((await post(service.url, { ...BODY, fullName: 'Grace Hopper' })).status).toBe(201);
    await until(() => hook.received.some((request) => request.body.includes('Grace Hopper')));
    await until(() => leads().stdout.includes('PARKED'));
    const table = leads().stdout;
    expect(table).toContain(refused.id);
    expect(table).toContain('422');
    expect(hook.received.filter((request) => request.body.includes('Refused Person'))).toHaveLength(1);
  });

  it('writes a receiver’s error body into the log as visible escapes, never as bytes a terminal would act on', async () => {
    // A title-setting OSC, a CSI in its one-byte C1 form, a right-to-left override, a line separator.
    const hostile = 'nope \u001b]0;owned\u0007 \u009b31m red \u202e reversed \u2028 next';
    const hook = await receiver(() => ({ status: 400, body: hostile }));
    const service = await startService({ CONTACT_WEBHOOK_URL: hook.url });
    expect((await post(service.url)).status).toBe(201);
    await until(() => service.output().includes('parked'));
    const output = service.output();
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(output).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2028\u2029]/);
    expect(output).toContain('\\\\u{202e} reversed');
    expect(output).toContain('\\\\u{1b}]0;owned');
  });

  it('sends Idempotency-Key (the lead id) and a Standard Webhooks signature the official library verifies', async () => {
    const hook = await receiver(() => ({ status: 204 }));
    const service = await startService({ CONTACT_WEBHOOK_URL: hook.url, CONTACT_WEBHOOK_SECRET: SECRET });
    const { id } = (await (await post(service.url)).json()) as { id: string };
    await until(() => hook.received.length === 1);
    const [request] = hook.received;
    expect(request!.headers['idempotency-key']).toBe(id);
    const verified = new Webhook(SECRET).verify(request!.body, request!.headers as Record<string, string>);
    expect(verified).toMatchObject({ id, ...BODY });
    expect(() => new Webhook(SECRET).verify(request!.body.replace('Ada', 'Eve'), request!.headers as Record<string, string>)).toThrow();
  });
});
