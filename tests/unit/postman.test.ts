// Each API's Postman collection as a developer would run it: made by the build's own function
// (Postman's converter over the published document), aimed at a running sandbox, every request
// sent as the collection has it. Each gets a status its operation declares, and every operation
// that the document's example number decides gets its success.
import { describe, expect, it } from 'vitest';
import { postmanCollection } from '../../scripts/vite/openapi-plugin.ts';
import { API_SLUGS } from '../../src/config/api-catalogue.ts';
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { operationsOf } from '../../src/config/openapi/schema-validator.ts';
import { useSandboxServer } from './sandbox-server.ts';

interface PostmanRequest {
  readonly method: string;
  readonly url: {
    readonly host: readonly string[];
    readonly path: readonly string[];
    readonly variable?: readonly { key: string; value: string }[];
  };
  readonly header: readonly { key: string; value: string; disabled?: boolean }[];
  readonly body?: { readonly mode: string; readonly raw?: string };
}
interface PostmanItem {
  readonly name: string;
  readonly item?: readonly PostmanItem[];
  readonly request?: PostmanRequest;
}
interface PostmanCollection {
  readonly info: { readonly schema: string };
  readonly item: readonly PostmanItem[];
  readonly variable: readonly { key: string; value: string }[];
}

const requestsOf = (items: readonly PostmanItem[]): PostmanRequest[] =>
  items.flatMap((item) => (item.request ? [item.request] : requestsOf(item.item ?? [])));

const server = useSandboxServer();

/** A body whose sink stands for an inbox gets a real one, as a developer pastes theirs (POST /sandbox/inboxes). */
async function withInbox(raw: string): Promise<string> {
  const body = JSON.parse(raw) as { sink?: string };
  if (body.sink === undefined) return raw;
  const inbox = (await (await fetch(`${server.origin}/sandbox/inboxes`, { method: 'POST' })).json()) as {
    url: string;
    sinkCredential: object;
  };
  return JSON.stringify({ ...body, sink: inbox.url, sinkCredential: inbox.sinkCredential });
}

describe.each(API_SLUGS)('the Postman collection of %s', (slug) => {
  it('is a v2.1 collection with one request per operation, against the sandbox, that the sandbox answers as declared', async () => {
    const collection = JSON.parse(await postmanCollection(slug, server.origin)) as PostmanCollection;
    expect(collection.info.schema).toMatch(/collection\/v2\.1\.0\/collection\.json$/);
    expect(collection.variable).toContainEqual(expect.objectContaining({ key: 'baseUrl', value: `${server.origin}/sandbox` }));
    const operations = operationsOf(OPENAPI_DOCUMENTS[slug]);
    const requests = requestsOf(collection.item);
    expect(requests.map(({ method, url }) => `${method} /${url.path.join('/')}`).sort()).toEqual(
      operations.map(({ method, path }) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`).sort(),
    );
    const numbered = Object.keys(OPENAPI_DOCUMENTS[slug]['x-sandbox'].operations);
    for (const request of requests) {
      const path = request.url.path
        .map((segment) =>
          segment.startsWith(':') ? (request.url.variable?.find(({ key }) => `:${key}` === segment)?.value ?? segment) : segment,
        )
        .join('/');
      expect(request.url.host).toEqual(['{{baseUrl}}']);
      const response = await fetch(`${server.origin}/sandbox/${path}`, {
        method: request.method,
        headers: Object.fromEntries(request.header.filter((header) => !header.disabled).map(({ key, value }) => [key, value])),
        ...(request.body?.raw ? { body: await withInbox(request.body.raw) } : {}),
      });
      const operation = operations.find(
        ({ method, path: template }) =>
          method === request.method &&
          template.split('/').length - 1 === request.url.path.length &&
          request.url.path.every((segment, index) => segment.startsWith(':') || template.split('/')[index + 1] === segment),
      )!;
      const declared = Object.keys(operation.definition.responses);
      expect(declared, `${operation.operationId} answered ${response.status}`).toContain(String(response.status));
      if (numbered.includes(operation.operationId)) expect(response.status, operation.operationId).toBeLessThan(300);
    }
  });
});
