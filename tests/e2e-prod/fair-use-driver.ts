// Run by tests/e2e-prod/fair-use.spec.ts inside a network namespace of its own (`unshare -n`, as
// root): there, thousands of IPv4 and IPv6 source addresses are this machine's, so the shipped
// stack (`npm run serve:prod`: nginx + the service, nothing faked) meets clients as the internet
// would send them. It floods, then prints one JSON line of what every client got.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const PORT = 4300;
const V6_SERVER = '2001:db8:ffff::1';
const V4_SERVER = '10.255.0.1';
/** A CDN in front of the stack: nginx believes its X-Forwarded-For, and only its. */
const CDN_RANGE = '10.254.0.0/16';
const CDN = '10.254.0.1';

/** The addresses this namespace answers from: IPv4 10/8 as a whole (a local route), IPv6 one by one. */
function network(v6: readonly string[]) {
  execFileSync('ip', ['link', 'set', 'lo', 'up']);
  execFileSync('ip', ['route', 'add', 'local', '10.0.0.0/8', 'dev', 'lo']);
  const batch = join(tmpdir(), `fair-use-addresses-${process.pid}`);
  writeFileSync(batch, [V6_SERVER, ...v6].map((address) => `address add ${address}/128 dev lo nodad\n`).join(''));
  execFileSync('ip', ['-6', '-batch', batch]);
  rmSync(batch);
}

interface Answer {
  readonly status: number;
  readonly retryAfter: string | undefined;
  readonly body: unknown;
}

/** One request from `from` to the stack (its IPv6 or IPv4 face, by the source's family). */
function call(from: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done, fail) => {
    const request = httpRequest(
      {
        host: from.includes(':') ? V6_SERVER : V4_SERVER,
        port: PORT,
        method,
        path,
        localAddress: from,
        agent: false,
        headers: {
          ...headers,
          ...(text === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) }),
        },
      },
      (response) => {
        let received = '';
        response.on('data', (chunk: Buffer) => (received += chunk.toString()));
        response.on('end', () => {
          let parsed: unknown = received;
          try {
            parsed = JSON.parse(received);
          } catch {
            // not JSON: kept as text
          }
          done({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body: parsed });
        });
      },
    );
    request.on('error', fail);
    request.end(text);
  });
}

/** Runs `jobs` with at most `width` at once; the answers in order. */
async function pool<T>(jobs: readonly (() => Promise<T>)[], width = 48): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]!();
      }
    }),
  );
  return results;
}

const tally = (answers: readonly Answer[]) =>
  answers.reduce<Record<string, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
/** Every 429 and 503 says when to come back. */
const refusalsSayWhen = (answers: readonly Answer[]) =>
  answers.filter(({ status }) => status === 429 || status === 503).every(({ retryAfter }) => Number(retryAfter) >= 1);

const LEAD = {
  businessEmail: 'ada@engines.example',
  companyName: 'Analytical Engines Ltd',
  fullName: 'Ada Lovelace',
  phoneNumber: '+12133734253',
  interestedInSelection: 'kyc',
  message: 'From a namespace',
};
const SESSIONS = '/sandbox/quality-on-demand/v1/sessions';
const session = (from: string, phoneNumber: string) =>
  call(from, 'POST', SESSIONS, {
    device: { phoneNumber },
    applicationServer: { ipv4Address: '198.51.100.10' },
    qosProfile: 'QOS_L',
    duration: 3600,
  });
const code = (from: string, phoneNumber: string) =>
  call(from, 'POST', '/sandbox/one-time-password-sms/v1/send-code', { phoneNumber, message: '{{code}} is your code' });
const hex = (value: number) => value.toString(16);

/** The resident memory of a process at its highest so far, in MB. */
const peakMegabytes = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

async function main() {
  const oneSlash64 = Array.from({ length: 20 }, (_, index) => `2001:db8:1:1::${hex(index + 1)}`);
  const flood48 = Array.from({ length: 400 }, (_, index) => `2001:db8:7:${hex(index)}::1`);
  network([...oneSlash64, '2001:db8:1:2::1', '2001:db8:1:3::1', ...flood48, '2001:db8:8::1']);

  const data = mkdtempSync(join(tmpdir(), 'fair-use-'));
  const stack = spawn(
    process.execPath,
    [
      join(root, 'scripts/serve/serve-prod.ts'),
      '--port',
      String(PORT),
      '--listen',
      V6_SERVER,
      '--listen',
      V4_SERVER,
      '--real-ip-from',
      CDN_RANGE,
    ],
    {
      cwd: root,
      env: { ...process.env, CONTACT_DATA_DIR: data },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const servicePid = await new Promise<number>((done, fail) => {
    let output = '';
    stack.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const pid = /contact service on \S+ \(pid (\d+)\)/.exec(output)?.[1];
      if (pid) done(Number(pid));
    });
    stack.once('exit', (exit) => fail(new Error(`serve:prod stopped (${exit}): ${output}`)));
  });

  try {
    // 1. Twenty addresses of one IPv6 /64 are one client, for nginx's contact limit …
    const contact = await pool(
      oneSlash64.map((from) => () => call(from, 'POST', '/api/v1/contact', LEAD)),
      20,
    );
    const contactElsewhere = await call('2001:db8:1:2::1', 'POST', '/api/v1/contact', LEAD);
    // … and for the sandbox's own.
    const sandbox = await pool(
      oneSlash64.flatMap((from) =>
        Array.from({ length: 4 }, () => () => call(from, 'POST', '/sandbox/sim-swap/v2/check', { phoneNumber: '+99020000001' })),
      ),
      20,
    );
    const sandboxElsewhere = await call('2001:db8:1:3::1', 'POST', '/sandbox/sim-swap/v2/check', { phoneNumber: '+99020000001' });

    // … and behind a CDN: its X-Forwarded-For names the visitor, whom the limits then count
    // (one /64 as one client, twenty /64s as twenty); anyone else's is not believed.
    const behindCdn = (from: string, visitors: string[]) =>
      pool(
        visitors.map((visitor) => () => call(from, 'POST', '/api/v1/contact', LEAD, { 'X-Forwarded-For': visitor })),
        20,
      );
    const cdnOne64 = await behindCdn(
      CDN,
      Array.from({ length: 20 }, (_, index) => `2001:db8:9:1::${hex(index + 1)}`),
    );
    const cdnMany64 = await behindCdn(
      CDN,
      Array.from({ length: 20 }, (_, index) => `2001:db8:9:${hex(index + 16)}::1`),
    );
    const forged = await behindCdn(
      '10.3.0.1',
      Array.from({ length: 20 }, (_, index) => `2001:db8:9:${hex(index + 64)}::1`),
    );
    const cdnSandbox = await pool(
      Array.from(
        { length: 80 },
        (_, index) => () =>
          call(
            CDN,
            'POST',
            '/sandbox/sim-swap/v2/check',
            { phoneNumber: '+99020000001' },
            { 'X-Forwarded-For': `2001:db8:9:99::${hex(index + 1)}` },
          ),
      ),
      20,
    );

    // 2. A bystander holds a running session and a fresh code before the floods.
    const bystander = '10.200.0.1';
    const heldSession = (await session(bystander, '+99050000001')).body as { sessionId: string };
    const heldCode = ((await code(bystander, '+99060000001')).body as { authenticationId: string }).authenticationId;

    // 3. Many /64s of one /48, two running sessions each.
    const flood6 = await pool(flood48.flatMap((from) => ['+99050000001', '+99050000004'].map((number) => () => session(from, number))));
    const newcomer6 = await session('2001:db8:8::1', '+99050000001');

    // 4. 5,120 IPv4 addresses (256 /24s of one /16), two running sessions each: more than the
    // 10,000 the sandbox keeps.
    const v4 = Array.from({ length: 256 * 20 }, (_, index) => `10.1.${index % 256}.${Math.floor(index / 256) + 1}`);
    const flood4 = await pool(v4.flatMap((from) => ['+99050000001', '+99050000004'].map((number) => () => session(from, number))));
    const newcomer4 = await session('10.201.0.1', '+99050000001');
    const bystanderSession = await call(bystander, 'GET', `${SESSIONS}/${heldSession.sessionId}`);

    // 5. 22,000 codes from 400 addresses of 40 /24s: more than the 20,000 the sandbox keeps.
    const codeSenders = Array.from({ length: 400 }, (_, index) => `10.2.${index % 40}.${Math.floor(index / 40) + 1}`);
    const codes = await pool(
      codeSenders.flatMap((from, sender) =>
        Array.from({ length: 55 }, (_, index) => () => code(from, `+9906${String(sender * 100 + index).padStart(7, '0')}`)),
      ),
    );
    const bystanderCode = await call(bystander, 'POST', '/sandbox/one-time-password-sms/v1/validate-code', {
      authenticationId: heldCode,
      code: '123456',
    });

    const everything = [contact, sandbox, cdnOne64, cdnMany64, forged, cdnSandbox, flood6, flood4, codes].flat();
    console.log(
      JSON.stringify({
        contact: tally(contact),
        contactElsewhere: contactElsewhere.status,
        sandbox: tally(sandbox),
        sandboxElsewhere: sandboxElsewhere.status,
        cdnOne64: tally(cdnOne64),
        cdnMany64: tally(cdnMany64),
        forged: tally(forged),
        cdnSandbox: tally(cdnSandbox),
        flood6: tally(flood6),
        newcomer6: { status: newcomer6.status, body: newcomer6.body },
        flood4: tally(flood4),
        newcomer4: { status: newcomer4.status, body: newcomer4.body },
        bystanderSession: { status: bystanderSession.status, body: bystanderSession.body },
        codes: tally(codes),
        bystanderCode: bystanderCode.status,
        refusalsSayWhen: refusalsSayWhen(everything),
        servicePeakMegabytes: Math.round(peakMegabytes(servicePid)),
      }),
    );
  } finally {
    stack.kill('SIGTERM');
    await new Promise((done) => stack.once('exit', done));
    rmSync(data, { recursive: true, force: true });
  }
}

await main();
