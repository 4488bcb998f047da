/**
 * The code samples of an API page, all written from one request definition (SampleRequest,
 * from the OpenAPI document's example) so curl, JavaScript and Python always send the same
 * thing. The site's origin is left as ORIGIN_PLACEHOLDER: the page puts in the origin it is
 * served from (the sandbox runs wherever the site runs). Pure; highlighted at build time.
 */
import type { HttpMethod } from './api-catalogue.ts';

/** One request, as every sample language writes it. */
export interface SampleRequest {
  readonly method: HttpMethod;
  /** From the site's root: `/sandbox/sim-swap/v2/check`. */
  readonly path: string;
  readonly body?: unknown;
  /** Whether the success response has a JSON body to print (204s have none). */
  readonly jsonResponse: boolean;
}

export const SAMPLE_LANGUAGES = ['curl', 'javascript', 'python'] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

export const ORIGIN_PLACEHOLDER = '{{origin}}';

const INDENT = '  ';
const json = (value: unknown) => JSON.stringify(value, null, 2);
const quoteShell = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
const quoteJs = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A JSON value as a JavaScript literal: identifier keys unquoted, single-quoted strings, trailing commas. */
function jsLiteral(value: unknown, depth: number): string {
  const pad = INDENT.repeat(depth + 1);
  const end = INDENT.repeat(depth);
  if (Array.isArray(value)) return `[${value.map((item) => jsLiteral(item, depth)).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${pad}${/^[A-Za-z_$][\w$]*$/.test(key) ? key : quoteJs(key)}: ${jsLiteral(item, depth + 1)},`,
    );
    return `{\n${entries.join('\n')}\n${end}}`;
  }
  return typeof value === 'string' ? quoteJs(value) : JSON.stringify(value);
}

/** A JSON value as a Python literal (double-quoted strings, True/False/None), four-space indents. */
function pythonLiteral(value: unknown, depth: number): string {
  const pad = '    '.repeat(depth + 1);
  const end = '    '.repeat(depth);
  if (Array.isArray(value)) return `[${value.map((item) => pythonLiteral(item, depth)).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pythonLiteral(item, depth + 1)},`);
    return `{\n${entries.join('\n')}\n${end}}`;
  }
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (value === null) return 'None';
  return JSON.stringify(value);
}

export function sampleCode(request: SampleRequest, language: SampleLanguage): string {
  const url = `${ORIGIN_PLACEHOLDER}${request.path}`;
  const hasBody = request.body !== undefined;
  switch (language) {
    case 'curl':
      return [
        `curl -X ${request.method} ${quoteShell(url)}${hasBody ? ' \\' : ''}`,
        ...(hasBody ? [`${INDENT}-H 'Content-Type: application/json' \\`, `${INDENT}-d ${quoteShell(json(request.body))}`] : []),
      ].join('\n');
    case 'javascript': {
      const options = hasBody
        ? `, {\n${INDENT}method: '${request.method}',\n${INDENT}headers: { 'Content-Type': 'application/json' },\n${INDENT}body: JSON.stringify(${jsLiteral(request.body, 1)}),\n}`
        : request.method === 'GET'
          ? ''
          : `, { method: '${request.method}' }`;
      return [
        `const response = await fetch(${quoteJs(url)}${options});`,
        request.jsonResponse ? 'console.log(response.status, await response.json());' : 'console.log(response.status);',
      ].join('\n');
    }
    case 'python':
      return [
        'import requests',
        '',
        `response = requests.${request.method.toLowerCase()}(`,
        `    ${JSON.stringify(url)},`,
        ...(hasBody ? [`    json=${pythonLiteral(request.body, 1)},`] : []),
        ')',
        request.jsonResponse ? 'print(response.status_code, response.json())' : 'print(response.status_code)',
      ].join('\n');
  }
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
