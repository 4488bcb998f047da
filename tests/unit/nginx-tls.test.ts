// deploy/nginx-tls.conf as shipped, served with a throw-away certificate made here by openssl:
// HTTP redirects to HTTPS (except Let's Encrypt's challenges, served from the ACME webroot),
// HTTPS speaks HTTP/2 and sends the security headers. Needs nginx, openssl and a build (dist/);
// skipped without them.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect as http2Connect } from 'node:http2';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeNginxConfig } from '../../scripts/serve/serve-prod.ts';

const dist = new URL('../../dist/', import.meta.url).pathname.replace(/\/$/, '');
const ready =
  existsSync(join(dist, '.nginx', 'routes.conf')) && !spawnSync('nginx', ['-v']).error && !spawnSync('openssl', ['version']).error;

/** A free loopback port. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe.skipIf(!ready)('deploy/nginx-tls.conf', () => {
  let dir: string;
  let nginx: ChildProcess;
  let httpPort: number;
  let httpsPort: number;
  let certificate: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nginx-tls-'));
    certificate = join(dir, 'cert.pem');
    const key = join(dir, 'key.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        key,
        '-out',
        certificate,
      ],
      { stdio: 'ignore' },
    );
    httpPort = await freePort();
    httpsPort = await freePort();
    const config = writeNginxConfig('nginx-tls.conf', {
      port: httpPort,
      contactPort: await freePort(),
      rate: '10r/m',
      burst: 5,
      runDir: dir,
      dist,
      tls: { port: httpsPort, certificate, key, acme: join(dir, 'acme') },
    });
    // What `certbot certonly --webroot -w <repo>/.acme` writes for a challenge, readable by
    // nginx's workers (they drop root's rights; mkdtemp made the folder owner-only).
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, 'acme', '.well-known', 'acme-challenge'), { recursive: true, mode: 0o755 });
    writeFileSync(join(dir, 'acme', '.well-known', 'acme-challenge', 'tok3n_-x'), 'tok3n_-x.thumbprint');
    nginx = spawn('nginx', ['-p', dir, '-c', config, '-g', 'daemon off;'], { stdio: 'ignore' });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (existsSync(join(dir, 'nginx.pid'))) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 30_000);

  afterAll(async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /** A plain-HTTP request to the redirecting port 80. */
  const plain = (path: string, host = 'signalwise.example') =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port: httpPort, path, headers: { Host: host } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
        .on('error', reject)
        .end();
    });

  it('redirects plain HTTP to the same path on HTTPS, on its own host name, with the security headers', async () => {
    const response = await plain('/banking?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('https://signalwise.example/banking?x=1');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // HSTS only over HTTPS (RFC 6797 §7.2).
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // A Host header cannot send the visitor elsewhere.
    expect((await plain('/banking', 'evil.example')).headers.location).toBe('https://signalwise.example/banking');
  });

  it("serves Let's Encrypt's HTTP-01 challenge from the ACME webroot over plain HTTP; every other /. path is a 404", async () => {
    const challenge = await plain('/.well-known/acme-challenge/tok3n_-x');
    expect(challenge.status).toBe(200);
    expect(challenge.body).toBe('tok3n_-x.thumbprint');
    expect(challenge.headers['content-type']).toContain('text/plain');
    expect(challenge.headers['x-content-type-options']).toBe('nosniff');
    expect(challenge.headers['strict-transport-security']).toBeUndefined();
    expect((await plain('/.well-known/acme-challenge/missing')).status).toBe(404);
    for (const path of [
      '/.git/config',
      '/.well-known/security.txt',
      '/.nginx/routes.conf',
      '/.well-known/acme-challenge/../../.git/config',
    ]) {
      const response = await plain(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-security-policy'], path).toContain("default-src 'none'");
    }
  });

  it("answers plain HTTP sent to the TLS port (nginx's own 497) with the security headers", async () => {
    const response = await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port: httpsPort, path: '/' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      })
        .on('error', reject)
        .end();
    });
    expect(response.status).toBe(400);
    // The answer went over plain HTTP: no HSTS (RFC 6797 §7.2).
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('serves the site over HTTP/2 with HSTS and the rest of the security headers', async () => {
    const session = http2Connect(`https://localhost:${httpsPort}`, { ca: readFileSync(certificate) });
    try {
      const get = (path: string) =>
        new Promise<{ headers: Record<string, unknown>; body: string }>((resolve, reject) => {
          const stream = session.request({ ':path': path });
          let body = '';
          let headers: Record<string, unknown> = {};
          stream.on('response', (received) => (headers = received));
          stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
          stream.on('end', () => resolve({ headers, body }));
          stream.on('error', reject);
          stream.end();
        });
      const home = await get('/');
      expect(session.alpnProtocol).toBe('h2');
      expect(home.headers[':status']).toBe(200);
      expect(home.body).toContain('<div id="root"');
      expect(home.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(home.headers['content-security-policy']).toContain("default-src 'none'");
      expect(home.headers['x-frame-options']).toBe('DENY');
      expect(home.headers['cross-origin-opener-policy']).toBe('same-origin');
      const missing = await get('/pricing');
      expect(missing.headers[':status']).toBe(404);
      expect(missing.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const slash = await get('/banking/');
      expect(slash.headers[':status']).toBe(301);
      expect(slash.headers.location).toBe('/banking');
    } finally {
      session.close();
    }
  });
});
