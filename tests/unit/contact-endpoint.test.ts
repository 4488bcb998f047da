import { mkdtempSync, rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContactBody, MAX_BODY_BYTES } from '../../server/contact/body.ts';
import { createServiceApp } from '../../server/app.ts';
import { CONTACT_ENDPOINT_PATH } from '../../server/contact/endpoint.ts';
import { LeadStore } from '../../server/contact/lead-store.ts';
import { createLogger } from '../../server/log.ts';

const BODY = {
  businessEmail: 'ada@engines.example',
  companyName: 'Analytical Engines Ltd',
  fullName: 'Ada Lovelace',
  phoneNumber: '+12133734253',
  interestedInSelection: 'kyc',
  message: 'Hello',
};

describe('contact request body check', () => {
  it('accepts the body the form sends, trimmed', () => {
    expect(checkContactBody({ ...BODY, fullName: ' Ada Lovelace ' })).toEqual({ ok: true, value: BODY });
  });

  it('accepts an empty or missing message', () => {
    expect(checkContactBody({ ...BODY, message: '' })).toEqual({ ok: true, value: { ...BODY, message: '' } });
    const { message: _message, ...withoutMessage } = BODY;
    expect(checkContactBody(withoutMessage)).toEqual({ ok: true, value: { ...BODY, message: '' } });
  });

  it.each([
    ['null', null],
    ['an array', [BODY]],
    ['a string', JSON.stringify(BODY)],
    ['a number', 42],
  ])('rejects %s', (_, body) => {
    expect(checkContactBody(body)).toEqual({ ok: false, errors: ['body must be a JSON object'] });
  });

  it.each([
    ['fullName', ''],
    ['fullName', '   '],
    ['companyName', ''],
    ['businessEmail', ''],
    ['phoneNumber', ''],
    ['interestedInSelection', ''],
  ])('requires %s (got %j)', (field, value) => {
    expect(checkContactBody({ ...BODY, [field]: value })).toEqual({ ok: false, errors: [`${field} is required`] });
  });

  it.each([
    ['fullName', 101],
    ['companyName', 121],
    ['businessEmail', 255],
    ['message', 2001],
  ])('limits %s to %i characters', (field, length) => {
    const check = checkContactBody({ ...BODY, [field]: 'a'.repeat(length) });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors).toContain(`${field} is longer than ${length - 1} characters`);
  });

  it.each([
    ['fullName', 42],
    ['message', null],
    ['phoneNumber', 12133734253],
    ['interestedInSelection', ['kyc']],
  ])('requires %s to be a string', (field, value) => {
    expect(checkContactBody({ ...BODY, [field]: value })).toEqual({ ok: false, errors: [`${field} must be a string`] });
  });

  it.each(['ada', 'ada@', '@engines.example', 'ada@localhost', 'a da@engines.example', 'ada@@engines.example'])(
    'rejects the e-mail %j',
    (businessEmail) => {
      expect(checkContactBody({ ...BODY, businessEmail })).toEqual({ ok: false, errors: ['businessEmail is not an e-mail address'] });
    },
  );

  it.each(['2133734253', '+1 213 373 4253', '+0123', '+1', '+1234567890123456'])('rejects the phone %j (not E.164)', (phoneNumber) => {
    const check = checkContactBody({ ...BODY, phoneNumber });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors).toContain('phoneNumber is not in E.164 format');
  });

  it('rejects an interest outside the list and unknown fields', () => {
    expect(checkContactBody({ ...BODY, interestedInSelection: 'crypto', admin: true })).toEqual({
      ok: false,
      errors: ['admin is not a known field', 'interestedInSelection is not a known interest'],
    });
  });
});

describe('embedded contact endpoint', () => {
  let app: FastifyInstance;
  let url: string;
  let dir: string;
  let store: LeadStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'contact-endpoint-'));
    store = LeadStore.open(join(dir, '.data'));
    ({ app } = await createServiceApp({ behindProxy: false, logger: createLogger({ level: 'silent' }), contact: { store } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${CONTACT_ENDPOINT_PATH}`;
  });

  afterAll(async () => {
    await app.close();
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (body: string, contentType = 'application/json') =>
    fetch(url, { method: 'POST', headers: { 'Content-Type': contentType }, body });

  it('stores a valid request as one lead with an id and an ISO timestamp, and answers 201', async () => {
    const response = await post(JSON.stringify(BODY));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { ok: boolean; id: string };
    expect(answer).toEqual({ ok: true, id: expect.any(String) as unknown });
    const leads = store.list();
    expect(leads).toEqual([expect.objectContaining({ id: answer.id, receivedAt: expect.any(String) as unknown, ...BODY })]);
    expect(new Date(leads[0]!.receivedAt).toISOString()).toBe(leads[0]!.receivedAt);

    await post(JSON.stringify({ ...BODY, fullName: 'Grace Hopper' }));
    expect(store.list()).toHaveLength(2);
  });

  it('answers 400 with the problems and stores nothing for a bad body', async () => {
    const before = store.list().length;
    const response = await post(JSON.stringify({ ...BODY, phoneNumber: '555' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error: 'invalid_body', details: ['phoneNumber is not in E.164 format'] });
    const broken = await post('{"fullName":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: 'invalid_json' });
    expect(store.list()).toHaveLength(before);
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await post(JSON.stringify({ ...BODY, message: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(response.status).toBe(413);
  });

  it('answers 415 for a body that is not JSON', async () => {
    expect((await post('fullName=Ada', 'application/x-www-form-urlencoded')).status).toBe(415);
  });

  it('answers 405 with Allow: POST to other methods', async () => {
    const response = await fetch(url);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('passes other paths on', async () => {
    expect((await fetch(`${url}other`, { method: 'POST' })).status).toBe(404);
  });
});
