import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { loadEnv } from 'vite';
import { expect, productionServer, test } from './fixtures.ts';

/** Whether the build under test has a reCAPTCHA site key (read as the build reads it). */
const RECAPTCHA = Boolean(loadEnv('production', process.cwd(), 'VITE_').VITE_RECAPTCHA_SITE_KEY?.trim());

// The server under test (vite preview in `npm test`, nginx in CI) sends these on every response.
test.describe('security headers', () => {
  // One test, a step a path: each is one request, cheaper than a test's set-up.
  test('a page, the console, and a file each carry the security headers', async ({ request }) => {
    for (const path of ['/', '/banking', '/admin', '/favicon.svg']) {
      await test.step(path, async () => {
        const response = await request.get(path);
        const headers = response.headers();
        const csp = headers['content-security-policy'] ?? '';
        expect(csp).toContain("default-src 'none'");
        // Itself and one inline script by its hash (the consent gate); reCAPTCHA only in a build
        // with a site key (this suite's build has none).
        if (RECAPTCHA) {
          expect(csp).toMatch(
            /script-src 'self' 'sha256-[\w+/]+=*' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/;/,
          );
          expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
        } else {
          expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/);
          expect(csp).not.toContain('recaptcha');
        }
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("base-uri 'none'");
        expect(csp).toContain("form-action 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        // Served over plain HTTP here: HSTS is for HTTPS only (RFC 6797 §7.2; tests/unit/nginx-tls.test.ts).
        expect(headers['strict-transport-security']).toBeUndefined();
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(headers['permissions-policy']).toContain('camera=()');
      });
    }
  });

  test("the page's only inline script is the one the policy allows by hash", async ({ request }) => {
    for (const path of ['/', '/login', '/admin']) {
      const response = await request.get(path);
      const inline = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(inline, path).toHaveLength(1);
      const hash = createHash('sha256').update(inline[0]!, 'utf8').digest('base64');
      expect(response.headers()['content-security-policy'], path).toContain(`'sha256-${hash}'`);
    }
  });

  test('HTML is revalidated; fingerprinted assets are cached for a year (nginx)', async ({ request }) => {
    test.skip(!productionServer, 'caching rules belong to the production server (deploy/nginx.conf)');
    const page = await request.get('/');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    // Brotli for browsers that accept it, and the cache told the two apart.
    const brotli = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['vary']).toContain('Accept-Encoding');
    expect(await brotli.text()).toBe(await asset.text());
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  });

  test('pages and scripts go out as the build compressed them: brotli 11, gzip 9 (nginx)', async ({ request }) => {
    test.skip(!productionServer, 'compression belongs to the production server (deploy/http.conf)');
    // The largest page: at brotli 6, as nginx compressed it on the way, it needed one more round trip.
    const page = 'he/apis/sim-swap/index.html';
    const script = /src="\/(assets\/[^"]+\.js)"/.exec(readFileSync(`dist/${page}`, 'utf8'))?.[1];
    for (const [path, file] of [
      ['/he/apis/sim-swap', page],
      [`/${script}`, script],
    ]) {
      for (const [encoding, extension] of [
        ['br', 'br'],
        ['gzip', 'gz'],
      ] as const) {
        const response = await request.get(path!, { headers: { 'Accept-Encoding': encoding } });
        expect(response.headers()['content-encoding'], `${path} (${encoding})`).toBe(encoding);
        expect(Number(response.headers()['content-length']), `${path} (${encoding})`).toBe(statSync(`dist/${file}.${extension}`).size);
        expect(await response.text()).toBe(readFileSync(`dist/${file}`, 'utf8'));
      }
    }
  });

  test('every response carries the security headers, errors and redirects included (nginx)', async ({ request }) => {
    test.skip(!productionServer, 'status codes and redirects belong to the production server (deploy/nginx.conf)');
    for (const path of ['/pricing', '/admin/nope', '/.vite/manifest.json', '/assets/nope.js', '/banking/', '/index.html', '/api/nope']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()['content-security-policy'], path).toContain("default-src 'none'");
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    }
  });
});

test.describe('honest HTTP (nginx)', () => {
  test.skip(!productionServer, 'status codes and redirects belong to the production server (deploy/nginx.conf)');

  test('known pages and console pages answer 200; any other path is a 404 with the app shell', async ({ request }) => {
    for (const path of [
      '/',
      '/banking',
      '/es',
      '/he/banking',
      '/login',
      '/privacy-policy',
      '/admin',
      '/admin/users',
      '/admin/login-settings',
    ]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
    for (const path of ['/pricing', '/admin/nope', '/banking/nope', '/fr/banking', '/es/nope']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toContain('text/html');
      // The app shell: its root holds the console's loading frame, no page content.
      const html = await response.text();
      expect(html, path).toContain('<div id="root">');
      expect(html, path).not.toContain('<h1');
    }
    // The shell file itself is not a page of its own.
    expect((await request.get('/shell.html')).status()).toBe(404);
  });

  test('a person on an unknown path lands on the home page', async ({ page }) => {
    const response = await page.goto('/pricing');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('trailing-slash and /index.html variants redirect (301) to the one canonical URL', async ({ request }) => {
    for (const [from, to] of [
      ['/banking/', '/banking'],
      ['/banking/index.html', '/banking'],
      ['/index.html', '/'],
      ['/about-us/?ref=x', '/about-us?ref=x'],
      ['/admin/', '/admin'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
    }
  });

  test('the OpenAPI documents are readable from any origin, with the sandbox’s absolute URLs, as a tool importing them needs', async ({
    request,
  }) => {
    const response = await request.get('/openapi/sim-swap.json', { headers: { Origin: 'https://tools.example' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    expect(response.headers()['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
    const document = (await response.json()) as {
      servers: { url: string }[];
      components: { securitySchemes: { openId: { openIdConnectUrl: string } } };
    };
    const server = new URL(document.servers[0]!.url);
    expect(server.pathname).toBe('/sandbox');
    expect(new URL(document.components.securitySchemes.openId.openIdConnectUrl)).toMatchObject({
      origin: server.origin,
      pathname: '/sandbox/.well-known/openid-configuration',
    });
  });

  test('a missing asset is a 404 that is not cached', async ({ request }) => {
    const response = await request.get('/assets/nope.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe('no-store');
  });
});
