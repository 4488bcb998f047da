import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { expect, productionServer, test as base } from './fixtures.ts';

// `vite preview` sends the security headers the build wrote for its bundle, never ones worked
// out again from the serving shell's environment. A bundle built with a reCAPTCHA key and a hub
// (only the client build and the headers: the contact form needs no prerendered page) is served
// from an empty environment, as a CI job or a container would serve it; the visitor's form must
// still load reCAPTCHA (faked here) and make its POST to the hub (faked too).
const OUT = '.scratch/preview-build-headers';
const SITE_KEY = 'test-site-key';
const HUB = 'https://hub.test';
const BUILD_ENV = { VITE_RECAPTCHA_SITE_KEY: SITE_KEY, VITE_HUB_API_URL: HUB, VITE_SCHEDULING_URL: 'https://booking.test/30min' };

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

const test = base.extend<object, { keyedPreview: string }>({
  keyedPreview: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => {
      const env = { ...process.env, ...BUILD_ENV };
      const build = (args: string[]) => {
        const result = spawnSync(process.execPath, args, { env, encoding: 'utf8' });
        if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
      };
      build(['node_modules/vite/bin/vite.js', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn']);
      build(['scripts/build/write-nginx-headers.ts', '--out', OUT]);
      const port = await freePort();
      // An empty environment: no VITE_* setting reaches the server.
      const server: ChildProcess = spawn(
        process.execPath,
        ['node_modules/vite/bin/vite.js', 'preview', '--outDir', OUT, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
        { env: { PATH: process.env.PATH ?? '', NODE_OPTIONS: process.env.NODE_OPTIONS ?? '' }, stdio: 'ignore' },
      );
      const url = `http://127.0.0.1:${port}`;
      for (let attempt = 0; ; attempt += 1) {
        try {
          if ((await fetch(url)).ok) break;
        } catch {
          if (attempt > 200) throw new Error('vite preview did not start');
        }
        await new Promise((done) => setTimeout(done, 100));
      }
      await use(url);
      server.kill('SIGTERM');
      rmSync(resolve(OUT), { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ keyedPreview }, use) => use(keyedPreview),
});

// Before any fixture runs, so the nginx pass does not build the bundle for nothing.
test.skip(productionServer, 'this spec starts its own vite preview');

test('@preview a build with a reCAPTCHA key and a hub, served from an empty environment, loads reCAPTCHA and sends the request', async ({
  page,
}) => {
  const scripts: string[] = [];
  await page.route('https://www.google.com/recaptcha/api.js*', async (route) => {
    scripts.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'window.grecaptcha = { ready: (done) => done(), execute: () => Promise.resolve("token-from-google") };',
    });
  });
  const posts: { headers: Record<string, string>; body: unknown }[] = [];
  await page.route(`${HUB}/api/v1/contact`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'content-type, x-recaptcha-token',
        },
      });
      return;
    }
    posts.push({ headers: await request.allHeaders(), body: request.postDataJSON() as unknown });
    await route.fulfill({
      status: 201,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: '{"ok":true}',
    });
  });

  const response = await page.goto('/');
  // The policy the build wrote: reCAPTCHA and the hub are allowed.
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  expect(csp).toMatch(/connect-src [^;]*https:\/\/hub\.test/);

  await page.locator('#contact').scrollIntoViewIfNeeded();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Engines Ltd');
  await page.getByRole('textbox', { name: 'Business Email' }).fill('ada@engines.example');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('+12133734253');
  await page.getByRole('combobox', { name: 'Interested In' }).selectOption('kyc');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByTestId('toast')).toContainText('Your message has been sent successfully!');
  expect(scripts).toEqual([`https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`]);
  expect(posts).toHaveLength(1);
  expect(posts[0]!.headers['x-recaptcha-token']).toBe('token-from-google');
  // A hub gets exactly SPEC's request: no Idempotency-Key.
  expect(posts[0]!.headers['idempotency-key']).toBeUndefined();
  expect(posts[0]!.body).toMatchObject({ fullName: 'Ada Lovelace', phoneNumber: '+12133734253', interestedInSelection: 'kyc' });
});
