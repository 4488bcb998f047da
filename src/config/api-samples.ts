/**
 * The code samples of an API page, all written from one request definition (SampleRequest,
 * from the OpenAPI document's example) so every language sends the same thing. The site's
 * origin is left as ORIGIN_PLACEHOLDER: the page puts in the origin it is served from (the
 * sandbox runs wherever the site runs). Pure; written and highlighted at build time.
 */
import type { HttpMethod } from './api-catalogue.ts';

// The record module alone: importing the flow's index would bring its machine into every sample's chunk.
export { SAMPLE_LANGUAGES, type SampleLanguage } from '../../machines/sample-language/sample-language.record.ts';

/** One request, as every sample language writes it. */
export interface SampleRequest {
  readonly method: HttpMethod;
  /** From the site's root: `/sandbox/sim-swap/v2/check`. */
  readonly path: string;
  readonly body?: unknown;
  /** Whether the success response has a JSON body to print (204s have none). */
  readonly jsonResponse: boolean;
}

export const ORIGIN_PLACEHOLDER = '{{origin}}';

const INDENT = '  ';
const json = (value: unknown) => JSON.stringify(value, null, 2);
const quoteShell = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

// Words a shell passes through unquoted, as httpsnippet leaves them.
const SHELL_SAFE = /^[\w\-.:/{}%+=@]+$/;
const shellWord = (value: string) => (SHELL_SAFE.test(value) ? value : quoteShell(value));

/**
 * A request as one curl command, for what is written live in the browser (the playground's
 * request as a visitor edits it, the operator's steps). The pages' samples come from
 * httpsnippet at build time (scripts/vite/api-snippets.ts), which is too large to ship; this
 * writes its curl exactly as httpsnippet does, and a test holds it to that for every sample.
 */
export function curlCommand(request: Pick<SampleRequest, 'method' | 'path' | 'body'>): string {
  const lines = [`curl --request ${request.method}`, `${INDENT}--url ${shellWord(`${ORIGIN_PLACEHOLDER}${request.path}`)}`];
  if (request.body !== undefined)
    lines.push(`${INDENT}--header 'Content-Type: application/json'`, `${INDENT}--data ${quoteShell(`\n${json(request.body)}\n`)}`);
  return lines.join(' \\\n');
}

/** Highlighted code: runs of text, each with a token class (`''` for plain text). */
export type CodeTokens = readonly (readonly [className: string, text: string])[];

/** The code as plain text, with the origin it will run against. */
export const tokensText = (tokens: CodeTokens, origin: string) =>
  tokens.map(([, text]) => text.replaceAll(ORIGIN_PLACEHOLDER, origin)).join('');

/**
 * An endpoint's sample with another phone number in it: the same request, with `phoneNumber`
 * at `pointer` (x-sandbox `operations[operationId].number`), as a developer trying each row of
 * the test-number table sends it. The curl check (tests/e2e/sandbox-samples.ts) runs one for
 * every row; the page's own sample is the example's row.
 */
export function sampleWithNumber(sample: SampleRequest, pointer: string, phoneNumber: string): SampleRequest {
  const body = structuredClone(sample.body) as Record<string, unknown>;
  const path = pointer.split('/').slice(1);
  const last = path.pop();
  let target = body;
  for (const key of path) target = target[key] as Record<string, unknown>;
  if (last === undefined || typeof target[last] !== 'string') throw new Error(`${sample.path}: no phone number at ${pointer}`);
  target[last] = phoneNumber;
  return { ...sample, body };
}
