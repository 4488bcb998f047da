// nginx in front of the sandbox (deploy/http.conf, deploy/site.conf): its own answers under
// /sandbox/ say what the sandbox would, in the same words and with the same headers, and its
// rate limit never refuses what the sandbox would answer. (tests/e2e-prod/sandbox-prod.spec.ts
// runs the samples and a load through the real stack.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORS_HEADERS, HTTP_ERRORS, sandboxNginxHeaderDirectives, sandboxSecurityHeaders } from '../../server/sandbox/http.ts';
import { DEFAULT_RATE_LIMIT } from '../../server/sandbox/sandbox.ts';
import { HSTS } from '../../server/static-security-headers.ts';
import { HEARTBEAT_MS } from '../../server/sandbox/inbox-routes.ts';
import { SERVICE_KEEP_ALIVE_MS } from '../../server/service.ts';

const deploy = (name: string) => readFileSync(new URL(`../../deploy/${name}`, import.meta.url), 'utf8');
const site = deploy('site.conf');
const http = deploy('http.conf');

/** The body of a named location. */
const location = (name: string) => {
  const start = site.indexOf(`location ${name} {\n`);
  if (start < 0) throw new Error(`deploy/site.conf has no location ${name}`);
  return site.slice(start, site.indexOf('\n}\n', start));
};

describe('nginx under /sandbox/', () => {
  it.each([
    ['@sandbox_too_large', HTTP_ERRORS.payloadTooLarge],
    ['@sandbox_too_many_requests', HTTP_ERRORS.tooManyRequests],
    ['@sandbox_unavailable', HTTP_ERRORS.unavailable],
  ])('%s answers the sandbox’s CAMARA error, with its headers', (name, error) => {
    const body = location(name);
    expect(body).toContain(`return ${error.status} '${JSON.stringify(error.body)}';`);
    expect(body).toContain('include ../dist/.nginx/sandbox-headers.conf;');
    expect(body).toContain('default_type application/json;');
  });

  it('sends the sandbox’s own headers on those answers, and the request’s x-correlator when CAMARA allows it', () => {
    const directives = sandboxNginxHeaderDirectives();
    for (const [name, value] of Object.entries({ ...sandboxSecurityHeaders(), ...CORS_HEADERS, 'Cache-Control': 'no-store' }))
      expect(directives).toContain(`add_header ${name} "${value}" always;`);
    expect(directives).toContain('add_header x-correlator $sandbox_correlator always;');
    expect(http).toMatch(
      /map \$http_x_correlator \$sandbox_correlator \{\n\s+"~\^\[a-zA-Z0-9-_:;\.\/<>\{\}\]\{1,256\}\$" \$http_x_correlator;\n\s+default "";/,
    );
  });

  it('passes everything else on to the service untouched: no headers of its own, every status of the sandbox kept', () => {
    const proxy = location('^~ /sandbox/');
    expect(proxy).toContain('proxy_pass http://contact_service;');
    // The client nginx saw, overwriting whatever the client sent (the service believes this header).
    expect(proxy).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(proxy).not.toContain('$proxy_add_x_forwarded_for');
    // One add_header (HSTS, over HTTPS only), so the server level's, meant for pages, are not inherited.
    expect(proxy.match(/^\s*add_header .*/gm)?.map((line) => line.trim())).toEqual(['add_header Strict-Transport-Security $hsts always;']);
    expect(http).toMatch(/map \$scheme \$hsts \{\n\s+https "([^"]+)";\n\s+default "";/);
    expect(/https "([^"]+)";/.exec(http)?.[1]).toBe(HSTS);
    expect(proxy).not.toContain('include');
    expect(proxy).not.toContain('proxy_intercept_errors');
    // The service refuses bodies over 16 KB itself; nginx's ceiling is higher.
    expect(Number(/client_max_body_size (\d+)k;/.exec(proxy)?.[1])).toBeGreaterThan(16);
  });

  it('limits the rate more loosely than the sandbox at every moment: a higher rate and a bigger burst', () => {
    const zone = /limit_req_zone \$client_key zone=sandbox:\d+m rate=(\d+)r\/([sm]);/.exec(http);
    const burst = /limit_req zone=sandbox burst=(\d+) nodelay;/.exec(site);
    expect(zone).not.toBeNull();
    expect(burst).not.toBeNull();
    const perMinute = Number(zone![1]) * (zone![2] === 's' ? 60 : 1);
    // The sandbox's window, in a minute; everything it allows at once.
    expect(perMinute).toBeGreaterThanOrEqual((DEFAULT_RATE_LIMIT.perClient * 60_000) / DEFAULT_RATE_LIMIT.windowMs);
    expect(Number(burst![1])).toBeGreaterThanOrEqual(DEFAULT_RATE_LIMIT.perClient);
    expect(DEFAULT_RATE_LIMIT).toMatchObject({ perClient: 60, windowMs: 30_000 });
  });

  it('keys every limit on the client (an IPv4 address, an IPv6 /64), never the full address', () => {
    expect(http).toContain('include client-key.conf;');
    for (const zone of http.matchAll(/limit_(?:req|conn)_zone (\S+) /g)) expect(zone[1]).toBe('$client_key');
    expect(http).not.toContain('$binary_remote_addr');
  });

  it('streams request bodies to the service, whose deadline for a whole request is the one that counts', () => {
    for (const name of ['= /api/v1/contact', '^~ /sandbox/']) expect(location(name)).toContain('proxy_request_buffering off;');
  });

  it('lets an inbox’s live stream through as it comes: unbuffered, uncompressed, and never cut while it beats', () => {
    const sandbox = location('^~ /sandbox/');
    // The service asks for no buffering per response; nginx must not be told to ignore that, nor to buffer anyway.
    expect(`${site}\n${http}`).not.toMatch(/proxy_ignore_headers[^;]*X-Accel-Buffering/i);
    expect(sandbox).not.toContain('proxy_buffering on');
    for (const types of [/\ngzip_types ([^;]*);/, /\nbrotli_types ([^;]*);/])
      expect(types.exec(http)?.[1]).not.toContain('text/event-stream');
    const read = Number(/proxy_read_timeout (\d+)s;/.exec(sandbox)?.[1]);
    // Two heartbeats fit in the read timeout, so one late beat on a busy machine cuts nothing.
    expect(2 * HEARTBEAT_MS).toBeLessThanOrEqual(read * 1000);
  });

  it('closes its idle connections to the service before the service would, so none is reset under a request', () => {
    const upstream = /upstream contact_service \{([^}]*)\}/.exec(http)?.[1] ?? '';
    expect(upstream).toMatch(/keepalive \d+;/);
    const timeout = /keepalive_timeout (\d+)s;/.exec(upstream);
    expect(timeout).not.toBeNull();
    // With a second to spare: nginx's clock starts a little after the service's.
    expect(Number(timeout![1]) * 1000 + 1000).toBeLessThanOrEqual(SERVICE_KEEP_ALIVE_MS);
  });
});
