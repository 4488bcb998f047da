import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import fc from 'fast-check';
import { PROD_STACKS } from '../../playwright.prod.config.ts';
import { expect, test } from '../e2e/fixtures.ts';

// The shipped nginx config (serve:prod) against what a browser would never send: hostile
// paths, oversized requests, and a flood of idle connections. Raw HTTP from Node, so every
// byte of the path reaches nginx as written.
const { hostname, port } = new URL(PROD_STACKS.limited.url);

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
}

/** One GET with the path exactly as given. */
const get = (path: string, localAddress = '127.0.0.1') =>
  new Promise<Answer>((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path, localAddress, agent: false, timeout: 5_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${path.slice(0, 60)} had no answer in 5 s`)));
    request.on('error', reject);
    request.end();
  });

/** A request written byte for byte; resolves with the status line's code and the headers. */
const raw = (text: string) =>
  new Promise<Answer>((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('end', () => {
      const [head = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.on('error', reject);
    socket.end(text);
  });

const expectSecurityHeaders = (answer: Answer, what: string) => {
  expect(answer.headers['content-security-policy'], what).toContain("default-src 'none'");
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  // Plain HTTP on port 80 sends no HSTS (RFC 6797 §7.2); the TLS server does (nginx-tls.test.ts).
  expect(answer.headers['strict-transport-security'], what).toBeUndefined();
};

/** A redirect stays on this origin: "/" then a character that starts a path, never "//" or "/\". */
const expectSameOrigin = (answer: Answer, path: string) => {
  if (answer.status < 300 || answer.status >= 400) return;
  const location = String(answer.headers.location);
  expect(location, `${path} → ${location}`).toMatch(/^\/(?![/\\])/);
  expect(location, `${path} → ${location}`).not.toMatch(/[\\\t\r\n]/);
  expect(new URL(location, PROD_STACKS.limited.url).origin).toBe(PROD_STACKS.limited.url);
};

test('no redirect leaves the origin, whatever the path holds', async () => {
  const hostile = [
    '/%5Cevil.example/index.html',
    '/%5C%5Cevil.example/',
    '/%5Cevil.example/',
    '/%2F%2Fevil.example/',
    '/%2f%2fevil.example/index.html',
    '//evil.example/',
    '///evil.example/index.html',
    '/\\evil.example/',
    '/%09/evil.example/',
    '/%5C/evil.example/index.html',
    '/.%5Cevil.example/',
    '/%E3%80%81evil.example/',
  ];
  for (const path of hostile) expectSameOrigin(await get(path), path);
  // The redirects the site does make still work.
  expect((await get('/banking/')).headers.location).toBe('/banking');
  expect((await get('/es/banking/index.html')).headers.location).toBe('/es/banking');
  // And any mix of slashes, backslashes, their encodings, dots and letters.
  const piece = fc.constantFrom(
    '/',
    '\\',
    '%5C',
    '%5c',
    '%2F',
    '%2f',
    '%09',
    '%00',
    '.',
    '..',
    'evil.example',
    'banking',
    'index.html',
    '%E2%80%8B',
    '@',
    ':',
  );
  await fc.assert(
    fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 8 }), async (pieces) => {
      const path = `/${pieces.join('')}`.replaceAll('\\', '%5C');
      expectSameOrigin(await get(path), path);
    }),
    { numRuns: 300, seed: 26 },
  );
});

test("nginx's own errors carry the security headers: 414, 400 and 494", async () => {
  const long = await get(`/${'a'.repeat(9_000)}`);
  expect(long.status).toBe(414);
  expectSecurityHeaders(long, '414');
  const malformed = await raw('GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n');
  expect(malformed.status).toBe(400);
  expectSecurityHeaders(malformed, '400');
  const hugeHeader = await raw(`GET / HTTP/1.1\r\nHost: a\r\nCookie: ${'c'.repeat(9_000)}\r\nConnection: close\r\n\r\n`);
  expect(hugeHeader.status).toBe(400); // nginx's 494, sent as 400
  expectSecurityHeaders(hugeHeader, '494');
});

test('a flood of idle connections from one address does not lock out a visitor from another', async () => {
  test.setTimeout(60_000);
  // More than the 1,024 connections an nginx worker has by default, each idling in the middle
  // of its request headers (nginx closes connections that have sent nothing at all by itself
  // when it runs short; these it must keep until client_header_timeout).
  const sockets: Socket[] = [];
  try {
    const opened = Array.from(
      { length: 1_100 },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect({ host: hostname, port: Number(port), localAddress: '127.0.0.2' });
          sockets.push(socket);
          socket.on('connect', () => {
            socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
            resolve();
          });
          socket.on('error', () => resolve());
        }),
    );
    await Promise.race([Promise.all(opened), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    const visitor = await get('/', '127.0.0.1');
    expect(visitor.status).toBe(200);
  } finally {
    for (const socket of sockets) socket.destroy();
  }
});

test('a body trickled in a byte every few seconds is cut 10 s after the request began, with a 408', async () => {
  test.setTimeout(60_000);
  /** Sends the head, then a byte of the body every `gapMs`; resolves with what came back and when. */
  const trickle = (path: string, gapMs: number) =>
    new Promise<{ status: number; seconds: number; closed: boolean }>((resolve, reject) => {
      const started = Date.now();
      const socket = connect({ host: hostname, port: Number(port) });
      let received = '';
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`);
        timer = setInterval(() => socket.write('{'), gapMs);
      });
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ status: Number(received.split(' ')[1]), seconds: (Date.now() - started) / 1000, closed: true });
      });
      socket.on('error', (error) => {
        clearInterval(timer);
        if (received) resolve({ status: Number(received.split(' ')[1]), seconds: (Date.now() - started) / 1000, closed: true });
        else reject(error);
      });
      setTimeout(() => {
        clearInterval(timer);
        socket.destroy();
        reject(new Error(`${path}: still open after 30 s (${received.slice(0, 80) || 'nothing received'})`));
      }, 30_000);
    });
  // nginx's client_body_timeout (10 s) times only the gaps between reads, so a byte every 5 s
  // would pass it for ever; the service's deadline counts from the request's first byte.
  const answers = await Promise.all(['/sandbox/sim-swap/v2/check', '/api/v1/contact'].map((path) => trickle(path, 5_000)));
  for (const answer of answers) {
    expect(answer.status).toBe(408);
    expect(answer.seconds).toBeGreaterThanOrEqual(9.5);
    expect(answer.seconds).toBeLessThan(15);
    expect(answer.closed).toBe(true);
  }
});
