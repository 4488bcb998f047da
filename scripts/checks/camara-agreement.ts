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
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { operationsOf } from '../../src/config/openapi/schema-validator.ts';
import { CAMARA_SCENARIOS } from '../../tests/conformance/scenarios.ts';
import { camaraDefinition, featureFilesOf } from './camara-features.ts';
import { compare, resolve, shapeOf, type Document, type Schema } from './camara-schemas.ts';

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

/** The success statuses an operation declares (CAMARA's may add 202 for an asynchronous answer). */
const successesOf = (responses: Record<string, Schema>) => Object.keys(responses).filter((status) => status.startsWith('2'));

/** The CAMARA source an operation of ours belongs to: the one whose API names its path's first segment. */
const sourceOf = (sources: readonly CamaraSource[], path: string) => sources.find((source) => path.startsWith(`/${source.api}/`));

export function disagreements(root: string): string[] {
  const out: string[] = [];
  const definitions = new Map<string, Record<string, unknown>>();
  const definitionOf = (source: CamaraSource) => {
    const key = `${source.repository} ${source.release} ${source.file}`;
    if (!definitions.has(key)) definitions.set(key, camaraDefinition(root, source));
    return definitions.get(key) as Record<string, unknown>;
  };
  for (const api of API_CATALOGUE) {
    const document = OPENAPI_DOCUMENTS[api.slug] as unknown as Document;
    for (const { operationId, path, definition: ours } of operationsOf(OPENAPI_DOCUMENTS[api.slug])) {
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
      // Ours is one success status, which CAMARA's must declare too (it may also declare a 202).
      const [ourSuccess, ...more] = successesOf(ours.responses as Record<string, Schema>);
      const theirSuccesses = successesOf(theirs.responses);
      if (more.length > 0) found.push(`success statuses ${[ourSuccess, ...more].join(', ')}: we answer one`);
      if (!ourSuccess || !theirSuccesses.includes(ourSuccess))
        found.push(`success status ${ourSuccess ?? 'none'}, CAMARA's ${theirSuccesses.join(' or ')}`);
      else {
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
    const listed = CAMARA_SCENARIOS[api.slug] ?? [];
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
