// The sandbox's HTTP manners, the same on every answer: the site's security headers (with a
// Content-Security-Policy for JSON, which loads nothing), CORS for any origin without
// credentials, x-correlator, and CAMARA's error shape for what is wrong with the request
// itself rather than with its number (unknown path, method, media type, size).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import type { SandboxError } from '../../src/config/api-sandbox.ts';
import { STATIC_SECURITY_HEADERS } from '../security-headers.ts';

/** A JSON answer loads nothing and is framed nowhere. */
export const SANDBOX_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The site's security headers with a policy for JSON: vite preview, the service and nginx's own
 * answers under /sandbox/ (dist/.nginx/sandbox-headers.conf) all send exactly these.
 */
export function sandboxSecurityHeaders(): Record<string, string> {
  return { 'Content-Security-Policy': SANDBOX_CSP, ...STATIC_SECURITY_HEADERS };
}

/**
 * Any page may call the sandbox (a developer's own page included), without cookies or other
 * credentials: `*` rules credentials out. Authorization is allowed so that code written for
 * production (which sends an access token) runs unchanged; the sandbox ignores it.
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'x-correlator, Retry-After',
};

export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Methods': 'GET, POST, DELETE',
  'Access-Control-Allow-Headers': 'Content-Type, x-correlator, Authorization',
  // Chromium caps this at two hours.
  'Access-Control-Max-Age': '7200',
};

/**
 * What nginx's own answers under /sandbox/ send (deploy/site.conf includes it from
 * dist/.nginx/sandbox-headers.conf): the same headers as the sandbox's, with x-correlator from
 * deploy/http.conf's map ($sandbox_correlator: the request's, when valid).
 */
export const sandboxNginxHeaderDirectives = () =>
  [
    ...Object.entries({ ...sandboxSecurityHeaders(), ...CORS_HEADERS, 'Cache-Control': 'no-store' }).map(
      ([name, value]) => `add_header ${name} "${value}" always;`,
    ),
    'add_header x-correlator $sandbox_correlator always;',
  ].join('\n');

/** Larger request bodies get `payloadTooLarge`; the largest valid one is a few hundred bytes. */
export const MAX_BODY_BYTES = 16 * 1024;

const camara = (status: number, code: string, message: string): SandboxError => ({ status, body: { status, code, message } });

/**
 * Errors about the request as HTTP, the same for every API, in CAMARA's words (its design
 * guide's table; CAMARA has no code for 413). The documents leave 405 and 415 undeclared,
 * as CAMARA's guide says they should be by default.
 */
export const HTTP_ERRORS = {
  notFound: camara(404, 'NOT_FOUND', 'The specified resource is not found.'),
  methodNotAllowed: camara(405, 'METHOD_NOT_ALLOWED', 'The requested method is not allowed/supported on the target resource.'),
  payloadTooLarge: camara(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than the ${MAX_BODY_BYTES / 1024} KB the sandbox accepts.`),
  unsupportedMediaType: camara(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'The server refuses to accept the request because the payload format is in an unsupported format.',
  ),
  invalidArgument: camara(400, 'INVALID_ARGUMENT', 'Client specified an invalid argument, request body or query param.'),
  tooManyRequests: camara(429, 'TOO_MANY_REQUESTS', 'Rejected due to request rate limit overpassed.'),
  internal: camara(500, 'INTERNAL', 'Unknown server error. Typically a server bug.'),
  /** nginx's, when the service does not answer. */
  unavailable: camara(503, 'UNAVAILABLE', 'Service Unavailable.'),
} as const;

/** CAMARA's pattern for x-correlator. */
export const X_CORRELATOR = /^[a-zA-Z0-9-_:;./<>{}]{0,256}$/;

/**
 * The correlator to answer with: the request's when it has a valid one (CAMARA: it MUST be
 * echoed), else a new UUID; `valid` is false for a value CAMARA says is a 400. A header sent
 * twice arrives joined with ", ", which the pattern refuses.
 */
export function correlatorOf(request: IncomingMessage): { readonly value: string; readonly valid: boolean } {
  const sent = request.headers['x-correlator'];
  if (sent === undefined || sent === '') return { value: randomUUID(), valid: true };
  if (typeof sent === 'string' && X_CORRELATOR.test(sent)) return { value: sent, valid: true };
  return { value: randomUUID(), valid: false };
}

const isLoopback = (address: string) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/** The eight groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [group.padStart(4, '0')];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16).padStart(4, '0'), ((c << 8) | d).toString(16).padStart(4, '0')];
        });
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0000'), ...right];
}

/**
 * Whom a request's limits and state belong to: the visitor's address as nginx saw it
 * (X-Real-IP, trusted only from a proxy on this machine), an IPv4 address as it is, and an
 * IPv6 address by its /64, the block one subscriber is given.
 */
export function clientKey(request: IncomingMessage): string {
  const peer = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-real-ip'];
  const address = isLoopback(peer) && typeof forwarded === 'string' && forwarded.trim() !== '' ? forwarded.trim() : peer;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (isIPv6(address)) return `${ipv6Groups(address.toLowerCase()).slice(0, 4).join(':')}::/64`;
  return address || 'unknown';
}

/** Sends a JSON answer (or none: 204, 429 HEAD …) with every header the sandbox promises. */
export function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  correlator: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  const withBody = body !== undefined && status !== 204;
  response.writeHead(status, {
    ...sandboxSecurityHeaders(),
    ...CORS_HEADERS,
    'Cache-Control': 'no-store',
    'x-correlator': correlator,
    ...(withBody ? { 'Content-Type': 'application/json' } : {}),
    ...headers,
  });
  response.end(withBody ? JSON.stringify(body) : undefined);
}

export const sendError = (
  response: ServerResponse,
  error: SandboxError,
  correlator: string,
  headers: Readonly<Record<string, string>> = {},
): void => send(response, error.status, error.body, correlator, headers);

export class BodyTooLarge extends Error {}

/** The request body as text, refused past `limit` bytes (declared or streamed). */
export async function readBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export const isJsonMediaType = (value: string | undefined) => /^application\/json\s*(;|$)/i.test(value ?? '');
