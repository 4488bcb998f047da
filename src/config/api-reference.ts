/**
 * What an API page shows of its OpenAPI document, read from the document at build time
 * (scripts/vite/api-reference-plugin.ts): each endpoint's parameters, request and response fields
 * (name, type, required), error catalogue and sample request, and the test-number table. Only
 * names, types and codes come from here; their meanings are words in apis.json. Pure.
 */
import { SANDBOX_BASE_PATH, type CatalogueApi, type HttpMethod } from './api-catalogue.ts';
import { sampleResponses, type SampleResponse } from './api-sample-responses.ts';
import {
  offsetMs,
  type OpenApiDocument,
  type OutcomeKind,
  type SandboxCodeLimits,
  type SandboxResponse,
  type SandboxSessionLimits,
} from './api-sandbox.ts';
import { errorCatalogue, type CatalogueRow } from './api-errors.ts';
import { eventsReference, type EventsReference } from './api-events.ts';
import type { CodeTokens, SampleLanguage, SampleRequest } from './api-samples.ts';

export interface ReferenceField {
  /** Dotted path from the body's root: `device.phoneNumber`; `[]` marks an array's items. */
  readonly name: string;
  /** `string`, `integer`, `boolean`, `string | null`, `array of string`, with a format: `string (date-time)`. */
  readonly type: string;
  /** The values an enum or const allows. */
  readonly values?: readonly string[];
  readonly required: boolean;
}

export interface ReferenceError {
  readonly status: number;
  readonly code: string;
}

export interface ReferenceEndpoint {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** From the site's root. */
  readonly path: string;
  readonly parameters: readonly ReferenceField[];
  readonly request: readonly ReferenceField[];
  readonly response: {
    readonly status: number;
    readonly fields: readonly ReferenceField[];
    /** An earlier endpoint of the page with the same response schema: its table is not repeated. */
    readonly sameAs?: string;
    /** The response is a list whose items have that endpoint's response schema. */
    readonly list?: true;
  };
  /** Every error the operation declares, with what causes it in the sandbox. */
  readonly errors: readonly CatalogueRow[];
  /** The scope an access token needs for it (its `security`: CAMARA names one per operation). */
  readonly scopes: readonly string[];
  readonly sample: SampleRequest;
  /** What the sandbox answers the sample request (the page shows it before anything is sent). */
  readonly sampleResponse: SampleResponse;
}

/** What one operation answers one test number, in a table cell. */
export interface ReferenceAnswer {
  readonly kind: OutcomeKind;
  readonly status: number;
  /** The error code, or the body as compact JSON (times as `<now-PT30M>`). */
  readonly text: string;
  readonly isError: boolean;
}

export interface ReferenceNumber {
  /** Absent for "any other +990 number". */
  readonly number?: string;
  readonly outcome: string;
  readonly answers: Readonly<Record<string, ReferenceAnswer>>;
}

/** An API page's reference; its events (subscriptions' limits, numbers that act later) are api-events.ts's. */
export interface ApiReference extends EventsReference {
  readonly endpoints: readonly ReferenceEndpoint[];
  /** The operations the number decides, in endpoint order: the table's columns. */
  readonly numberOperations: readonly string[];
  readonly numbers: readonly ReferenceNumber[];
  /** Where each of those operations' request names the phone number, as a field name: `device.phoneNumber`. */
  readonly numberFields: Readonly<Record<string, string>>;
  /** Operations whose body names the device by the number alone, inside objects it keeps without it (a subscription's config). */
  readonly numberAlone: readonly string[];
  /** Number Verification: a three-legged token's line is compared with the body's number, not refused beside it. */
  readonly comparesWithToken?: true;
  /** What a number outside +990 gets: an error's status and code, or (Number Verification) a status and the body as compact JSON. */
  readonly outsideTestRange: ReferenceError;
  readonly sessions?: SandboxSessionLimits;
  readonly codes?: SandboxCodeLimits;
}

type Schema = Readonly<Record<string, unknown>>;

function resolve(document: OpenApiDocument, value: unknown): Schema {
  let schema = value as Schema;
  while (typeof schema.$ref === 'string') {
    schema = schema.$ref
      .slice(2)
      .split('/')
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], document) as Schema;
  }
  return schema;
}

/** A value the document holds where a string is expected; anything else is a mistake in it. */
function text(value: unknown, what: string): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`the document has no ${what} here`);
}

/** What must be there, or the document is wrong: the build stops and says which. */
function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the document has no ${what}`);
  return value;
}

function typeOf(schema: Schema): Pick<ReferenceField, 'type' | 'values'> {
  if (schema.const !== undefined) return { type: typeof schema.const, values: [text(schema.const, 'const')] };
  const base = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type === undefined ? 'object' : text(schema.type, 'type');
  const type = typeof schema.format === 'string' && !['int32', 'double'].includes(schema.format) ? `${base} (${schema.format})` : base;
  return Array.isArray(schema.enum) ? { type, values: schema.enum.map(String) } : { type };
}

/** The leaves of a schema, with required-ness along the whole path. */
function fieldsOf(document: OpenApiDocument, root: unknown, prefix = '', required = true): ReferenceField[] {
  const schema = resolve(document, root);
  const properties = schema.properties as Readonly<Record<string, unknown>> | undefined;
  if (!properties) return [];
  const requiredNames = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([name, value]) => {
    const property = resolve(document, value);
    // CAMARA's fields the page leaves out (identifiers the sandbox does not answer by, or
    // rarely needs, ports): in the document for tools, not in the page's fields or the playground's form.
    if (property['x-sandbox-unlisted'] === true) return [];
    const path = `${prefix}${name}`;
    const isRequired = required && requiredNames.has(name);
    // An object the page describes in one row (a sink credential, whose words say what is in it).
    if (property['x-sandbox-whole'] === true) return [{ name: path, type: 'object', required: isRequired }];
    if (property.properties) return fieldsOf(document, property, `${path}.`, isRequired);
    if (property.type === 'array') {
      const items = resolve(document, property.items);
      const { type, values } = typeOf(items);
      return [{ name: path, type: `array of ${type}`, ...(values ? { values } : {}), required: isRequired }];
    }
    return [{ name: path, ...typeOf(property), required: isRequired }];
  });
}

interface OperationObject {
  readonly operationId: string;
  readonly parameters?: readonly unknown[];
  readonly requestBody?: {
    readonly content: Readonly<Record<string, { readonly schema: unknown; readonly examples?: Record<string, { value: unknown }> }>>;
  };
  readonly responses: Readonly<Record<string, unknown>>;
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
}

/** A sample path parameter: the schema's example, or a UUID for one in that format. */
const SAMPLE_UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
function displayOf(response: SandboxResponse): ReferenceAnswer {
  const base = { kind: response.kind, status: response.status, isError: response.status >= 400 };
  if (response.session) return { ...base, text: JSON.stringify({ qosStatus: response.session.qosStatus }) };
  if (response.code) return { ...base, text: JSON.stringify({ authenticationId: '…' }) };
  if (response.subscription) return { ...base, text: JSON.stringify({ status: 'ACTIVE' }) };
  const body = response.body as { code?: string } | undefined;
  if (base.isError) return { ...base, text: body?.code ?? '' };
  const shown = structuredClone(body) as Record<string, unknown>;
  for (const [pointer, offset] of Object.entries(response.times ?? {})) {
    offsetMs(offset); // fails the build on a malformed offset
    const path = pointer.split('/').slice(1);
    const last = present(path.pop(), `field at ${pointer}`);
    let target = shown;
    for (const segment of path) target = target[segment] as Record<string, unknown>;
    target[last] = `<now${offset.startsWith('-') ? offset : `+${offset}`}>`;
  }
  return { ...base, text: JSON.stringify(shown) };
}

export function apiReference(document: OpenApiDocument, api: CatalogueApi): ApiReference {
  const shownResponses = new Map<unknown, string>();
  const spec = document['x-sandbox'];
  const drafts = api.endpoints.map(({ operationId, method, path }): Omit<ReferenceEndpoint, 'sampleResponse'> => {
    const item = document.paths[path] as Readonly<Record<string, OperationObject>> | undefined;
    const operation = item?.[method.toLowerCase()];
    if (operation?.operationId !== operationId) throw new Error(`${api.slug}: no ${method} ${path} (${operationId}) in the document`);
    const parameters = (operation.parameters ?? [])
      .map((parameter) => resolve(document, parameter))
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => ({
        name: text(parameter.name, 'parameter name'),
        ...typeOf(resolve(document, parameter.schema)),
        required: true,
      }));
    const content = operation.requestBody?.content['application/json'];
    const [successStatus, success] = present(
      Object.entries(operation.responses).find(([status]) => status.startsWith('2')),
      `success response for ${operationId}`,
    );
    const declared = (resolve(document, success) as { content?: Record<string, { schema: unknown }> }).content?.['application/json']
      ?.schema;
    // A list (SIM Swap's subscriptions) is described by its items, as the endpoint that answers one.
    const listed = declared && resolve(document, declared).type === 'array' ? (resolve(document, declared).items as Schema) : undefined;
    const successSchema = listed ?? declared;
    const sameAs = successSchema ? shownResponses.get((successSchema as Schema).$ref ?? successSchema) : undefined;
    if (successSchema && !sameAs) shownResponses.set((successSchema as Schema).$ref ?? successSchema, operationId);
    // The catalogue: each declared error with what makes the sandbox send it (api-errors.ts).
    const errors = errorCatalogue(document, operationId);
    const samplePath = parameters.reduce((current, parameter) => current.replace(`{${parameter.name}}`, SAMPLE_UUID), path);
    return {
      operationId,
      method,
      path: `${SANDBOX_BASE_PATH}${path}`,
      parameters,
      request: content ? fieldsOf(document, content.schema) : [],
      response: {
        status: Number(successStatus),
        fields: successSchema && !sameAs ? fieldsOf(document, successSchema) : [],
        ...(sameAs ? { sameAs } : {}),
        ...(listed ? { list: true as const } : {}),
      },
      errors,
      scopes: (operation.security ?? []).flatMap((requirement) => requirement.openId ?? []),
      sample: {
        method,
        path: `${SANDBOX_BASE_PATH}${samplePath}`,
        ...(content ? { body: content.examples?.example?.value } : {}),
        jsonResponse: declared !== undefined,
      },
    };
  });

  const samples = sampleResponses(spec, drafts);
  const endpoints = drafts.map((endpoint, index): ReferenceEndpoint => ({
    ...endpoint,
    sampleResponse: present(samples[index], 'sample'),
  }));
  const numberOperations = endpoints.map(({ operationId }) => operationId).filter((operationId) => spec.operations[operationId]);
  const answers = (responses: Readonly<Record<string, SandboxResponse>>) =>
    Object.fromEntries(
      numberOperations.map((operationId) => [operationId, displayOf(present(responses[operationId], `sandbox answer of ${operationId}`))]),
    );
  const { sessions, codes } = spec;
  return {
    endpoints,
    numberOperations,
    numbers: [
      ...spec.numbers.map((entry) => ({ number: entry.number, outcome: entry.outcome, answers: answers(entry.responses) })),
      { outcome: spec.otherTestNumbers.outcome, answers: answers(spec.otherTestNumbers.responses) },
    ],
    numberFields: Object.fromEntries(
      Object.entries(spec.operations).map(([operationId, { number }]) => [operationId, number.split('/').slice(1).join('.')]),
    ),
    numberAlone: Object.entries(spec.operations).flatMap(([operationId, { number, device }]) => (device === number ? [operationId] : [])),
    ...(Object.values(spec.operations).some((operation) => operation.comparesWithToken) ? { comparesWithToken: true as const } : {}),
    outsideTestRange: {
      status: spec.outsideTestRange.status,
      // An error's code, or (Number Verification) the answer itself.
      code:
        spec.outsideTestRange.status >= 400
          ? text((spec.outsideTestRange.body as { code?: unknown } | undefined)?.code, 'outside-range code')
          : JSON.stringify(spec.outsideTestRange.body),
    },
    ...(sessions
      ? {
          sessions: {
            create: sessions.create,
            read: sessions.read,
            delete: sessions.delete,
            maxDurationSeconds: sessions.maxDurationSeconds,
            maxActivePerClient: sessions.maxActivePerClient,
            keepEndedSeconds: sessions.keepEndedSeconds,
          },
        }
      : {}),
    ...(codes
      ? {
          codes: {
            send: codes.send,
            validate: codes.validate,
            code: codes.code,
            maxAttempts: codes.maxAttempts,
            expiresInSeconds: codes.expiresInSeconds,
            maxCodesPerNumber: codes.maxCodesPerNumber,
            maxCodesWindowSeconds: codes.maxCodesWindowSeconds,
          },
        }
      : {}),
    ...eventsReference(spec),
  };
}

/** An API page's data as the build hands it over: the reference and each endpoint's highlighted samples. */
export interface ApiPageData extends ApiReference {
  readonly samples: Readonly<Record<string, Readonly<Record<SampleLanguage, CodeTokens>>>>;
}
