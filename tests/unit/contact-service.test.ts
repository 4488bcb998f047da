import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forwardedFileOf, pruneStore, readStore } from '../../server/contact/store.ts';
import { csvCell, leadsCsv } from '../../server/leads.ts';
import { startContactService, type ContactService } from '../../server/service.ts';
import type { ContactServiceConfig } from '../../server/settings.ts';
import { nginxConfig, readDeployFiles, type NginxSettings } from '../../scripts/serve-prod.ts';

const BODY = {
  businessEmail: 'ada@engines.example',
  companyName: 'Analytical Engines Ltd',
  fullName: 'Ada Lovelace',
  phoneNumber: '+12133734253',
  interestedInSelection: 'kyc',
  message: 'Hello',
};

let dir: string;
let file: string;
let services: ContactService[];
let stubs: Server[];
let logs: string[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'contact-service-'));
  file = join(dir, 'data', 'contact-requests.jsonl');
  services = [];
  stubs = [];
  logs = [];
});

afterEach(async () => {
  for (const service of services) await service.close();
  for (const stub of stubs) await new Promise((resolve) => stub.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

async function start(config: Partial<ContactServiceConfig> = {}) {
  const service = await startContactService({ port: 0, host: '127.0.0.1', file, retentionMonths: 24, ...config }, (line) =>
    logs.push(line),
  );
  services.push(service);
  return service;
}

const post = (service: ContactService, body: unknown = BODY, headers: Record<string, string> = {}) =>
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
  it('stores a valid request before answering 201, in a file only its owner can read', async () => {
    const service = await start();
    const response = await post(service);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const { records, bad } = await readStore(file);
    expect(bad).toEqual([]);
    expect(records).toEqual([{ id, receivedAt: expect.any(String) as unknown, ...BODY }]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'data')).mode & 0o777).toBe(0o700);
  });

  it('answers clear 4xx errors and 404 on other paths', async () => {
    const service = await start();
    expect((await post(service, { ...BODY, phoneNumber: '555' })).status).toBe(400);
    expect((await fetch(service.url)).status).toBe(405);
    expect((await fetch(service.url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' })).status).toBe(415);
    expect((await post(service, { ...BODY, message: 'x'.repeat(20_000) })).status).toBe(413);
    expect((await fetch(service.url.replace('/contact', '/other'), { method: 'POST' })).status).toBe(404);
    expect((await readStore(file)).records).toEqual([]);
  });

  it('keeps every one of 300 concurrent requests exactly once', async () => {
    const service = await start();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        post(service, { ...BODY, message: `request ${index}` }).then((response) => response.status),
      ),
    );
    expect(answers.every((status) => status === 201)).toBe(true);
    const { records, bad } = await readStore(file);
    expect(bad).toEqual([]);
    expect(records.map((record) => record.message).sort()).toEqual(Array.from({ length: 300 }, (_, index) => `request ${index}`).sort());
    expect(new Set(records.map((record) => record.id)).size).toBe(300);
  });

  it('skips and reports a torn last line (a crash mid-write) and keeps storing after it', async () => {
    const service0 = await start();
    await post(service0);
    await service0.close();
    services = [];
    writeFileSync(file, `${readFileSync(file, 'utf8')}{"id":"torn","receivedAt":"2026-`, { flag: 'w' });
    const service = await start();
    expect(logs.some((line) => line.includes(':2: torn last line'))).toBe(true);
    expect((await post(service, { ...BODY, fullName: 'Grace Hopper' })).status).toBe(201);
    const { records, bad } = await readStore(file);
    expect(records.map((record) => record.fullName)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(bad).toEqual([{ line: 2, text: '{"id":"torn","receivedAt":"2026-', torn: false }]);
  });

  it('with a reCAPTCHA secret, stores only requests whose token Google accepts', async () => {
    const google = await stub((_, body) => {
      const form = new URLSearchParams(body);
      if (form.get('secret') !== 'shh') return { status: 200, body: { success: false } };
      if (form.get('response') === 'human') return { status: 200, body: { success: true, action: 'contact_form', score: 0.9 } };
      if (form.get('response') === 'bot') return { status: 200, body: { success: true, action: 'contact_form', score: 0.1 } };
      return { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };
    });
    const service = await start({ recaptchaSecret: 'shh', recaptchaVerifyUrl: google.url });
    expect((await post(service)).status).toBe(400);
    expect((await post(service, BODY, { 'X-Recaptcha-Token': 'forged' })).status).toBe(403);
    expect((await post(service, BODY, { 'X-Recaptcha-Token': 'bot' })).status).toBe(403);
    expect((await post(service, BODY, { 'X-Recaptcha-Token': 'human', 'X-Real-IP': '203.0.113.7' })).status).toBe(201);
    expect(new URLSearchParams(google.received.at(-1)).get('remoteip')).toBe('203.0.113.7');
    expect((await readStore(file)).records).toEqual([expect.objectContaining({ ...BODY, captcha: 'passed' })]);
  });

  it('keeps a request marked unverified when Google cannot be reached', async () => {
    const gone = await stub(() => ({ status: 200 }));
    await new Promise((resolve) => stubs.pop()!.close(resolve));
    const service = await start({ recaptchaSecret: 'shh', recaptchaVerifyUrl: gone.url });
    expect((await post(service, BODY, { 'X-Recaptcha-Token': 'human' })).status).toBe(201);
    expect((await readStore(file)).records).toEqual([expect.objectContaining({ captcha: 'unavailable' })]);
  });

  it('forwards each request to the webhook, retrying with backoff while it is down, and never twice', async () => {
    let up = false;
    const webhook = await stub(() => ({ status: up ? 204 : 503 }));
    const service = await start({ webhookUrl: webhook.url, webhookInitialDelayMs: 20 });
    const ids: string[] = [];
    for (const name of ['Ada Lovelace', 'Grace Hopper']) {
      const response = await post(service, { ...BODY, fullName: name });
      ids.push(((await response.json()) as { id: string }).id);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(webhook.received.length).toBeGreaterThan(2);
    expect(readFileSync(file, 'utf8')).toContain('Grace Hopper');
    up = true;
    await service.forwarder!.idle();
    const delivered = webhook.received.slice(-2).map((body) => (JSON.parse(body) as { id: string }).id);
    expect(delivered).toEqual(ids);
    expect(logs.some((line) => /forwarding .* failed \(the webhook answered 503\); retrying in \d+ ms/.test(line))).toBe(true);

    // A restart forwards nothing again; a request stored while the service was down is sent.
    await service.close();
    services = [];
    const count = webhook.received.length;
    const again = await start({ webhookUrl: webhook.url, webhookInitialDelayMs: 20 });
    await again.forwarder!.idle();
    expect(webhook.received.length).toBe(count);
    expect(readFileSync(forwardedFileOf(file), 'utf8').trim().split('\n')).toHaveLength(2);
  });

  it('forwards on start what an earlier run stored but could not deliver', async () => {
    const first = await start();
    await post(first);
    await first.close();
    services = [];
    const webhook = await stub(() => ({ status: 200 }));
    const service = await start({ webhookUrl: webhook.url, webhookInitialDelayMs: 20 });
    await service.forwarder!.idle();
    expect(webhook.received).toHaveLength(1);
    expect(JSON.parse(webhook.received[0]!)).toMatchObject(BODY);
  });

  it('removes requests older than the retention period, and their forwarding marks', async () => {
    const line = (id: string, receivedAt: string) => `${JSON.stringify({ id, receivedAt, ...BODY })}\n`;
    mkdirSync(join(dir, 'data'));
    writeFileSync(file, line('old', '2024-05-01T00:00:00.000Z') + line('recent', '2024-06-02T00:00:00.000Z') + 'garbage\n');
    writeFileSync(forwardedFileOf(file), '{"id":"old"}\n{"id":"recent"}\n');
    expect(await pruneStore(file, 24, new Date('2026-06-01T00:00:00.000Z'))).toBe(1);
    expect((await readStore(file)).records.map((record) => record.id)).toEqual(['recent']);
    expect(readFileSync(file, 'utf8')).toContain('garbage');
    expect(readFileSync(forwardedFileOf(file), 'utf8')).toBe('{"id":"recent"}\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('npm run leads', () => {
  it('exports CSV with quoting, and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+12133734253')).toBe("'+12133734253");
    const csv = leadsCsv([{ id: '1', receivedAt: '2026-01-01T00:00:00.000Z', ...BODY, message: 'line one\nline two' }]);
    expect(csv).toBe(
      'id,receivedAt,fullName,companyName,businessEmail,phoneNumber,interestedInSelection,message,captcha\r\n' +
        `1,2026-01-01T00:00:00.000Z,Ada Lovelace,Analytical Engines Ltd,ada@engines.example,'+12133734253,kyc,"line one\nline two",\r\n`,
    );
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
