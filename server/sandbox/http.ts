// The sandbox's HTTP manners, the same on every answer: the site's security headers (with a
// Content-Security-Policy for JSON, which loads nothing), CORS for any origin without
// credentials, x-correlator, and CAMARA's error shape for what is wrong with the request
// itself rather than with its number (unknown path, method, media type, size).
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { SandboxError } from '../../src/config/api-sandbox.ts';
import { HSTS_DIRECTIVE, STATIC_SECURITY_HEADERS } from '../static-security-headers.ts';

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
    HSTS_DIRECTIVE,
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
 * echoed), else a new UUID. A value CAMARA's pattern refuses is a 400 (the operation's header
 * schema says so); a header sent twice arrives joined with ", ", which the pattern refuses.
 */
export function correlatorOf(sent: string | string[] | undefined): string {
  return typeof sent === 'string' && sent !== '' && X_CORRELATOR.test(sent) ? sent : randomUUID();
}

/** The headers every sandbox answer carries, its x-correlator aside. */
export const SANDBOX_HEADERS: Readonly<Record<string, string>> = {
  ...sandboxSecurityHeaders(),
  ...CORS_HEADERS,
  'Cache-Control': 'no-store',
};

/** Every header a sandbox answer carries besides its content's. */
export const sandboxHeaders = (correlator: string): Record<string, string> => ({ ...SANDBOX_HEADERS, 'x-correlator': correlator });

/** Sends a JSON answer (or none: 204) with the sandbox's headers (added on send). */
export function reply(response: FastifyReply, status: number, body?: unknown, headers: Readonly<Record<string, string>> = {}) {
  response.code(status).headers(headers);
  if (body === undefined || status === 204) return response.send();
  return response.header('Content-Type', 'application/json').send(JSON.stringify(body));
}

export const replyError = (response: FastifyReply, error: SandboxError, headers?: Readonly<Record<string, string>>) =>
  reply(response, error.status, error.body, headers);

/** Fastify's own refusals of a body, in CAMARA's words. */
export const BODY_ERRORS: Readonly<Record<string, SandboxError>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: HTTP_ERRORS.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: HTTP_ERRORS.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: HTTP_ERRORS.invalidArgument,
  FST_ERR_CTP_EMPTY_JSON_BODY: HTTP_ERRORS.invalidArgument,
  FST_ERR_CTP_INVALID_JSON_BODY: HTTP_ERRORS.invalidArgument,
};
