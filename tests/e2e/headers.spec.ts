import { createHash } from 'node:crypto';
import { expect, productionServer, test } from './fixtures.ts';

// The server under test (vite preview in `npm test`, nginx in CI) sends these on every response.
test.describe('security headers', { tag: '@once' }, () => {
  for (const path of ['/', '/banking', '/admin', '/favicon.svg']) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'none'");
      // Itself, reCAPTCHA, and one inline script by its hash (the consent gate).
      expect(csp).toMatch(
        /script-src 'self' 'sha256-[\w+/]+=*' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/;/,
      );
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    });
  }

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
});
