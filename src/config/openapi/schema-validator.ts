/**
 * Ajv validators for one OpenAPI document's request bodies, path parameters and responses,
 * compiled from the document itself (JSON Schema 2020-12, as OpenAPI 3.1 uses), so the sandbox
 * rejects exactly what the published document forbids. Node only: the server and the tests
 * import it, the browser never does.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from '../api-sandbox.ts';

// ajv-formats is CommonJS: Node hands over the module object, a bundler its default export.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The value a local JSON pointer (`#/components/…`) names in the document. */
function resolvePointer(document: object, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], document);
}

export interface Operation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  /** The JSON pointer of the operation object in the document. */
  readonly pointer: string;
  readonly definition: {
    readonly requestBody?: { readonly content: Readonly<Record<string, { readonly schema: unknown }>> };
    readonly parameters?: readonly ({ readonly $ref: string } | { readonly name: string; readonly in: string })[];
    readonly responses: Readonly<Record<string, unknown>>;
    /** Alternatives: `{}` (no token, the sandbox's convenience) or `{ openId: [scope] }`. */
    readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
  };
}

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, definition]) => ({
        operationId: (definition as { operationId: string }).operationId,
        method: method.toUpperCase(),
        path,
        pointer: `#/paths/${escapePointer(path)}/${method}`,
        definition: definition as Operation['definition'],
      })),
  );
}

/** JSON Schemas of one operation's request, as a framework checks them (each may be absent). */
export interface RequestSchemas {
  /** An object of the operation's header parameters (names in lower case, as Node gives them). */
  readonly headers?: object;
  /** An object of its path parameters, all required. */
  readonly params?: object;
  readonly body?: object;
}

export interface DocumentValidator {
  /** The operation's request schemas, pointing into the document; compile them with `compile`. */
  requestSchemas(operationId: string): RequestSchemas;
  /** A validator for a schema that points into the document (Ajv's: `.errors` after a miss). */
  compile(schema: object): ValidateFunction;
  /** The request body's errors, or `null` when it is valid. */
  requestBody(operationId: string, body: unknown): ErrorObject[] | null;
  /** A path parameter's errors, or `null` when it is valid. */
  pathParameter(operationId: string, name: string, value: string): ErrorObject[] | null;
  /** A response body's errors for a status the operation declares, or `null` when it is valid. */
  responseBody(operationId: string, status: number, body: unknown): ErrorObject[] | null;
  /** An event's errors against the operation's callback (what its sink is sent), or `null` when it is valid. */
  eventBody(operationId: string, event: unknown): ErrorObject[] | null;
}

export function createDocumentValidator(document: OpenApiDocument): DocumentValidator {
  // The document's annotations of its own (api-reference.ts reads them), which validate nothing.
  // strictRequired off: CAMARA's anyOf of `required` alone (an IPv4 address with its private address or port) is meant.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, keywords: ['x-sandbox-unlisted', 'x-sandbox-whole'] });
  addFormats(ajv);
  // OpenAPI's format names for numbers: annotations, nothing to check beyond the type.
  ajv.addFormat('int32', { type: 'number', validate: (value: number) => Number.isInteger(value) && Math.abs(value) <= 2 ** 31 });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  // The document's own keywords: not schemas, but $refs point into them.
  for (const keyword of ['openapi', 'info', 'externalDocs', 'servers', 'tags', 'paths', 'components', 'x-sandbox']) ajv.addKeyword(keyword);
  const id = `https://openapi.signalwise.invalid/${encodeURIComponent(document.info.title)}.json`;
  ajv.addSchema(document, id);

  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${id}${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };
  const check = (pointer: string, value: unknown) => {
    const validate = validatorAt(pointer);
    return validate(value) ? null : [...(validate.errors ?? [])];
  };
  const operations = new Map(operationsOf(document).map((operation) => [operation.operationId, operation]));
  const operation = (operationId: string) => {
    const found = operations.get(operationId);
    if (!found) throw new Error(`${document.info.title} has no operation ${operationId}`);
    return found;
  };

  /** The operation's parameters of one kind, as schema properties (pointers into the document). */
  const parametersIn = (operationId: string, where: 'header' | 'path') => {
    const { pointer, definition } = operation(operationId);
    return (definition.parameters ?? []).flatMap((parameter, index) => {
      const resolved = ('$ref' in parameter ? resolvePointer(document, parameter.$ref) : parameter) as { name: string; in: string };
      const at = '$ref' in parameter ? `${parameter.$ref}/schema` : `${pointer}/parameters/${index}/schema`;
      return resolved.in === where
        ? [[where === 'header' ? resolved.name.toLowerCase() : resolved.name, { $ref: `${id}${at}` }] as const]
        : [];
    });
  };

  return {
    requestSchemas(operationId) {
      const { pointer, definition } = operation(operationId);
      const headers = parametersIn(operationId, 'header');
      const path = parametersIn(operationId, 'path');
      return {
        ...(headers.length > 0 ? { headers: { type: 'object', properties: Object.fromEntries(headers) } } : {}),
        ...(path.length > 0
          ? { params: { type: 'object', properties: Object.fromEntries(path), required: path.map(([name]) => name) } }
          : {}),
        ...(definition.requestBody ? { body: { $ref: `${id}${pointer}/requestBody/content/application~1json/schema` } } : {}),
      };
    },
    compile(schema) {
      const key = JSON.stringify(schema);
      let validate = compiled.get(key);
      if (!validate) compiled.set(key, (validate = ajv.compile(schema)));
      return validate;
    },
    requestBody(operationId, body) {
      const { pointer, definition } = operation(operationId);
      if (!definition.requestBody) throw new Error(`${operationId} takes no request body`);
      return check(`${pointer}/requestBody/content/application~1json/schema`, body);
    },
    pathParameter(operationId, name, value) {
      const { pointer, definition } = operation(operationId);
      const index = (definition.parameters ?? []).findIndex((parameter) => 'name' in parameter && parameter.name === name);
      if (index < 0) throw new Error(`${operationId} has no path parameter ${name}`);
      return check(`${pointer}/parameters/${index}/schema`, value);
    },
    responseBody(operationId, status, body) {
      const { definition } = operation(operationId);
      const declared = definition.responses[String(status)] as { $ref?: string } | undefined;
      if (!declared) throw new Error(`${operationId} declares no ${status} response`);
      const base = declared.$ref ?? `${operation(operationId).pointer}/responses/${status}`;
      return check(`${base}/content/application~1json/schema`, body);
    },
    eventBody(operationId, event) {
      const { pointer, definition } = operation(operationId);
      const callbacks = (definition as { callbacks?: Record<string, Record<string, unknown>> }).callbacks ?? {};
      const [name, expressions] = Object.entries(callbacks)[0] ?? [];
      const expression = Object.keys(expressions ?? {})[0];
      if (name === undefined || expression === undefined) throw new Error(`${operationId} has no callback`);
      return check(
        `${pointer}/callbacks/${encodeURIComponent(escapePointer(name))}/${encodeURIComponent(escapePointer(expression))}/post/requestBody/content/application~1cloudevents+json/schema`,
        event,
      );
    },
  };
}
