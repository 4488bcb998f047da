// The playground's Authorize step against the sandbox's operator, with no browser: its client
// (src/adapters/operator-client.ts, as the page runs it) through every CIBA outcome it shows,
// and the step samples the page prints (src/config/operator-samples.ts) run as a developer
// would: the JavaScript makes the client assertion, then each curl step with the real curl.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { importJWK, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { OperatorError, tokenScope } from '../../machines/authorize/index.ts';
import { createOperatorClient } from '../../src/adapters/operator-client.ts';
import { ORIGIN_PLACEHOLDER } from '../../src/config/api-samples.ts';
import { assertionSample, operatorSamples } from '../../src/config/operator-samples.ts';
import { CONSENT_NUMBERS, OPERATOR_TIMES, PURPOSES } from '../../src/config/sandbox-operator.ts';
import { useSandboxServer } from './sandbox-server.ts';

// A whole flow is several requests: the limit per client (tested in sandbox-server.test.ts) is lifted.
const server = useSandboxServer({ rateLimit: { perClient: 10_000, perGroup: 10_000, windowMs: 30_000, maxClients: 100 } });
const SCOPE = tokenScope('ciba', PURPOSES[0], ['sim-swap:check']);
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
const INTERVAL_MS = OPERATOR_TIMES.pollInterval * 1000 + 100;
const has = (command: string) => !spawnSync(command, ['--version']).error;

describe('the Authorize step’s client', () => {
  const operator = () => createOperatorClient({ fetch: globalThis.fetch, origin: server.origin });

  it('CIBA: a line that consents at once gives a three-legged token, decoded for the page', async () => {
    const client = operator();
    const started = await client.requestBackchannel({ loginHint: 'tel:+99020000001', scope: SCOPE });
    expect(started.interval).toBe(OPERATOR_TIMES.pollInterval);
    await wait(INTERVAL_MS);
    const result = await client.pollToken({ authReqId: started.authReqId });
    if (result.kind !== 'token') throw new Error(`no token: ${result.kind}`);
    expect(result.token.header).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    expect(result.token.claims).toMatchObject({ aud: `${server.origin}/sandbox`, scope: `${PURPOSES[0]} sim-swap:check` });
    expect(result.token.expiresIn).toBe(OPERATOR_TIMES.accessToken);
  });

  it('CIBA: pending, then slow_down to a poll too early; a refusal is the operator’s access_denied', async () => {
    const client = operator();
    const later = await client.requestBackchannel({ loginHint: `tel:${CONSENT_NUMBERS.afterPolls}`, scope: SCOPE });
    await wait(INTERVAL_MS);
    expect(await client.pollToken({ authReqId: later.authReqId })).toEqual({ kind: 'pending' });
    expect(await client.pollToken({ authReqId: later.authReqId })).toEqual({ kind: 'slowDown' });

    const refused = await client.requestBackchannel({ loginHint: `tel:${CONSENT_NUMBERS.denies}`, scope: SCOPE });
    await wait(INTERVAL_MS);
    await expect(client.pollToken({ authReqId: refused.authReqId })).rejects.toEqual(new OperatorError('access_denied'));
  });

  it('client credentials: a two-legged token; a scope the API does not allow is invalid_scope', async () => {
    const client = operator();
    const token = await client.requestToken({ scope: tokenScope('clientCredentials', PURPOSES[0], ['sim-swap:check']) });
    expect(token.claims).toMatchObject({ scope: `${PURPOSES[0]} sim-swap:check` });
    await expect(
      client.requestToken({ scope: tokenScope('clientCredentials', PURPOSES[0], ['number-verification:verify']) }),
    ).rejects.toEqual(new OperatorError('invalid_scope'));
  });

  it('answers a browser on the site’s own origin (the playground), and no other site’s', async () => {
    const from = (origin: string) =>
      createOperatorClient({
        fetch: (input, init) => globalThis.fetch(input, { ...init, headers: { Origin: origin } }),
        origin: server.origin,
      });
    const scope = tokenScope('clientCredentials', PURPOSES[0], ['sim-swap:check']);
    await expect(from(server.origin).requestToken({ scope })).resolves.toMatchObject({ expiresIn: OPERATOR_TIMES.accessToken });
    await expect(from('https://attacker.example').requestToken({ scope })).rejects.toEqual(new OperatorError('invalid_request'));
  });

  it('says unreachable when nothing answers', async () => {
    const client = createOperatorClient({ fetch: () => Promise.reject(new TypeError('offline')), origin: server.origin });
    await expect(client.requestToken({ scope: SCOPE })).rejects.toEqual(new OperatorError('unreachable'));
  });
});

describe.runIf(has('curl'))('the Authorize step’s samples, run as printed', () => {
  /** The JavaScript sample, run with jose: the client assertion it prints. */
  async function assertion() {
    const code = assertionSample()
      .replaceAll(ORIGIN_PLACEHOLDER, server.origin)
      .replace(/^import .*$/m, '');
    const printed: string[] = [];
    type Compiled = new (...args: string[]) => (...values: unknown[]) => Promise<void>;
    const AsyncFunction = (Object.getPrototypeOf(async () => {}) as { constructor: Compiled }).constructor;
    await new AsyncFunction('importJWK', 'SignJWT', 'console', code)(importJWK, SignJWT, { log: (line: string) => printed.push(line) });
    expect(printed).toHaveLength(1);
    return printed[0]!;
  }

  /** A curl step with the shell's variables set, and the JSON it printed (asynchronously: the sandbox answers in this process). */
  async function run(code: string, env: Record<string, string>) {
    const { stdout } = await promisify(execFile)(
      'sh',
      ['-c', `${code.replaceAll(ORIGIN_PLACEHOLDER, server.origin)} -s -m 10 -w '\\n%{http_code}'`],
      {
        env: { ...process.env, ...env },
        encoding: 'utf8',
      },
    );
    const [body = '', status = ''] = stdout.trimEnd().split(/\n(?=\d{3}$)/);
    return { status: Number(status), json: JSON.parse(body || 'null') as Record<string, unknown> };
  }

  const call = { method: 'POST' as const, path: '/sandbox/sim-swap/v2/check', body: { maxAge: 240 }, jsonResponse: true };

  it('CIBA: ask, poll, then call with the token: the token names the line', async () => {
    const steps = Object.fromEntries(
      operatorSamples('ciba', { scope: SCOPE, loginHint: '+99020000001', call }).map(({ step, code }) => [step, code]),
    );
    const asked = await run(steps.request!, { CLIENT_ASSERTION: await assertion() });
    expect(asked.status).toBe(200);
    await wait(INTERVAL_MS);
    const polled = await run(steps.poll!, { CLIENT_ASSERTION: await assertion(), AUTH_REQ_ID: String(asked.json.auth_req_id) });
    expect(polled.status).toBe(200);
    const answered = await run(steps.call!, { ACCESS_TOKEN: String(polled.json.access_token) });
    expect(answered).toEqual({ status: 200, json: { swapped: true } });
  });

  it('client credentials: ask, then call with the token and the number in the body', async () => {
    const steps = Object.fromEntries(
      operatorSamples('clientCredentials', {
        scope: tokenScope('clientCredentials', PURPOSES[0], ['sim-swap:check']),
        loginHint: '',
        call: { ...call, body: { phoneNumber: '+99020000001', maxAge: 240 } },
      }).map(({ step, code }) => [step, code]),
    );
    expect(steps.poll).toBeUndefined();
    const asked = await run(steps.request!, { CLIENT_ASSERTION: await assertion() });
    expect(asked.status).toBe(200);
    expect(await run(steps.call!, { ACCESS_TOKEN: String(asked.json.access_token) })).toEqual({ status: 200, json: { swapped: true } });
  });
});
