// How a schema of ours compares with CAMARA's: both reduced to a shape (types, format, enum,
// properties, required names, bounds), whichever dialect (OpenAPI 3.0's nullable, 3.1's type
// arrays and const, allOf, oneOf, anyOf, discriminator mappings), then compared at every depth.
// Used by camara-agreement.ts.

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
  // Events go to the sandbox's own inboxes; a sink that is not one is 400 INVALID_SINK. The
  // pattern adds http on loopback (a site run locally) to CAMARA's https: it allows all theirs does.
  'createSession sink pattern': 'CAMARA’s https sinks, and http on loopback for a site run locally',
  'createSimSwapSubscription sink pattern': 'CAMARA’s https sinks, and http on loopback for a site run locally',
  // The token is kept with the session or subscription and shown with each delivery in the inbox.
  'createSession sinkCredential.accessToken maxLength':
    'a token of at most 2048 characters (an inbox’s is 43), so what each session and delivery holds stays bounded',
  'createSimSwapSubscription sinkCredential.accessToken maxLength':
    'a token of at most 2048 characters (an inbox’s is 43), so what each subscription and delivery holds stays bounded',
  'createSimSwapSubscription protocolSettings':
    'the sandbox delivers to its inboxes over HTTP POST with no settings: custom headers (which CAMARA notes Commonalities has not agreed) are not added, and the other protocols’ settings are moot, as any protocol but HTTP is 400 INVALID_PROTOCOL',
};

export type Schema = Readonly<Record<string, unknown>>;
export type Document = Readonly<Record<string, unknown>>;

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

export function resolve(document: Document, schema: Schema): { schema: Schema; ref?: string } {
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
export function shapeOf(document: Document, raw: Schema, seen: ReadonlySet<string> = new Set()): Shape {
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
  // A base whose discriminator maps to schemas that extend it (`allOf: [base, …]`) is entered
  // again from each of them: there it stands for its own properties only, not its alternatives.
  const discriminator =
    ref !== undefined && seen.has(ref) ? undefined : (schema.discriminator as { mapping?: Record<string, string> } | undefined);
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
export function compare(ours: Shape, theirs: Shape, path: string, kind: 'request' | 'response', operationId: string, out: string[]) {
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
