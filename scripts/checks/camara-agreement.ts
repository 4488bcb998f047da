// Do our OpenAPI documents agree with CAMARA's, for the releases they name? And has CAMARA's
// list of test scenarios moved since tests/conformance/scenarios.ts was written? Run by hand
// (CI has no network) with a directory holding a git copy of each CAMARA repository the
// catalogue names (a clone, or the mirror layout `camaraproject+<Repo>/repo`):
//
//   node scripts/checks/camara-agreement.ts ../camara
//
// For every operation of every document, against CAMARA's operation of the same id in the
// named release (`git show <release>:<file>`, nothing else read):
// - every property we declare, in requests and in success responses, at any depth, exists in
//   CAMARA's schema with the same types (our integer may stand for their number), the same
//   format and an enum that is a subset of theirs; required properties are the same (for a
//   response, we require at least what they do);
// - every property CAMARA declares in a request we declare too (else we refuse a request
//   CAMARA accepts), unless DEPARTURES below says why not;
// - every error status and code we declare is one CAMARA declares for that operation;
// - the scenarios of CAMARA's test definitions for that API are exactly those of
//   tests/conformance/scenarios.ts (ids and files).
// Prints each disagreement and exits 1 if there is any.
import { API_CATALOGUE, type CamaraSource } from '../../src/config/api-catalogue.ts';
import type { OpenApiDocument } from '../../src/config/api-sandbox.ts';
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { operationsOf } from '../../src/config/openapi/schema-validator.ts';
import { CAMARA_SCENARIOS } from '../../tests/conformance/scenarios.ts';
import { camaraDefinition, featureFilesOf } from './camara-features.ts';

/**
 * Where our requests differ from CAMARA's on purpose, with the reason: a property we leave out
 * (`<operationId> <path>`), or a bound or enum of ours CAMARA does not have (`<operationId>
 * <path> <keyword>`). Any other such difference is a disagreement.
 */
export const DEPARTURES: Readonly<Record<string, string>> = {
  // DeviceStatus r2.2 still has the older pattern; ours (Commonalities r3.x's, as every other
  // document's) allows every value it allows, and more.
  'getRoamingStatus parameter header x-correlator pattern': 'CAMARA’s newer x-correlator pattern, a superset of this release’s',
  'getReachabilityStatus parameter header x-correlator pattern': 'CAMARA’s newer x-correlator pattern, a superset of this release’s',
  'verifyLocation maxAge minimum': 'a negative maxAge is refused as 400 OUT_OF_RANGE, a code CAMARA declares for the operation',
  'createSession qosProfile enum':
    'the sandbox’s profiles, listed: any other name is 400 INVALID_ARGUMENT, as CAMARA’s scenario for a profile that does not exist asks',
  'createSession sink': 'events go to a sandbox inbox: the events work (issue 42, item 3) adds sink and sinkCredential',
  'createSession sinkCredential': 'events go to a sandbox inbox: the events work (issue 42, item 3) adds sink and sinkCredential',
};

type Schema = Readonly<Record<string, unknown>>;
type Document = Readonly<Record<string, unknown>>;

/** A schema reduced to what we compare: types, format, enum, properties and required names. */
interface Shape {
  readonly types: ReadonlySet<string>;
  readonly format?: string;
  readonly enum?: readonly unknown[];
  readonly properties: ReadonlyMap<string, Shape>;
  readonly required: ReadonlySet<string>;
  readonly items?: Shape;
  /** Bounds and patterns: minimum, maximum, exclusive ones, lengths, item and property counts, pattern. */
  readonly limits: Readonly<Record<string, unknown>>;
}

const LIMITS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'pattern',
] as const;

function resolve(document: Document, schema: Schema): { schema: Schema; ref?: string } {
  let ref: string | undefined;
  let current = schema;
  while (typeof current.$ref === 'string') {
    ref = current.$ref;
    current = ref
      .slice(2)
      .split('/')
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as Schema;
  }
  return { schema: current, ...(ref ? { ref } : {}) };
}

/**
 * The shape of a schema of either dialect: OpenAPI 3.0's `nullable` and 3.1's type arrays,
 * `const`, `allOf` (merged), `oneOf`/`anyOf` and discriminator mappings (their properties
 * merged; required: what every alternative requires).
 */
function shapeOf(document: Document, raw: Schema, seen: ReadonlySet<string> = new Set()): Shape {
  const { schema, ref } = resolve(document, raw);
  const inside = ref ? new Set([...seen, ref]) : seen;
  const types = new Set<string>();
  const add = (type: unknown) => {
    for (const one of ([] as unknown[]).concat(type ?? [])) types.add(String(one));
  };
  add(schema.type);
  if (schema.nullable === true) types.add('null');
  let enumeration: readonly unknown[] | undefined = Array.isArray(schema.enum) ? (schema.enum as unknown[]) : undefined;
  if (schema.const !== undefined) {
    enumeration = [schema.const];
    if (types.size === 0) types.add(typeof schema.const === 'number' ? 'number' : typeof schema.const);
  }
  const limits: Record<string, unknown> = Object.fromEntries(
    LIMITS.filter((name) => schema[name] !== undefined).map((name) => [name, schema[name]]),
  );
  const properties = new Map<string, Shape>();
  const required = new Set<string>(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  let format = typeof schema.format === 'string' ? schema.format : undefined;
  let items: Shape | undefined = schema.items ? shapeOf(document, schema.items as Schema, inside) : undefined;
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
    properties.set(name, shapeOf(document, property, inside));

  const merge = (part: Shape) => {
    for (const type of part.types) types.add(type);
    for (const [name, property] of part.properties)
      properties.set(name, properties.has(name) ? mergeShapes(properties.get(name)!, property) : property);
    format ??= part.format;
    enumeration ??= part.enum;
    items ??= part.items;
    for (const [name, value] of Object.entries(part.limits)) limits[name] ??= value;
  };
  for (const part of (schema.allOf ?? []) as Schema[]) {
    const shape = shapeOf(document, part, inside);
    merge(shape);
    for (const name of shape.required) required.add(name);
  }
  const alternatives = [...((schema.oneOf ?? []) as Schema[]), ...((schema.anyOf ?? []) as Schema[])];
  const discriminator = schema.discriminator as { mapping?: Record<string, string> } | undefined;
  if (discriminator?.mapping)
    for (const target of Object.values(discriminator.mapping)) if (!inside.has(target)) alternatives.push({ $ref: target });
  if (alternatives.length > 0) {
    const shapes = alternatives.map((alternative) => shapeOf(document, alternative, inside));
    for (const shape of shapes) merge(shape);
    for (const name of shapes[0]!.required) if (shapes.every((shape) => shape.required.has(name))) required.add(name);
  }
  if (types.size === 0 && properties.size > 0) types.add('object');
  return {
    types,
    ...(format ? { format } : {}),
    ...(enumeration ? { enum: enumeration } : {}),
    properties,
    required,
    ...(items ? { items } : {}),
    limits,
  };
}

function mergeShapes(a: Shape, b: Shape): Shape {
  const properties = new Map(a.properties);
  for (const [name, property] of b.properties)
    properties.set(name, properties.has(name) ? mergeShapes(properties.get(name)!, property) : property);
  return {
    types: new Set([...a.types, ...b.types]),
    ...((a.format ?? b.format) ? { format: a.format ?? b.format } : {}),
    ...((a.enum ?? b.enum) ? { enum: a.enum ?? b.enum } : {}),
    properties,
    required: new Set([...a.required, ...b.required]),
    ...((a.items ?? b.items) ? { items: a.items ?? b.items } : {}),
    limits: { ...b.limits, ...a.limits },
  };
}

/** Formats that only annotate a number's size (OpenAPI's), which we may leave out or keep. */
const ANNOTATIONS = new Set(['int32', 'int64', 'double', 'float', 'string']);

/** Whether our bound or pattern refuses a value CAMARA's allows (a request we would refuse and CAMARA not). */
function stricter(name: string, ours: unknown, theirs: unknown): boolean {
  if (ours === undefined) return false;
  if (theirs === undefined) return true;
  if (name === 'pattern') return ours !== theirs;
  return name.startsWith('min') || name === 'exclusiveMinimum' ? Number(ours) > Number(theirs) : Number(ours) < Number(theirs);
}

/** Where ours and theirs differ, at `path`; `request`: CAMARA's extra properties count too. */
function compare(ours: Shape, theirs: Shape, path: string, kind: 'request' | 'response', operationId: string, out: string[]) {
  const widen = (types: ReadonlySet<string>) => new Set([...types].map((type) => (type === 'integer' ? 'number' : type)));
  const theirTypes = widen(theirs.types);
  const extraTypes = [...ours.types].filter((type) => !theirTypes.has(type === 'integer' ? 'number' : type) && !theirs.types.has(type));
  if (theirs.types.size > 0 && extraTypes.length > 0)
    out.push(`${path}: type ${[...ours.types].join('|')}, CAMARA's ${[...theirs.types].join('|')}`);
  const ourFormat = ours.format && !ANNOTATIONS.has(ours.format) ? ours.format : undefined;
  const theirFormat = theirs.format && !ANNOTATIONS.has(theirs.format) ? theirs.format : undefined;
  if (ourFormat !== theirFormat) out.push(`${path}: format ${ourFormat ?? 'none'}, CAMARA's ${theirFormat ?? 'none'}`);
  if (ours.enum && theirs.enum) {
    const extra = ours.enum.filter((value) => !theirs.enum!.includes(value));
    if (extra.length > 0) out.push(`${path}: values ${JSON.stringify(extra)} are not CAMARA's`);
  } else if (ours.enum && !theirs.enum && kind === 'request' && !DEPARTURES[`${operationId} ${path.replace(/^body\.?/, '')} enum`])
    out.push(`${path}: we allow only ${JSON.stringify(ours.enum)}, CAMARA any value of its type`);
  else if (!ours.enum && theirs.enum && kind === 'response') out.push(`${path}: CAMARA allows only ${JSON.stringify(theirs.enum)}`);

  for (const name of LIMITS) {
    const [mine, camara] = [ours.limits[name], theirs.limits[name]];
    if (kind === 'request' && stricter(name, mine, camara) && !DEPARTURES[`${operationId} ${path.replace(/^body\.?/, '')} ${name}`])
      out.push(
        `${path}: ${name} ${JSON.stringify(mine)}, CAMARA's ${JSON.stringify(camara ?? 'none')} (a request CAMARA accepts is refused)`,
      );
  }
  for (const [name, property] of ours.properties) {
    const theirProperty = theirs.properties.get(name);
    if (!theirProperty) out.push(`${path}.${name}: not in CAMARA's schema`);
    else compare(property, theirProperty, `${path}.${name}`, kind, operationId, out);
  }
  if (kind === 'request')
    for (const name of theirs.properties.keys())
      if (!ours.properties.has(name) && !DEPARTURES[`${operationId} ${`${path}.${name}`.replace(/^body\.?/, '')}`])
        out.push(`${path}.${name}: CAMARA's, not ours (a request with it is refused)`);
  const ourRequired = [...ours.required].filter((name) => ours.properties.has(name)).sort();
  const theirRequired = [...theirs.required].filter((name) => ours.properties.has(name) || kind === 'request').sort();
  const differs = kind === 'request' ? ourRequired.join() !== theirRequired.join() : theirRequired.some((name) => !ours.required.has(name));
  if (differs) out.push(`${path}: required [${ourRequired.join(', ')}], CAMARA's [${theirRequired.join(', ')}]`);
  if (ours.items && theirs.items) compare(ours.items, theirs.items, `${path}[]`, kind, operationId, out);
}

interface CamaraOperation {
  readonly definition: Record<string, unknown>;
  readonly operation: {
    readonly requestBody?: { readonly content: Record<string, { schema: Schema }> };
    readonly responses: Record<string, Schema>;
    readonly parameters?: readonly Schema[];
  };
}

function camaraOperation(definition: Record<string, unknown>, operationId: string): CamaraOperation['operation'] | undefined {
  for (const item of Object.values(definition.paths as Record<string, Record<string, unknown>>))
    for (const operation of Object.values(item))
      if (typeof operation === 'object' && operation && (operation as { operationId?: string }).operationId === operationId)
        return operation as CamaraOperation['operation'];
  return undefined;
}

/** Every status and code an operation declares: `400 INVALID_ARGUMENT`. */
function errorsOf(document: Document, responses: Record<string, Schema>): Set<string> {
  const errors = new Set<string>();
  for (const [status, raw] of Object.entries(responses)) {
    if (Number(status) < 400) continue;
    const response = resolve(document, raw).schema as { content?: Record<string, { schema: Schema }> };
    const schema = response.content?.['application/json']?.schema;
    if (!schema) continue;
    const codes = shapeOf(document, schema).properties.get('code')?.enum ?? [];
    for (const code of codes) errors.add(`${status} ${String(code)}`);
  }
  return errors;
}

const successOf = (responses: Record<string, Schema>) => Object.keys(responses).find((status) => status.startsWith('2'));

/** The CAMARA source an operation of ours belongs to: the one whose API names its path's first segment. */
const sourceOf = (sources: readonly CamaraSource[], path: string) => sources.find((source) => path.startsWith(`/${source.api}/`));

export function disagreements(root: string): string[] {
  const out: string[] = [];
  const definitions = new Map<string, Record<string, unknown>>();
  const definitionOf = (source: CamaraSource) => {
    const key = `${source.repository} ${source.release} ${source.file}`;
    if (!definitions.has(key)) definitions.set(key, camaraDefinition(root, source));
    return definitions.get(key)!;
  };
  for (const api of API_CATALOGUE) {
    const document = OPENAPI_DOCUMENTS[api.slug] as unknown as Document;
    for (const { operationId, path, definition: ours } of operationsOf(OPENAPI_DOCUMENTS[api.slug] as OpenApiDocument)) {
      const where = (problem: string) => out.push(`${api.slug} ${operationId} ${problem}`);
      const source = sourceOf(api.camara, path);
      if (!source) {
        where(`: no CAMARA source of the catalogue has the path ${path}`);
        continue;
      }
      const theirDocument = definitionOf(source);
      const theirs = camaraOperation(theirDocument, operationId);
      if (!theirs) {
        where(`: not an operation of ${source.api} ${source.version}`);
        continue;
      }
      const found: string[] = [];
      const ourBody = ours.requestBody?.content['application/json']?.schema as Schema | undefined;
      const theirBody = theirs.requestBody?.content['application/json']?.schema;
      if (ourBody && theirBody)
        compare(shapeOf(document, ourBody), shapeOf(theirDocument, theirBody), 'body', 'request', operationId, found);
      else if (Boolean(ourBody) !== Boolean(theirBody)) found.push(`body: ${ourBody ? 'ours only' : 'CAMARA’s only'}`);
      // Path and header parameters: each of ours is CAMARA's, with a schema no stricter.
      const parametersOf = (doc: Document, list: readonly unknown[] | undefined) =>
        new Map(
          (list ?? []).map((raw) => {
            const parameter = resolve(doc, raw as Schema).schema as { name: string; in: string; schema: Schema };
            return [
              `${parameter.in} ${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`,
              parameter.schema,
            ] as const;
          }),
        );
      const theirParameters = parametersOf(theirDocument, theirs.parameters);
      for (const [name, schema] of parametersOf(document, ours.parameters)) {
        const theirSchema = theirParameters.get(name);
        if (!theirSchema) found.push(`parameter ${name}: not CAMARA's`);
        else compare(shapeOf(document, schema), shapeOf(theirDocument, theirSchema), `parameter ${name}`, 'request', operationId, found);
      }
      const ourSuccess = successOf(ours.responses as Record<string, Schema>);
      const theirSuccess = successOf(theirs.responses);
      if (ourSuccess !== theirSuccess) found.push(`success status ${ourSuccess}, CAMARA's ${theirSuccess}`);
      else if (ourSuccess) {
        const body = (raw: Schema, doc: Document) =>
          (resolve(doc, raw).schema as { content?: Record<string, { schema: Schema }> }).content?.['application/json']?.schema;
        const ourSchema = body((ours.responses as Record<string, Schema>)[ourSuccess]!, document);
        const theirSchema = body(theirs.responses[ourSuccess]!, theirDocument);
        if (ourSchema && theirSchema)
          compare(
            shapeOf(document, ourSchema),
            shapeOf(theirDocument, theirSchema),
            `response ${ourSuccess}`,
            'response',
            operationId,
            found,
          );
      }
      const theirErrors = errorsOf(theirDocument, theirs.responses);
      for (const error of errorsOf(document, ours.responses as Record<string, Schema>))
        if (!theirErrors.has(error)) found.push(`declares ${error}, which CAMARA does not for this operation`);
      for (const problem of found) where(problem);
    }

    // The test definitions: the same scenarios as our list, file by file.
    const listed = CAMARA_SCENARIOS[api.slug];
    const files = api.camara.flatMap((source) => featureFilesOf(root, source));
    const ourFiles = new Map(listed.map((feature) => [feature.file, feature]));
    for (const { file, scenarios } of files) {
      const ourFeature = ourFiles.get(file);
      if (!ourFeature) {
        out.push(`${api.slug} ${file}: CAMARA's test definition, not in tests/conformance/scenarios.ts (${scenarios.length} scenarios)`);
        continue;
      }
      const ids = scenarios.map(({ id }) => id);
      const ours = ourFeature.scenarios.map(({ id }) => id);
      for (const id of ids) if (!ours.includes(id)) out.push(`${api.slug} ${file}: scenario ${id} is CAMARA's, not in our list`);
      for (const id of ours) if (!ids.includes(id)) out.push(`${api.slug} ${file}: scenario ${id} is in our list, not CAMARA's`);
      ourFiles.delete(file);
    }
    for (const file of ourFiles.keys()) out.push(`${api.slug} ${file}: in our list, not a test definition of the release`);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2];
  if (!root) {
    console.error('usage: node scripts/checks/camara-agreement.ts <directory with the CAMARA repositories>');
    process.exit(2);
  }
  const found = disagreements(root);
  for (const line of found) console.log(line);
  console.log(found.length === 0 ? 'Our documents and scenario list agree with CAMARA’s releases.' : `${found.length} disagreements.`);
  process.exit(found.length === 0 ? 0 : 1);
}
