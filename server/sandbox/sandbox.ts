// The sandbox: a virtual operator that answers every operation of the six OpenAPI documents
// under /sandbox/…, for test numbers on +990 only, exactly as each document's x-sandbox says
// (docs/apis.md walks through the rules; the API pages print their tables from the same data).
// A plain node:http handler with its clock and limits injected, mounted (./route.ts, loaded on
// the first request) as a route of the site's service (server/service.ts behind nginx) and of
// `vite dev` / `vite preview` (server/vite-plugin.ts). No key, no sign-up, no data folder:
// everything is in memory.
//
// A request goes through, in order: CORS preflight (answered at once) · the rate limit per
// address (429 + Retry-After) · the path (404) and method (405) · x-correlator (400) · the body:
// size (413), media type (415), JSON and schema (400) · the number (outside +990: 422; listed:
// its answer; any other +990: the common one) · the state of sessions and codes.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SANDBOX_BASE_PATH } from '../../src/config/api-catalogue.ts';
import { answerFor, withTimes, type OpenApiDocument, type SandboxSpec } from '../../src/config/api-sandbox.ts';
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { createDocumentValidator, operationsOf, type DocumentValidator } from '../../src/config/openapi/schema-validator.ts';
import type { StoreLimits } from './bounded-store.ts';
import { CodeStore, DEFAULT_CODE_LIMITS } from './codes.ts';
import {
  BodyTooLarge,
  clientKey,
  correlatorOf,
  HTTP_ERRORS,
  isJsonMediaType,
  MAX_BODY_BYTES,
  PREFLIGHT_HEADERS,
  readBody,
  send,
  sendError,
} from './http.ts';
import { DEFAULT_RATE_LIMIT, RateLimiter, type RateLimitOptions } from './rate-limit.ts';
import { DEFAULT_SESSION_LIMITS, SessionStore, type CreateSessionRequest } from './sessions.ts';

export interface SandboxOptions {
  /** The documents to answer, by slug (default: the six of src/config/openapi/). */
  readonly documents?: Readonly<Record<string, OpenApiDocument>>;
  /** The time (ms since the epoch) a request is answered at; tests move it by hand. */
  readonly now?: () => number;
  readonly rateLimit?: RateLimitOptions;
  readonly sessionLimits?: StoreLimits;
  readonly codeLimits?: StoreLimits;
  readonly maxBodyBytes?: number;
  /** Where a failure of the sandbox itself (a 500) is reported. */
  readonly log?: (message: string) => void;
}

export interface SandboxStats {
  readonly rateLimitedClients: number;
  readonly sessions: { readonly records: number; readonly clients: number };
  readonly codes: { readonly records: number; readonly clients: number };
}

export interface Sandbox {
  readonly handle: (request: IncomingMessage, response: ServerResponse) => void;
  /** What the sandbox holds in memory. */
  stats(): SandboxStats;
}

interface CompiledOperation {
  readonly slug: string;
  readonly operationId: string;
  readonly method: string;
  readonly pattern: RegExp;
  readonly parameterNames: readonly string[];
  readonly hasBody: boolean;
  readonly spec: SandboxSpec;
  readonly validator: DocumentValidator;
  /** Number Verification: SHA-256 (hex) of each listed number → the number. */
  readonly hashes: ReadonlyMap<string, string>;
  readonly sessions?: SessionStore | undefined;
  readonly codes?: CodeStore | undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A JSON pointer's value in a body the schema has checked. */
function pointerValue(body: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      body,
    );
}

/** Compiled once per document: validators hold no state but their compiled schemas. */
const validators = new WeakMap<OpenApiDocument, DocumentValidator>();
function validatorOf(document: OpenApiDocument): DocumentValidator {
  let validator = validators.get(document);
  if (!validator) validators.set(document, (validator = createDocumentValidator(document)));
  return validator;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function compile(documents: Readonly<Record<string, OpenApiDocument>>, options: SandboxOptions): CompiledOperation[] {
  return Object.entries(documents).flatMap(([slug, document]) => {
    const spec = document['x-sandbox'];
    const validator = validatorOf(document);
    const sessions = spec.sessions ? new SessionStore(spec.sessions, options.sessionLimits ?? DEFAULT_SESSION_LIMITS) : undefined;
    const codes = spec.codes ? new CodeStore(spec.codes, options.codeLimits ?? DEFAULT_CODE_LIMITS) : undefined;
    const hashes = new Map(spec.numbers.map(({ number }) => [sha256(number), number]));
    return operationsOf(document).map(({ operationId, method, path, definition }) => {
      const stateful = [spec.sessions?.read, spec.sessions?.delete, spec.codes?.validate];
      if (!spec.operations[operationId] && !stateful.includes(operationId))
        throw new Error(`${slug}: x-sandbox says nothing about how to answer ${operationId}`);
      const parameterNames = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
      const pattern = new RegExp(`^${escapeRegExp(`${SANDBOX_BASE_PATH}${path}`).replace(/\\\{[^}]+\\\}/g, '([^/]+)')}$`);
      return {
        slug,
        operationId,
        method,
        pattern,
        parameterNames,
        hasBody: Boolean(definition.requestBody),
        spec,
        validator,
        hashes,
        sessions,
        codes,
      };
    });
  });
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.error(message));
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const operations = compile(options.documents ?? OPENAPI_DOCUMENTS, options);
  const limiter = new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);

  const methodsAt = (path: string) => {
    const methods = operations.filter((operation) => operation.pattern.test(path)).map((operation) => operation.method);
    return methods.includes('GET') ? [...methods, 'HEAD'] : methods;
  };

  /** The answer to a request that got past HTTP: its number, then the sessions' and codes' state. */
  function answer(operation: CompiledOperation, client: string, parameters: Readonly<Record<string, string>>, body: unknown, at: number) {
    const { spec, operationId, sessions, codes } = operation;
    if (sessions && operationId === spec.sessions?.read) return sessions.read(client, parameters.sessionId!, at);
    if (sessions && operationId === spec.sessions?.delete) return sessions.delete(client, parameters.sessionId!, at);
    if (codes && operationId === spec.codes?.validate) {
      const { authenticationId, code } = body as { authenticationId: string; code: string };
      return codes.validate(client, authenticationId, code, at);
    }
    const where = spec.operations[operationId]!;
    const plain = pointerValue(body, where.number);
    const hashed = where.hashedNumber ? pointerValue(body, where.hashedNumber) : undefined;
    const number = typeof plain === 'string' ? plain : typeof hashed === 'string' ? operation.hashes.get(hashed.toLowerCase()) : undefined;
    // A hash that is no listed number's cannot be shown to be a test number.
    if (number === undefined) return spec.outsideTestRange;
    const { response } = answerFor(spec, operationId, number);
    if ('session' in response && response.session && sessions)
      return sessions.create(client, body as CreateSessionRequest, response.session, at);
    if ('code' in response && response.code && codes) return codes.send(client, number, at);
    const times = 'times' in response ? response.times : undefined;
    return { status: response.status, body: withTimes(response.body, times, new Date(at)) };
  }

  async function handleRequest(request: IncomingMessage, response: ServerResponse, correlator: { value: string; valid: boolean }) {
    const at = now();
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const method = request.method ?? 'GET';
    const methods = methodsAt(path);

    if (method === 'OPTIONS') {
      const allow = [...(methods.length > 0 ? methods : ['GET', 'HEAD', 'POST', 'DELETE']), 'OPTIONS'].join(', ');
      send(response, 204, undefined, correlator.value, { ...PREFLIGHT_HEADERS, Allow: allow });
      return;
    }

    const candidates = operations.filter((operation) => operation.pattern.test(path));
    const operation = candidates.find((candidate) => candidate.method === method || (method === 'HEAD' && candidate.method === 'GET'));
    const spec = (operation ?? candidates[0])?.spec;
    const client = clientKey(request);
    const decision = limiter.take(client, at);
    if (!decision.ok) {
      sendError(response, spec?.rateLimited ?? HTTP_ERRORS.tooManyRequests, correlator.value, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
      return;
    }
    if (!operation) {
      if (candidates.length === 0) sendError(response, HTTP_ERRORS.notFound, correlator.value);
      else sendError(response, HTTP_ERRORS.methodNotAllowed, correlator.value, { Allow: [...methods, 'OPTIONS'].join(', ') });
      return;
    }
    const invalid = operation.spec.invalidRequest;
    if (!correlator.valid) {
      sendError(response, invalid, correlator.value);
      return;
    }

    const parameters: Record<string, string> = {};
    const values = operation.pattern.exec(path)!.slice(1);
    for (const [index, name] of operation.parameterNames.entries()) {
      let value: string;
      try {
        value = decodeURIComponent(values[index]!);
      } catch {
        sendError(response, invalid, correlator.value);
        return;
      }
      if (operation.validator.pathParameter(operation.operationId, name, value)) {
        sendError(response, invalid, correlator.value);
        return;
      }
      parameters[name] = value;
    }

    let body: unknown;
    if (operation.hasBody) {
      let raw: string;
      try {
        raw = await readBody(request, maxBodyBytes);
      } catch (error) {
        // A client that went away mid-body is no failure of ours, and has no one to answer.
        if (request.destroyed && !(error instanceof BodyTooLarge)) return;
        if (!(error instanceof BodyTooLarge)) throw error;
        sendError(response, HTTP_ERRORS.payloadTooLarge, correlator.value, { Connection: 'close' });
        return;
      }
      // An empty body is a missing argument, whatever its declared type.
      if (raw.trim() !== '' && !isJsonMediaType(request.headers['content-type'])) {
        sendError(response, HTTP_ERRORS.unsupportedMediaType, correlator.value);
        return;
      }
      try {
        body = JSON.parse(raw);
      } catch {
        sendError(response, invalid, correlator.value);
        return;
      }
      if (operation.validator.requestBody(operation.operationId, body)) {
        sendError(response, invalid, correlator.value);
        return;
      }
    }

    const result: { status: number; body?: unknown } = answer(operation, client, parameters, body, at);
    send(response, result.status, result.body, correlator.value);
  }

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const correlator = correlatorOf(request);
    handleRequest(request, response, correlator).catch((error: unknown) => {
      log(`[sandbox] ${request.method ?? '?'} ${request.url ?? '?'} failed: ${(error as Error).stack ?? String(error)}`);
      if (!response.headersSent) sendError(response, HTTP_ERRORS.internal, correlator.value);
      else response.destroy();
    });
  };

  return {
    handle,
    stats: () => {
      const total = (stores: ({ size: { records: number; clients: number } } | undefined)[]) =>
        [...new Set(stores)].reduce(
          (sum, store) => ({ records: sum.records + (store?.size.records ?? 0), clients: sum.clients + (store?.size.clients ?? 0) }),
          { records: 0, clients: 0 },
        );
      return {
        rateLimitedClients: limiter.size,
        sessions: total(operations.map((operation) => operation.sessions)),
        codes: total(operations.map((operation) => operation.codes)),
      };
    },
  };
}
