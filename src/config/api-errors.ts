/**
 * Every error an operation declares, with what makes the sandbox send it: a test number (the
 * row of the page's table), a rule of the sandbox's contract (`x-sandbox`: a body its schema
 * refuses, a token, a session, code or subscription in some state, a sink that is not one of
 * the sandbox's inboxes), or a rule about the request stated as
 * data (`when`: an area too small, a retired profile). Worked out from the document alone, so a
 * page can print it and tests/unit/error-catalogue.test.ts can send each cause and see its error
 * come back; an error the document declares with no cause is a mistake that test reports.
 * Pure and Node-importable.
 */
import { TOKEN_TYPE_POINTER, type OpenApiDocument, type SandboxError, type SandboxResponse, type SandboxSpec } from './api-sandbox.ts';

/** A situation of the contract, named by where x-sandbox states it (`access.missingIdentifier`). */
export type ContractRule =
  | 'outsideTestRange'
  | 'invalidRequest'
  | 'outOfRange'
  | 'rateLimited'
  | `access.${keyof SandboxSpec['access']}`
  | `sessions.${'durationOutOfRange' | 'tooManySessions' | 'deviceBusy' | 'notFound'}`
  | `codes.${'wrongCode' | 'attemptsExceeded' | 'expired' | 'tooManyCodes' | 'notFound'}`
  | `subscriptions.${'expireTimeInPast' | 'tooManySubscriptions' | 'notFound'}`
  | `events.${'invalidToken' | 'invalidProtocol' | 'invalidSink' | 'invalidCredential'}`;

export type ErrorCause =
  /** A listed test number's answer. */
  | { readonly kind: 'number'; readonly number: string; readonly outcome: string }
  /** Any +990 number not listed. */
  | { readonly kind: 'otherNumbers'; readonly outcome: string }
  /** A rule of the contract, the same for every number. */
  | { readonly kind: 'rule'; readonly rule: ContractRule }
  /** A request the rule's schema describes; with `number`, for that number only. */
  | { readonly kind: 'request'; readonly cause: string; readonly request: Readonly<Record<string, unknown>>; readonly number?: string };

export interface CatalogueRow {
  readonly status: number;
  readonly code: string;
  readonly causes: readonly ErrorCause[];
}

type Schema = Readonly<Record<string, unknown>>;

function resolve(document: OpenApiDocument, value: unknown): Schema {
  let schema = value as Schema;
  while (typeof schema.$ref === 'string')
    schema = schema.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], document) as Schema;
  return schema;
}

interface OperationShape {
  readonly operationId: string;
  readonly requestBody?: { readonly content: Readonly<Record<string, { readonly schema: unknown }>> };
  readonly responses: Readonly<Record<string, unknown>>;
}

const operationsOf = (document: OpenApiDocument): OperationShape[] =>
  Object.values(document.paths).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([, operation]) => operation as OperationShape),
  );

/** The (status, code) pairs an operation declares for its errors. */
export function declaredErrors(document: OpenApiDocument, operationId: string): { status: number; code: string }[] {
  const operation = operationsOf(document).find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`${document.info.title} has no operation ${operationId}`);
  return Object.entries(operation.responses)
    .filter(([status]) => Number(status) >= 400)
    .flatMap(([status, value]) => {
      const content = (resolve(document, value) as { content?: Record<string, { schema: unknown }> }).content;
      const schema = resolve(document, content?.['application/json']?.schema ?? {});
      const codes = ((schema.allOf as Schema[] | undefined)?.[1]?.properties as Record<string, Schema> | undefined)?.code?.enum;
      return ((codes ?? []) as string[]).map((code) => ({ status: Number(status), code }));
    });
}

/** Whether the operation's request body has a property at a JSON pointer (`/maxAge`). */
function bodyHas(document: OpenApiDocument, operation: OperationShape, pointer: string): boolean {
  const content = operation.requestBody?.content['application/json'];
  if (!content) return false;
  let schema = resolve(document, content.schema);
  for (const name of pointer.split('/').slice(1)) {
    const next = (schema.properties as Record<string, unknown> | undefined)?.[name];
    if (next === undefined) return false;
    schema = resolve(document, next);
  }
  return true;
}

const isError = (response: SandboxError | SandboxResponse): response is SandboxError =>
  response.status >= 400 && typeof (response.body as { code?: unknown } | undefined)?.code === 'string';

/** Each error the sandbox can send for an operation, with its cause, in the contract's order. */
export function errorCauses(document: OpenApiDocument, operationId: string): { error: SandboxError; cause: ErrorCause }[] {
  const spec = document['x-sandbox'];
  const operation = operationsOf(document).find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`${document.info.title} has no operation ${operationId}`);
  const found: { error: SandboxError; cause: ErrorCause }[] = [];
  const rule = (name: ContractRule, error: SandboxError | SandboxResponse | undefined) => {
    if (error && isError(error)) found.push({ error, cause: { kind: 'rule', rule: name } });
  };
  const takesNumber = spec.operations[operationId];
  const { access, sessions, codes, subscriptions, events } = spec;
  const declared = declaredErrors(document, operationId);
  const declares = (error: SandboxError | undefined) =>
    error !== undefined && declared.some(({ status, code }) => status === error.status && code === error.body.code);
  const takesSink = events !== undefined && bodyHas(document, operation, '/sink');

  // Where an operation declares no 429 (as CAMARA's does not), the limit is the HTTP layer's answer.
  if (declares(spec.rateLimited)) rule('rateLimited', spec.rateLimited);
  rule('invalidRequest', spec.invalidRequest);
  if (spec.outOfRange?.fields.some((field) => bodyHas(document, operation, field))) rule('outOfRange', spec.outOfRange);
  if (takesSink && bodyHas(document, operation, TOKEN_TYPE_POINTER)) rule('events.invalidToken', events.invalidToken);
  rule('access.unauthenticated', access.unauthenticated);
  rule('access.permissionDenied', access.permissionDenied);
  // A sink is checked before the device: only the sandbox's own inboxes take events.
  if (takesSink) {
    if (bodyHas(document, operation, '/protocol')) rule('events.invalidProtocol', events.invalidProtocol);
    rule('events.invalidSink', events.invalidSink);
    if (bodyHas(document, operation, '/sinkCredential')) rule('events.invalidCredential', events.invalidCredential);
  }
  if (takesNumber) {
    if (takesNumber.comparesWithToken) rule('access.notByNetwork', access.notByNetwork);
    rule('access.missingIdentifier', access.missingIdentifier);
    rule('access.unnecessaryIdentifier', access.unnecessaryIdentifier);
    if (takesNumber.number.startsWith('/device/')) {
      rule('access.unsupportedIdentifier', access.unsupportedIdentifier);
      rule('access.identifierMismatch', access.identifierMismatch);
    }
    rule('outsideTestRange', spec.outsideTestRange);
    for (const when of takesNumber.when ?? [])
      if (isError(when)) found.push({ error: when, cause: { kind: 'request', cause: when.cause, request: when.request } });
    for (const entry of spec.numbers) {
      const response = entry.responses[operationId];
      if (!response) continue;
      if (isError(response)) found.push({ error: response, cause: { kind: 'number', number: entry.number, outcome: entry.outcome } });
      for (const when of response.when ?? [])
        if (isError(when))
          found.push({ error: when, cause: { kind: 'request', cause: when.cause, request: when.request, number: entry.number } });
    }
    const other = spec.otherTestNumbers.responses[operationId];
    if (other && isError(other)) found.push({ error: other, cause: { kind: 'otherNumbers', outcome: spec.otherTestNumbers.outcome } });
  }
  if (sessions?.create === operationId) {
    rule('sessions.durationOutOfRange', sessions.durationOutOfRange);
    rule('sessions.tooManySessions', sessions.tooManySessions);
    rule('sessions.deviceBusy', sessions.deviceBusy);
  }
  if (sessions?.read === operationId || sessions?.delete === operationId) rule('sessions.notFound', sessions.notFound);
  if (subscriptions?.create === operationId) {
    rule('subscriptions.expireTimeInPast', subscriptions.expireTimeInPast);
    rule('subscriptions.tooManySubscriptions', subscriptions.tooManySubscriptions);
  }
  if (subscriptions?.read === operationId || subscriptions?.delete === operationId) rule('subscriptions.notFound', subscriptions.notFound);
  if (codes?.send === operationId) rule('codes.tooManyCodes', codes.tooManyCodes);
  if (codes?.validate === operationId) {
    rule('codes.wrongCode', codes.wrongCode);
    rule('codes.attemptsExceeded', codes.attemptsExceeded);
    rule('codes.expired', codes.expired);
    rule('codes.notFound', codes.notFound);
  }
  return found;
}

/**
 * The catalogue of an operation's errors: each status and code it declares, in the document's
 * order, with every cause that sends it (none: nothing in the sandbox can, which is a mistake).
 */
export function errorCatalogue(document: OpenApiDocument, operationId: string): CatalogueRow[] {
  const causes = errorCauses(document, operationId);
  return declaredErrors(document, operationId).map(({ status, code }) => ({
    status,
    code,
    causes: causes.filter(({ error }) => error.status === status && error.body.code === code).map(({ cause }) => cause),
  }));
}
