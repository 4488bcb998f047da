import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { csvCell, leadsCsv } from '../../server/contact/leads-format.ts';
import { terminalSafe } from '../../server/terminal-safe.ts';
import { LeadStore, storeFileOf, type Lead } from '../../server/contact/lead-store.ts';
import { createLogger } from '../../server/log.ts';
import { retentionCutoff, SERVICE_KEEP_ALIVE_MS, startService, type SiteService } from '../../server/service.ts';
import { readBuildSiteUrl, settingsFromEnv, type ServiceSettings } from '../../server/settings.ts';
import { nginxConfig, readDeployFiles, type NginxSettings } from '../../scripts/serve/serve-prod.ts';

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
let services: SiteService[];
let stubs: Server[];
let logs: string[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'contact-service-'));
  data = join(dir, 'data');
  services = [];
  stubs = [];
  logs = [];
});

afterEach(async () => {
  for (const service of services) await service.close();
  for (const stub of stubs) await new Promise((resolve) => stub.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

async function start(settings: Partial<ServiceSettings> = {}) {
  // The log's lines are JSON (server/log.ts); the tests read their messages.
  const logger = createLogger({ destination: { write: (line: string) => logs.push((JSON.parse(line) as { msg: string }).msg) } });
  const service = await startService(
    { port: 0, host: '127.0.0.1', dataDir: data, retentionMonths: 24, sandboxEventDelayScale: 1, ...settings },
    { logger },
  );
  services.push(service);
  return service;
}

const webhookSettings = (url: string) => ({ url, timeoutMs: 2_000, initialDelayMs: 20 });

/** What the store holds, read as `npm run leads` reads it (another connection). */
function stored(): Lead[] {
  const store = LeadStore.open(data);
  try {
    return store.list();
  } finally {
    store.close();
  }
}

const post = (service: SiteService, body: unknown = BODY, headers: Record<string, string> = {}) =>
  fetch(service.url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** A local HTTP server standing in for Google or a webhook; `answer` decides each reply. */
async function stub(answer: (request: IncomingMessage, body: string) => { status: number; body?: unknown }) {
  const received: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(body);
      const reply = answer(request, body);
      response.writeHead(reply.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(reply.body ?? {}));
    });
  });
  stubs.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received };
}

describe('contact service', () => {
  it('commits a valid request before answering 201, in a store only its owner can read', async () => {
    const service = await start();
    const response = await post(service);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(stored()).toEqual([
      expect.objectContaining({ id, ...BODY, captcha: null, forwardState: 'pending', forwardedAt: null, forwardAttempts: 0 }),
    ]);
    expect(statSync(storeFileOf(data)).mode & 0o777).toBe(0o600);
    expect(statSync(data).mode & 0o777).toBe(0o700);
  });

  it('keeps an idle connection as long as nginx is told it may (deploy/http.conf closes its own first)', async () => {
    const service = await start();
    expect(service.app.server.keepAliveTimeout).toBe(SERVICE_KEEP_ALIVE_MS);
  });

  it('answers clear 4xx errors and 404 on other paths', async () => {
    const service = await start();
    expect((await post(service, { ...BODY, phoneNumber: '555' })).status).toBe(400);
    expect((await fetch(service.url)).status).toBe(405);
    expect((await fetch(service.url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' })).status).toBe(415);
    expect((await post(service, { ...BODY, message: 'x'.repeat(20_000) })).status).toBe(413);
    expect((await post(service, BODY, { 'Idempotency-Key': 'has spaces' })).status).toBe(400);
    expect((await fetch(service.url.replace('/contact', '/other'), { method: 'POST' })).status).toBe(404);
    expect(stored()).toEqual([]);
  });

  it('answers 422 when an Idempotency-Key comes back with another request', async () => {
    const service = await start();
    expect((await post(service, BODY, { 'Idempotency-Key': 'k1' })).status).toBe(201);
    const reused = await post(service, { ...BODY, message: 'Something else' }, { 'Idempotency-Key': 'k1' });
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ ok: false, error: 'idempotency_key_reused' });
    expect(stored()).toHaveLength(1);
  });

  it('answers 503 and stores nothing when the store cannot be written, and keeps running', async () => {
    const service = await start();
    service.store.close();
    const response = await post(service);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: 'storage_unavailable' });
    expect(logs.some((line) => line.includes('answered 503, nothing stored'))).toBe(true);
    expect(stored()).toEqual([]);
  });

  it('keeps every one of 300 concurrent requests exactly once', async () => {
    const service = await start();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        post(service, { ...BODY, message: `request ${index}` }).then((response) => response.status),
      ),
    );
    expect(answers.every((status) => status === 201)).toBe(true);
    const leads = stored();
    expect(leads.map((lead) => lead.message).sort()).toEqual(Array.from({ length: 300 }, (_, index) => `request ${index}`).sort());
    expect(new Set(leads.map((lead) => lead.id)).size).toBe(300);
  });

  it('imports a store of the earlier JSONL format once: every lead, its forwarding mark, nothing lost', async () => {
    mkdirSync(data, { recursive: true });
    const line = (id: string, extra: object = {}) =>
      `${JSON.stringify({ id, receivedAt: `2026-11-0${id.length}T10:00:00.000Z`, ...BODY, fullName: id, ...extra })}\n`;
    writeFileSync(
      join(data, 'contact-requests.jsonl'),
      line('a') + line('bb', { captcha: 'unavailable' }) + line('ccc', { fullName: '\u001b[31mRED' }) + '{"id":"torn","receivedAt":"2026-',
    );
    writeFileSync(join(data, 'contact-requests.forwarded.jsonl'), '{"id":"a","forwardedAt":"2026-11-01T10:00:01.000Z"}\n');
    await start();
    const leads = stored();
    expect(leads.map((lead) => [lead.id, lead.forwardState, lead.forwardedAt, lead.captcha])).toEqual([
      ['a', 'forwarded', '2026-11-01T10:00:01.000Z', null],
      ['bb', 'pending', null, 'unavailable'],
      ['ccc', 'pending', null, null],
    ]);
    expect(leads[2]).toMatchObject({ ...BODY, fullName: '\u001b[31mRED' });
    // The store is now the only copy; the torn line is kept for a person to look at.
    expect(existsSync(join(data, 'contact-requests.jsonl'))).toBe(false);
    expect(existsSync(join(data, 'contact-requests.forwarded.jsonl'))).toBe(false);
    expect(readFileSync(join(data, 'contact-requests.unreadable.jsonl'), 'utf8')).toBe('{"id":"torn","receivedAt":"2026-\n');
    expect(logs).toContain(
      `[contact] imported 3 request(s) from ${join(data, 'contact-requests.jsonl')} (1 already forwarded) and removed the file`,
    );
    // A restart imports nothing again.
    await services.pop()!.close();
    await start();
    expect(stored()).toHaveLength(3);
  });

  it('with a reCAPTCHA secret, stores only requests whose token Google accepts for this action and host', async () => {
    const google = await stub((_, body) => {
      const form = new URLSearchParams(body);
      const verdict = (extra: object) => ({
        status: 200,
        body: { success: true, action: 'contact_form', score: 0.9, hostname: 'signalwise.example', ...extra },
      });
      if (form.get('secret') !== 'shh') return { status: 200, body: { success: false } };
      if (form.get('response') === 'human') return verdict({});
      if (form.get('response') === 'bot') return verdict({ score: 0.1 });
      if (form.get('response') === 'other-action') return verdict({ action: 'login' });
      if (form.get('response') === 'other-host') return verdict({ hostname: 'evil.example' });
      if (form.get('response') === 'google-4xx') return { status: 400 };
      if (form.get('response') === 'google-garbage') return { status: 200, body: 'not json' };
      if (form.get('response') === 'google-5xx') return { status: 503 };
      return { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };
    });
    const service = await start({ recaptcha: { secret: 'shh', minScore: 0.5, verifyUrl: google.url, hostname: 'signalwise.example' } });
    expect((await post(service)).status).toBe(400);
    for (const token of ['forged', 'bot', 'other-action', 'other-host', 'google-4xx', 'google-garbage'])
      expect((await post(service, BODY, { 'X-Recaptcha-Token': token })).status, token).toBe(403);
    expect(stored()).toEqual([]);
    expect((await post(service, BODY, { 'X-Recaptcha-Token': 'human', 'X-Forwarded-For': '203.0.113.7' })).status).toBe(201);
    expect(new URLSearchParams(google.received.at(-1)).get('remoteip')).toBe('203.0.113.7');
    // Google's own outage (5xx) keeps the lead, marked unverified.
    expect((await post(service, { ...BODY, fullName: 'Grace Hopper' }, { 'X-Recaptcha-Token': 'google-5xx' })).status).toBe(201);
    expect(stored().map((lead) => [lead.fullName, lead.captcha])).toEqual([
      ['Ada Lovelace', 'passed'],
      ['Grace Hopper', 'unavailable'],
    ]);
  });

  it('keeps a request marked unverified when Google cannot be reached', async () => {
    const gone = await stub(() => ({ status: 200 }));
    await new Promise((resolve) => stubs.pop()!.close(resolve));
    const service = await start({ recaptcha: { secret: 'shh', minScore: 0.5, verifyUrl: gone.url } });
    expect((await post(service, BODY, { 'X-Recaptcha-Token': 'human' })).status).toBe(201);
    expect(stored()).toEqual([expect.objectContaining({ captcha: 'unavailable' })]);
  });

  it('forwards each request to the webhook, retrying with backoff while it is down, and never twice', async () => {
    let up = false;
    const webhook = await stub(() => ({ status: up ? 204 : 503 }));
    const service = await start({ webhook: webhookSettings(webhook.url) });
    const ids: string[] = [];
    for (const name of ['Ada Lovelace', 'Grace Hopper']) {
      const response = await post(service, { ...BODY, fullName: name });
      ids.push(((await response.json()) as { id: string }).id);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(webhook.received.length).toBeGreaterThan(2);
    expect(stored().map((lead) => [lead.fullName, lead.forwardState])).toEqual([
      ['Ada Lovelace', 'pending'],
      ['Grace Hopper', 'pending'],
    ]);
    up = true;
    await service.forwarder!.idle();
    const delivered = webhook.received.slice(-2).map((body) => (JSON.parse(body) as { id: string }).id);
    expect(delivered).toEqual(ids);
    expect(logs.some((line) => /forwarding .* failed \(the webhook answered 503\); retrying in \d+ ms/.test(line))).toBe(true);
    expect(stored().every((lead) => lead.forwardState === 'forwarded' && lead.forwardedAt !== null)).toBe(true);

    // A restart forwards nothing again.
    await service.close();
    services = [];
    const count = webhook.received.length;
    const again = await start({ webhook: webhookSettings(webhook.url) });
    await again.forwarder!.idle();
    expect(webhook.received.length).toBe(count);
  });

  it('forwards on start what an earlier run stored but could not deliver', async () => {
    const first = await start();
    await post(first);
    await first.close();
    services = [];
    const webhook = await stub(() => ({ status: 200 }));
    const service = await start({ webhook: webhookSettings(webhook.url) });
    await service.forwarder!.idle();
    expect(webhook.received).toHaveLength(1);
    expect(JSON.parse(webhook.received[0]!)).toMatchObject(BODY);
  });

  it('sends a parked lead again once it is queued with --resend', async () => {
    let refuse = true;
    const webhook = await stub(() => ({ status: refuse ? 400 : 200, body: { error: 'unknown interest' } }));
    const service = await start({ webhook: webhookSettings(webhook.url) });
    const { id } = (await (await post(service)).json()) as { id: string };
    await service.forwarder!.idle();
    expect(stored()[0]).toMatchObject({
      forwardState: 'parked',
      forwardNote: 'the webhook refused it with 400: {"error":"unknown interest"}',
    });
    refuse = false;
    const cli = LeadStore.open(data);
    expect(cli.resend(id)).toBe(true);
    cli.close();
    service.forwarder!.wake();
    await service.forwarder!.idle();
    expect(stored()[0]).toMatchObject({ forwardState: 'forwarded' });
    expect(webhook.received).toHaveLength(2);
  });

  it('removes requests older than the retention period', () => {
    const store = LeadStore.open(data);
    const at = (iso: string) => ({ now: new Date(iso) });
    store.insert({ ...BODY, interestedInSelection: 'kyc', fullName: 'old' }, at('2024-05-01T00:00:00.000Z'));
    store.insert({ ...BODY, interestedInSelection: 'kyc', fullName: 'recent' }, at('2024-06-02T00:00:00.000Z'));
    expect(store.deleteReceivedBefore(retentionCutoff(24, new Date('2026-06-01T00:00:00.000Z')))).toBe(1);
    expect(store.list().map((lead) => lead.fullName)).toEqual(['recent']);
    store.close();
  });

  it("shows and deletes everything stored for one e-mail address (a person's request), in any letter case", () => {
    const store = LeadStore.open(data);
    store.insert({ ...BODY, interestedInSelection: 'kyc' });
    store.insert({ ...BODY, interestedInSelection: 'kyc', businessEmail: 'ADA@Engines.example', message: 'again' });
    store.insert({ ...BODY, interestedInSelection: 'kyc', businessEmail: 'grace@navy.example' });
    expect(store.byEmail(' ada@engines.example ').map((lead) => lead.message)).toEqual(['Hello', 'again']);
    expect(store.deleteByEmail('ada@engines.example')).toBe(2);
    expect(store.list().map((lead) => lead.businessEmail)).toEqual(['grace@navy.example']);
    store.close();
    // Nothing of the deleted rows is left in the file or its write-ahead log.
    const bytes = [storeFileOf(data), `${storeFileOf(data)}-wal`].filter(existsSync).map((file) => readFileSync(file, 'latin1'));
    expect(bytes.join('')).not.toContain('again');
  });
});

describe('settings', () => {
  const none = () => undefined;
  it('has defaults for everything', () => {
    expect(settingsFromEnv({}, none)).toMatchObject({
      port: 4189,
      retentionMonths: 24,
      webhook: undefined,
      recaptcha: undefined,
      sandboxEventDelayScale: 1,
    });
  });

  it('lets a test server shorten the sandbox’s event delays, by a whole percentage', () => {
    expect(settingsFromEnv({ SANDBOX_EVENT_DELAY_PERCENT: '5' }, none).sandboxEventDelayScale).toBe(0.05);
    for (const value of ['0', '101', '2.5', ''])
      expect(() => settingsFromEnv({ SANDBOX_EVENT_DELAY_PERCENT: value }, none)).toThrow('SANDBOX_EVENT_DELAY_PERCENT');
  });

  it('lets a test server raise the sandbox’s requests per client, by a whole number; production keeps 60', () => {
    expect(settingsFromEnv({}, none).sandboxRateLimit).toBeUndefined();
    expect(settingsFromEnv({ SANDBOX_RATE_LIMIT: '6000' }, none).sandboxRateLimit).toBe(6000);
    for (const value of ['0', '100001', '60.5', 'off', ''])
      expect(() => settingsFromEnv({ SANDBOX_RATE_LIMIT: value }, none)).toThrow('SANDBOX_RATE_LIMIT');
  });

  it.each([
    ['CONTACT_RETENTION_MONTHS', '0'],
    ['CONTACT_RETENTION_MONTHS', '99999999'],
    ['CONTACT_PORT', '0'],
    ['CONTACT_PORT', '80a'],
    ['CONTACT_WEBHOOK_URL', 'ftp://crm.example/'],
    ['CONTACT_WEBHOOK_URL', 'https://user:pw@crm.example/'],
    ['CONTACT_WEBHOOK_TIMEOUT_MS', '0'],
    ['CONTACT_RECAPTCHA_MIN_SCORE', '-1'],
    ['CONTACT_RECAPTCHA_VERIFY_URL', 'nope'],
    ['CONTACT_SITE_URL', 'signalwise.example'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => settingsFromEnv({ CONTACT_RECAPTCHA_SECRET: 'x', [name]: value }, none)).toThrow(name);
  });

  it('checks the webhook secret: Standard Webhooks, 24 to 64 bytes, and only with a URL', () => {
    const url = 'https://crm.example/hook';
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(settingsFromEnv({ CONTACT_WEBHOOK_URL: url, CONTACT_WEBHOOK_SECRET: secret }, none).webhook?.secret).toEqual(
      Buffer.alloc(32, 7),
    );
    expect(() => settingsFromEnv({ CONTACT_WEBHOOK_URL: url, CONTACT_WEBHOOK_SECRET: 'hunter2' }, none)).toThrow('CONTACT_WEBHOOK_SECRET');
    expect(() => settingsFromEnv({ CONTACT_WEBHOOK_SECRET: secret }, none)).toThrow('CONTACT_WEBHOOK_URL');
  });

  it("reads the build's VITE_SITE_URL from dist/.nginx/site.json (none for the placeholder or a missing build)", () => {
    mkdirSync(join(dir, 'dist', '.nginx'), { recursive: true });
    writeFileSync(join(dir, 'dist', '.nginx', 'site.json'), '{"siteUrl":"https://signalwise.example.com"}');
    expect(readBuildSiteUrl(join(dir, 'dist'))).toBe('https://signalwise.example.com');
    writeFileSync(join(dir, 'dist', '.nginx', 'site.json'), '{"siteUrl":null}');
    expect(readBuildSiteUrl(join(dir, 'dist'))).toBeUndefined();
    expect(readBuildSiteUrl(join(dir, 'nowhere'))).toBeUndefined();
  });

  it("takes reCAPTCHA's host name from CONTACT_SITE_URL, else from the build's VITE_SITE_URL", () => {
    const build = () => 'https://www.signalwise.example';
    expect(settingsFromEnv({ CONTACT_RECAPTCHA_SECRET: 's' }, build).recaptcha?.hostname).toBe('www.signalwise.example');
    expect(settingsFromEnv({ CONTACT_RECAPTCHA_SECRET: 's', CONTACT_SITE_URL: 'https://a.example' }, build).recaptcha?.hostname).toBe(
      'a.example',
    );
    expect(settingsFromEnv({ CONTACT_RECAPTCHA_SECRET: 's' }, none).recaptcha?.hostname).toBeUndefined();
    expect(settingsFromEnv({ CONTACT_RETENTION_MONTHS: 'off' }, none).retentionMonths).toBe('off');
  });
});

describe('npm run leads', () => {
  it('exports CSV with quoting, and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    // Read with `;` or `,` as the separator (quotes ignored), no piece starts a formula.
    expect(csvCell('Acme;=1+2')).toBe(`"Acme;'=1+2"`);
    expect(csvCell('a;=1+2')).toBe(`"a;'=1+2"`);
    expect(csvCell('a, @SUM(A1);  -3')).toBe(`"a,' @SUM(A1);'  -3"`);
    for (const cell of [csvCell('x;=1'), csvCell('x,+1'), csvCell('=1;=2,-3')])
      for (const piece of cell.replaceAll('"', '').split(/[,;]/)) expect(piece, cell).not.toMatch(/^\s*[=+\-@]/);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('  @SUM(A1)')).toBe(`'  @SUM(A1)`);
    expect(csvCell('\uff1d1+2')).toBe(`'\uff1d1+2`);
    expect(csvCell('+12133734253')).toBe("'+12133734253");
    expect(csvCell('\u001b[31mRED')).toBe('\\u{1b}[31mRED');
    const csv = leadsCsv([
      {
        id: '1',
        receivedAt: '2026-01-01T00:00:00.000Z',
        ...BODY,
        interestedInSelection: 'kyc',
        message: 'line one\r\nline two',
        captcha: null,
        forwardState: 'pending',
        forwardedAt: null,
        forwardNote: null,
        forwardAttempts: 0,
      },
    ]);
    expect(csv).toBe(
      'id,receivedAt,fullName,companyName,businessEmail,phoneNumber,interestedInSelection,message,captcha,forwardState,forwardNote\r\n' +
        `1,2026-01-01T00:00:00.000Z,Ada Lovelace,Analytical Engines Ltd,ada@engines.example,'+12133734253,kyc,"line one\nline two",,pending,\r\n`,
    );
  });

  it('shows every character a terminal would act on as a visible escape', () => {
    expect(terminalSafe('\u001b]52;c;aGk=\u0007 \u202egnp.exe \u009b \ud800 \u200f')).toBe(
      '\\u{1b}]52;c;aGk=\\u{7} \\u{202e}gnp.exe \\u{9b} \\u{d800} \\u{200f}',
    );
    expect(terminalSafe('a\r\nb', true)).toBe('a\nb');
    expect(terminalSafe('a\nb')).toBe('a\\u{a}b');
    expect(terminalSafe('עדה 👩‍💻')).toBe('עדה 👩‍💻');
  });
});

describe('serve:prod nginx config', () => {
  const sources = readDeployFiles();
  const settings = { port: 8080, contactPort: 8081, rate: '10r/m', burst: 5, runDir: '/run/x', dist: '/srv/dist' };
  const render = (overrides: Partial<NginxSettings> = {}) =>
    Object.values(nginxConfig(sources, 'nginx.conf', { ...settings, ...overrides })).join('\n');

  it('sets the port, the contact service, the rate limit and absolute paths', () => {
    const config = render({ rate: '30r/m', burst: 2 });
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain('server 127.0.0.1:8081;');
    expect(config).toContain('rate=30r/m;');
    expect(config).toContain('limit_req zone=contact burst=2 nodelay;');
    expect(config).toContain('root /srv/dist;');
    const directives = config.replace(/#[^\n]*/g, '');
    expect(directives).not.toMatch(/\.\.\/dist|\.nginx-tmp|4188|4189/);
  });

  it('lifts the rate limit when it is off, and refuses a malformed rate', () => {
    expect(render({ rate: 'off' })).not.toContain('limit_req zone=contact');
    expect(() => render({ rate: 'lots' })).toThrow(/CONTACT_RATE_LIMIT/);
  });
});
