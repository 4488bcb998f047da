// The API pages as built (dist/), parsed as plain HTML: what a crawler and a visitor before the
// app get. Run after `npm run build`. The hreflang set, titles and fonts of every public page
// (these included) are checked in prerendered-pages.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { API_CATALOGUE, openApiPath, postmanPath } from '../../src/config/api-catalogue.ts';
import { errorCatalogue } from '../../src/config/api-errors.ts';
import { SAMPLE_LANGUAGES } from '../../src/config/api-samples.ts';
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { CONSENT_NUMBERS, OPERATOR_ROUTES, SANDBOX_CLIENT } from '../../src/config/sandbox-operator.ts';
import { localizedPath } from '../../src/i18n/language-path.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';

const dist = new URL('../../dist/', import.meta.url);
const fileOf = (url: string) => new URL(url === '/' ? 'index.html' : `.${url}/index.html`, dist);
const read = (path: string) => readFileSync(new URL(path, dist), 'utf8');

function parse(url: string): Document {
  const window = new Window({ url: `http://localhost${url}` });
  window.document.write(readFileSync(fileOf(url), 'utf8'));
  return window.document as unknown as Document;
}

const stylesheets = (document: Document) =>
  [...document.querySelectorAll('link[rel="stylesheet"]:not([disabled])')].map((link) => link.getAttribute('href') ?? '');

const PAGES = API_CATALOGUE.flatMap((api) =>
  LANGUAGES.map((language) => ({ api, language, url: localizedPath(`/apis/${api.slug}`, language) })),
);

describe.runIf(existsSync(fileOf('/apis')))('the API pages, as plain HTML', () => {
  const home = parse('/');
  // Prerendered samples name the site's configured origin (the app puts in its own once it runs).
  const SITE_ORIGIN = new URL(home.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '').origin;
  const [sharedCss] = stylesheets(home);

  describe.each(PAGES)('$url', ({ api, language, url }) => {
    const document = parse(url);
    const sandbox = OPENAPI_DOCUMENTS[api.slug]['x-sandbox'];

    it('has one h1, the API’s name, a self canonical and the four languages as alternates', () => {
      expect([...document.querySelectorAll('h1')].map((h1) => h1.textContent.trim())).toEqual([api.name]);
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
      expect(new URL(canonical).pathname).toBe(url);
      const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        new URL(link.getAttribute('href') ?? '').pathname,
      ]);
      expect(alternates).toEqual([
        ...LANGUAGES.map((lang) => [lang, localizedPath(`/apis/${api.slug}`, lang)]),
        ['x-default', `/apis/${api.slug}`],
      ]);
    });

    it('lists every test number with the answer of each operation it decides', () => {
      const rows = [...document.querySelectorAll('[data-test-numbers] tr')];
      expect(rows).toHaveLength(sandbox.numbers.length + 1);
      sandbox.numbers.forEach((entry, index) => {
        const row = rows[index]!;
        expect(row.querySelector('th code')?.textContent).toBe(entry.number);
        const cells = [...row.querySelectorAll('td code')].map((code) => code.textContent);
        for (const [operationId, response] of Object.entries(entry.responses)) {
          const column = Object.keys(sandbox.operations).indexOf(operationId);
          expect(cells[column], `${entry.number} ${operationId}`).toMatch(new RegExp(`^${response.status} `));
          if (response.status >= 400) expect(cells[column]).toContain((response.body as { code: string }).code);
        }
      });
    });

    it('shows every endpoint with its curl sample against /sandbox and a copy button, curl checked; the other seven languages come with the app', () => {
      const samples = [...document.querySelectorAll('.api-sample')];
      expect(samples).toHaveLength(api.endpoints.length);
      samples.forEach((sample, index) => {
        const endpoint = api.endpoints[index]!;
        const tabs = [...sample.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
        expect(tabs.map((tab) => tab.value)).toEqual([...SAMPLE_LANGUAGES]);
        expect(tabs.filter((tab) => tab.hasAttribute('checked')).map((tab) => tab.value)).toEqual(['curl']);
        const panels = [...sample.querySelectorAll('.api-panel')];
        expect(panels.map((panel) => panel.getAttribute('data-language'))).toEqual([...SAMPLE_LANGUAGES]);
        const [curl, ...later] = panels;
        const code = curl!.querySelector('pre code')?.textContent ?? '';
        // A path's parameter is filled in with the example's value.
        const path = endpoint.path.replace(/\{[^}]+\}/g, '');
        expect(code).toContain(`${SITE_ORIGIN}/sandbox${path.split('/').slice(0, 4).join('/')}`);
        expect(code).toMatch(/^curl --request /);
        // The others say theirs is on its way (tests/e2e/apis.spec.ts reads them once the app runs).
        for (const panel of later) {
          expect(panel.querySelector('pre')).toBeNull();
          expect(panel.querySelector('.api-sample-waiting')?.textContent).toMatch(/\S/);
        }
        // In Hebrew the language's name is set apart from the sentence, so C# does not read #C.
        const csharp = sample.querySelector('[data-language="csharp"] .api-sample-waiting')?.textContent;
        expect(csharp).toContain(language === 'he' ? '\u2066C#\u2069' : 'C#');
        expect(sample.querySelectorAll('button')).toHaveLength(1);
        // Highlighted at build time: classed spans, no inline colour.
        expect(sample.querySelectorAll('pre span.s').length).toBeGreaterThan(0);
        expect(sample.querySelector('[style]')).toBeNull();
      });
    });

    it('keeps code, JSON, numbers and phone numbers left to right', () => {
      for (const element of document.querySelectorAll('main code, main pre')) {
        expect(element.closest('[dir="ltr"]'), element.outerHTML.slice(0, 80)).not.toBeNull();
      }
      if (language === 'he') expect(document.querySelectorAll('main [dir="ltr"]').length).toBeGreaterThan(20);
    });

    it('catalogues every error each operation declares: what it means, what causes it in the sandbox, what to do', () => {
      const words = JSON.parse(readFileSync(new URL(`../../src/locales/${language}/apis.json`, import.meta.url), 'utf8')) as {
        errors: Record<string, string>;
        remedies: Record<string, string>;
        page: { inSandbox: string };
      };
      const articles = [...document.querySelectorAll('article.api-endpoint')];
      expect(articles).toHaveLength(api.endpoints.length);
      api.endpoints.forEach(({ operationId }, index) => {
        const rows = [...articles[index]!.querySelectorAll('tbody.api-errors tr')];
        const declared = errorCatalogue(OPENAPI_DOCUMENTS[api.slug], operationId);
        expect(
          rows.map((row) => row.querySelector('th')?.textContent),
          operationId,
        ).toEqual(declared.map(({ status, code }) => `${status}${code}`));
        rows.forEach((row, at) => {
          const { code, causes } = declared[at]!;
          const [cause, remedy] = [...row.querySelectorAll('td')].map((cell) => cell.textContent);
          expect(cause, code).toContain(words.errors[code]);
          expect(cause, code).toContain(words.page.inSandbox);
          for (const found of causes) if (found.kind === 'number') expect(cause, code).toContain(found.number);
          expect(remedy, code).toContain(words.remedies[code]);
        });
      });
    });

    it('links its OpenAPI document, names the CAMARA release and shows the price per call', () => {
      expect(document.querySelector(`a[href="${openApiPath(api.slug)}"][download]`)).not.toBeNull();
      expect(document.querySelector(`a[href="${postmanPath(api.slug)}"][download]`)?.textContent).toMatch(/Postman/);
      const collection = JSON.parse(read(postmanPath(api.slug).slice(1))) as {
        info: { name: string };
        variable: { key: string; value: string }[];
      };
      expect(collection.variable.find(({ key }) => key === 'baseUrl')?.value).toMatch(/^https?:\/\/[^/]+\/sandbox$/);
      for (const { repository, release } of api.camara)
        expect(document.querySelector(`a[href="https://github.com/${repository}/releases/tag/${release}"]`)).not.toBeNull();
      expect(document.querySelector('.api-facts')?.textContent).toMatch(/\d/);
    });

    it('has the playground, complete before the app: the sample’s fields, its curl, its response, Send waiting, a line for no JavaScript', () => {
      const playground = document.querySelector('#playground')!;
      const form = playground.querySelector('form')!;
      const [first] = api.endpoints;
      const example = OPENAPI_DOCUMENTS[api.slug].paths[first!.path]?.[first!.method.toLowerCase()] as
        { requestBody?: { content: Record<string, { examples: { example: { value: Record<string, unknown> } } }> } } | undefined;
      const body = example?.requestBody?.content['application/json']?.examples.example.value ?? {};
      const number = (Object.values(sandbox.operations)[0]?.number ?? '').split('/').slice(1);
      const phone = number.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], body);
      expect(form.querySelector<HTMLInputElement>(`input[name="${number.join('.')}"]`)?.getAttribute('value')).toBe(phone);
      expect(form.querySelector('#playground-number option[selected]')?.getAttribute('value')).toBe(phone);
      const send = form.querySelector('button[type="submit"]')!;
      expect(send.hasAttribute('disabled') && send.hasAttribute('data-waiting')).toBe(true);
      // The curl of the first operation is the page's first curl sample, as plain text.
      const curl = playground.querySelector('pre[aria-label] code')?.textContent;
      expect(curl).toBe(document.querySelector('.api-sample pre code')?.textContent);
      expect(playground.querySelector('[aria-live="polite"]')?.textContent).toMatch(/\d{3}/);
      expect(playground.querySelectorAll('pre').length).toBe(2);
      expect(readFileSync(fileOf(url), 'utf8')).toMatch(/<noscript><p class="api-play-noscript">[^<]+curl[^<]+<\/p><\/noscript>/);
    });

    it('names the scope each operation needs, as its OpenAPI document does, and links to the sandbox’s operator on /apis', () => {
      const section = document.querySelector('section[aria-labelledby="access-title"]')!;
      const items = [...section.querySelectorAll('li')].map((item) => item.textContent);
      const expected = Object.values(OPENAPI_DOCUMENTS[api.slug].paths).flatMap((path) =>
        Object.values(path as Record<string, { operationId: string; security?: Record<string, string[]>[] }>).map(
          ({ operationId, security }) => `${operationId}: ${(security ?? []).flatMap((entry) => Object.values(entry).flat()).join(' | ')}`,
        ),
      );
      expect(items.sort()).toEqual(expected.sort());
      const link = section.querySelector(`a[href="${localizedPath('/apis', language)}#sandbox-operator"]`);
      expect(link?.textContent.length).toBeGreaterThan(20);
      // /apis is the page's parent, not the page: no "current page" on it.
      expect(link?.hasAttribute('aria-current')).toBe(false);
    });

    it('has the shared stylesheet and its own, inlined, which no other kind of page has', () => {
      expect(stylesheets(document)).toEqual([sharedCss]);
      const inlined = document.querySelector('head style')?.textContent;
      expect(inlined).toContain('.api-table');
      expect(home.querySelector('style')).toBeNull();
      // Named by a disabled link, so the app's loader does not fetch and apply it again: the
      // file it names is the text inlined.
      const named = [...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map((link) => link.getAttribute('href') ?? '');
      expect(named).toHaveLength(1);
      expect(read(`.${named[0]!}`)).toBe(inlined);
    });
  });

  it('/apis in every language: the six APIs with their price, linked to their pages, and the estimate’s fields', () => {
    for (const language of LANGUAGES) {
      const document = parse(localizedPath('/apis', language));
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      for (const api of API_CATALOGUE) {
        expect(document.querySelector(`.api-card a[href="${localizedPath(`/apis/${api.slug}`, language)}"]`)?.textContent).toBe(api.name);
        expect(document.querySelector(`label[for="estimate-${api.slug}"]`)?.textContent).toContain(api.name);
      }
      expect(document.querySelector('output')?.textContent).toMatch(/0/);
    }
  });

  it('/apis in every language: the sandbox operator’s test client, its private key as JSON, and the consent test numbers', () => {
    for (const language of LANGUAGES) {
      const section = parse(localizedPath('/apis', language)).querySelector('#sandbox-operator')!;
      expect(section.textContent).toContain(SANDBOX_CLIENT.id);
      expect(section.textContent).toContain(`/sandbox${OPERATOR_ROUTES.discovery}`);
      const key = section.querySelector('pre[dir="ltr"][role="region"][aria-label] code')?.textContent ?? '';
      expect(JSON.parse(key)).toEqual(SANDBOX_CLIENT.privateJwk);
      const numbers = [...section.querySelectorAll('tbody th code')].map((code) => code.textContent);
      expect(numbers).toEqual(Object.values(CONSENT_NUMBERS).map((number) => `tel:${number}`));
    }
  });

  it('/apis in every language: how events reach the sandbox’s inboxes, prerendered, and the two API pages that send them link to it', () => {
    for (const language of LANGUAGES) {
      const section = parse(localizedPath('/apis', language)).querySelector('#sandbox-events')!;
      expect(section.querySelector('h2')?.textContent.length).toBeGreaterThan(10);
      for (const words of ['/sandbox/inboxes', 'application/cloudevents+json', 'INVALID_SINK', 'INVALID_CREDENTIAL'])
        expect(section.textContent).toContain(words);
      for (const slug of ['sim-swap', 'quality-on-demand']) {
        const page = parse(localizedPath(`/apis/${slug}`, language));
        expect(page.querySelector(`a[href="${localizedPath('/apis', language)}#sandbox-events"]`), `${language} ${slug}`).not.toBeNull();
        // The events inbox's disclosure is in the playground's HTML; what it shows waits for the app.
        expect(page.querySelector('#playground details.api-play-inbox summary')?.textContent.length).toBeGreaterThan(3);
        expect(page.querySelector('#playground details.api-play-inbox .api-inbox')).toBeNull();
      }
    }
  });

  it('each published OpenAPI document is the repository’s, with the sandbox’s server and discovery URL absolute on the site’s origin', () => {
    type Published = { servers: { url: string }[]; components: { securitySchemes: { openId: { openIdConnectUrl: string } } } };
    const canonical = parse('/').querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
    const origin = new URL(canonical).origin;
    for (const api of API_CATALOGUE) {
      const published = JSON.parse(read(openApiPath(api.slug).slice(1))) as Published;
      const source = structuredClone(OPENAPI_DOCUMENTS[api.slug]) as unknown as Published;
      expect(published.servers[0]?.url).toBe(`${origin}/sandbox`);
      source.servers = source.servers.map((server) => ({ ...server, url: `${origin}${server.url}` }));
      const { openId } = source.components.securitySchemes;
      openId.openIdConnectUrl = `${origin}${openId.openIdConnectUrl}`;
      expect(published).toEqual(source);
    }
  });

  it('the header links to /apis and the footer lists every API page, in each language', () => {
    for (const language of LANGUAGES) {
      const document = parse(localizedPath('/', language));
      expect(document.querySelectorAll(`header a[href="${localizedPath('/apis', language)}"]`)).toHaveLength(2); // bar and phone menu
      const footerLinks = [...document.querySelectorAll('footer a')].map((link) => link.getAttribute('href'));
      for (const api of API_CATALOGUE) expect(footerLinks).toContain(localizedPath(`/apis/${api.slug}`, language));
    }
  });

  it('solution and use-case cards link to their API as PRODUCT’s table says, and only those', () => {
    const linksIn = (document: Document, selector: string) =>
      [...document.querySelectorAll(`${selector} a[href*="/apis/"]`)].map((link) => link.getAttribute('href'));
    expect(linksIn(home, '#solutions')).toEqual([
      '/apis/number-verification',
      '/apis/sim-swap',
      '/apis/device-status',
      '/apis/device-location',
      '/apis/quality-on-demand',
      '/apis/otp-sms',
    ]);
    // Banking: SIM swap, number verification, KYC match (no page), device location.
    expect(linksIn(parse('/banking'), 'section[aria-labelledby="use-cases-title"]')).toEqual([
      '/apis/sim-swap',
      '/apis/number-verification',
      '/apis/device-location',
    ]);
    // Retail: number verification, fake accounts (none), carrier billing (none), messaging.
    expect(linksIn(parse('/he/retail'), 'section[aria-labelledby="use-cases-title"]')).toEqual([
      '/he/apis/number-verification',
      '/he/apis/otp-sms',
    ]);
  });

  it('the pages’ own stylesheet uses only tokens the shared stylesheet defines, and the CSP allows it inline', () => {
    const own = parse('/apis/sim-swap').querySelector('head style')?.textContent ?? '';
    expect(JSON.parse(read('.vite/inline-styles.json'))).toEqual([own]);
    expect(read('.nginx/security-headers.conf')).toMatch(/style-src 'self' 'sha256-[\w+/]+=*';/);
    const defined = new Set([...read(sharedCss!.slice(1)).matchAll(/(--[\w-]+):/g)].map((match) => match[1]));
    const used = [...new Set([...own.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]))];
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });
});
