/**
 * The OpenAPI 3.1 documents, by slug: written by us from CAMARA's definitions (each names the
 * release it follows in `info.x-camara`), served by the build at /openapi/<slug>.json and read
 * by the sandbox server. Each is `<slug>.json` beside this file, read for every slug in the
 * catalogue (a missing one fails at import), so adding an API adds no line here. Node only
 * (server/, scripts/, tests): the public pages read one document at build time instead (see
 * docs/apis.md), and the console never does.
 */
import { readFileSync } from 'node:fs';
import { API_SLUGS, type ApiSlug } from '../api-slugs.ts';
import type { OpenApiDocument } from '../api-sandbox.ts';

// JSON's shapes are checked by tests/unit/openapi.test.ts.
const read = (slug: ApiSlug) => JSON.parse(readFileSync(new URL(`./${slug}.json`, import.meta.url), 'utf8')) as OpenApiDocument;

export const OPENAPI_DOCUMENTS: Readonly<Record<ApiSlug, OpenApiDocument>> = Object.fromEntries(
  API_SLUGS.map((slug) => [slug, read(slug)]),
) as Record<ApiSlug, OpenApiDocument>;
