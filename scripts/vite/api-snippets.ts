/**
 * The API pages' samples in the eight languages a developer picks from, written by httpsnippet
 * (@readme/httpsnippet, the generator behind ReadMe's and Insomnia's samples) from the request
 * each page derives from its OpenAPI document (SampleRequest: method, path, example body).
 *
 * Build-time and test-time only: httpsnippet carries every target it knows, so the browser
 * gets the samples as highlighted text (api-reference-plugin.ts), never the generator. The
 * playground's live curl, which follows what a visitor types, is the small writer in
 * src/config/api-samples.ts.
 */
import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet';
import { ORIGIN_PLACEHOLDER, SAMPLE_LANGUAGES, type SampleLanguage, type SampleRequest } from '../../src/config/api-samples.ts';

/** httpsnippet's target and client for each language: the standard library where the language has an HTTP client in it. */
type Target = Parameters<HTTPSnippet['convert']>[0];

export const SNIPPET_CLIENTS: Readonly<Record<SampleLanguage, readonly [target: Target, client: string]>> = {
  curl: ['shell', 'curl'],
  javascript: ['javascript', 'fetch'],
  python: ['python', 'requests'],
  java: ['java', 'nethttp'],
  go: ['go', 'native'],
  csharp: ['csharp', 'httpclient'],
  php: ['php', 'curl'],
  ruby: ['ruby', 'native'],
};

// httpsnippet needs a URL it can parse; the page puts its own origin in for the placeholder.
const ORIGIN_STAND_IN = 'https://origin.invalid';

function harOf(request: SampleRequest): HarRequest {
  const hasBody = request.body !== undefined;
  return {
    method: request.method,
    url: `${ORIGIN_STAND_IN}${request.path}`,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    queryString: [],
    headersSize: -1,
    bodySize: -1,
    headers: hasBody ? [{ name: 'Content-Type', value: 'application/json' }] : [],
    // HAR always has postData; a request without a body has one with no text, which no target writes out.
    postData: hasBody ? { mimeType: 'application/json', text: JSON.stringify(request.body) } : { mimeType: 'application/octet-stream' },
  };
}

/**
 * The fetch client always reads the answer as JSON; an operation that answers 204 has no body
 * to read, so its sample prints the status instead of failing on the empty body.
 */
function withoutJsonRead(code: string): string {
  const read = '  .then(res => res.json())\n  .then(res => console.log(res))';
  if (!code.includes(read)) throw new Error('httpsnippet changed how its fetch sample reads the answer');
  return code.replace(read, '  .then(res => console.log(res.status))');
}

/** One request in one language, with ORIGIN_PLACEHOLDER where the site's origin goes. */
export function snippet(request: SampleRequest, language: SampleLanguage): string {
  const [target, client] = SNIPPET_CLIENTS[language];
  const written = new HTTPSnippet(harOf(request)).convert(target, client, { indent: '  ' });
  const code = Array.isArray(written) ? written[0] : written;
  if (typeof code !== 'string') throw new Error(`httpsnippet wrote no ${language} sample for ${request.method} ${request.path}`);
  const placed = code.replaceAll(ORIGIN_STAND_IN, ORIGIN_PLACEHOLDER).trimEnd();
  return language === 'javascript' && !request.jsonResponse ? withoutJsonRead(placed) : placed;
}

/** Every language's sample of one request. */
export const snippets = (request: SampleRequest): Record<SampleLanguage, string> =>
  Object.fromEntries(SAMPLE_LANGUAGES.map((language) => [language, snippet(request, language)])) as Record<SampleLanguage, string>;
