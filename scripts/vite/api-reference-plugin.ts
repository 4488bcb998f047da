import { readFileSync } from 'node:fs';
import { createCssVariablesTheme, createHighlighter } from 'shiki';
import type { Plugin } from 'vite';
import { API_SLUGS, apiBySlug, isApiSlug, type ApiSlug } from '../../src/config/api-catalogue.ts';
import { apiReference } from '../../src/config/api-reference.ts';
import type { OpenApiDocument } from '../../src/config/api-sandbox.ts';
import { ORIGIN_PLACEHOLDER, SAMPLE_LANGUAGES, type CodeTokens, type SampleLanguage } from '../../src/config/api-samples.ts';
import { snippet } from './api-snippets.ts';

const PREFIX = 'virtual:api-reference/';
/** Every API's `virtual:api-reference/<slug>`, by slug, each a lazy import (a chunk of its own): the API route's. */
const ALL = 'virtual:api-references';
const SHIKI_LANGUAGES = {
  curl: 'shellscript',
  javascript: 'javascript',
  python: 'python',
  java: 'java',
  go: 'go',
  csharp: 'csharp',
  php: 'php',
  ruby: 'ruby',
} as const satisfies Record<SampleLanguage, string>;

/**
 * Shiki's scopes, as its CSS-variables theme names them, to the short classes the API pages
 * style (src/features/apis/apis.css). Anything else is plain text.
 */
const TOKEN_CLASSES: Readonly<Record<string, string>> = {
  'token-keyword': 'k',
  'token-string': 's',
  'token-string-expression': 's',
  'token-constant': 'c',
  'token-function': 'f',
  'token-comment': 'm',
};

// Grammars may split `{{origin}}` into tokens of its own (Python reads it as a format field);
// a plain host inside the string stays in one run, and is turned back afterwards.
const ORIGIN_STAND_IN = 'https://origin.invalid';

const documentFile = (slug: string) => new URL(`../../src/config/openapi/${slug}.json`, import.meta.url);

/**
 * `virtual:api-reference/<slug>`: what the API page of `slug` shows of its OpenAPI document
 * (src/config/api-reference.ts), with each endpoint's samples already highlighted by Shiki
 * into runs of classed text. Highlighting happens here, at build time (and in the dev
 * server): the browser gets token runs, no Shiki, no grammar, no inline colour.
 */
export function apiReferences(): Plugin {
  let highlighter: ReturnType<typeof createHighlighter> | undefined;
  const theme = createCssVariablesTheme({ name: 'signalwise-vars', variablePrefix: '--shiki-' });
  const highlight = async (code: string, language: SampleLanguage): Promise<CodeTokens> => {
    highlighter ??= createHighlighter({ themes: [theme], langs: Object.values(SHIKI_LANGUAGES) });
    const lines = (await highlighter).codeToTokens(code.replaceAll(ORIGIN_PLACEHOLDER, ORIGIN_STAND_IN), {
      lang: SHIKI_LANGUAGES[language],
      theme: 'signalwise-vars',
      // No time limit: Shiki's default (500 ms a line) leaves the rest of a line untokenized on a
      // busy machine, so the prerender's build and the client's could highlight a sample
      // differently, and the page failed to hydrate (React #418 on /apis/otp-sms).
      tokenizeTimeLimit: 0,
    }).tokens;
    const runs: [string, string][] = [];
    lines.forEach((line, index) => {
      for (const token of [...line, ...(index < lines.length - 1 ? [{ content: '\n', color: '' }] : [])]) {
        const scope = /^var\(--shiki-(.+)\)$/.exec(token.color ?? '')?.[1] ?? '';
        const className = TOKEN_CLASSES[scope] ?? '';
        const last = runs.at(-1);
        // One run per class change: fewer elements, and no two text nodes side by side.
        if (last && last[0] === className) last[1] += token.content;
        else runs.push([className, token.content]);
      }
    });
    return runs.map(([className, text]) => [className, text.replaceAll(ORIGIN_STAND_IN, ORIGIN_PLACEHOLDER)] as const);
  };

  return {
    name: 'signalwise:api-reference',
    resolveId(id) {
      if (id === ALL) return `\0${ALL}`;
      return id.startsWith(PREFIX) && isApiSlug(id.slice(PREFIX.length)) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${ALL}`)
        return `export default {\n${API_SLUGS.map((slug) => `  '${slug}': () => import('${PREFIX}${slug}'),\n`).join('')}};\n`;
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const slug = id.slice(PREFIX.length + 1) as ApiSlug;
      const file = documentFile(slug);
      this.addWatchFile(file.pathname);
      const document = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
      const reference = apiReference(document, apiBySlug(slug));
      const samples: Record<string, Record<SampleLanguage, CodeTokens>> = {};
      for (const endpoint of reference.endpoints) {
        const entries = await Promise.all(
          SAMPLE_LANGUAGES.map(async (language) => [language, await highlight(snippet(endpoint.sample, language), language)] as const),
        );
        samples[endpoint.operationId] = Object.fromEntries(entries) as Record<SampleLanguage, CodeTokens>;
      }
      return `export default ${JSON.stringify({ ...reference, samples })};`;
    },
  };
}
