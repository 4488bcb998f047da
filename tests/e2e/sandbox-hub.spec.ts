import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { expect, productionServer, test as base } from './fixtures.ts';
import { checkSamples, FOLLOW_UP_CALLS, sampleCases } from './sandbox-samples.ts';

// The sandbox answers whatever VITE_HUB_API_URL says: the hub takes contact requests only. A
// bundle built with a hub (the client build and its headers: the samples need no prerendered
// page; tests/e2e-prod/sandbox-prod.spec.ts checks the pages) is served by `vite preview` with
// the hub set, and every API sample and table row, run with curl, answers what its page says.
const OUT = '.scratch/sandbox-hub';
const HUB_ENV = { VITE_HUB_API_URL: 'https://hub.test' };

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

const test = base.extend<object, { hubPreview: string }>({
  hubPreview: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => {
      const env = { ...process.env, ...HUB_ENV };
      const run = (args: string[]) => {
        const result = spawnSync(process.execPath, args, { env, encoding: 'utf8' });
        if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
      };
      run(['node_modules/vite/bin/vite.js', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn']);
      run(['scripts/build/write-nginx-headers.ts', '--out', OUT]);
      const port = await freePort();
      const server: ChildProcess = spawn(
        process.execPath,
        ['node_modules/vite/bin/vite.js', 'preview', '--outDir', OUT, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
        { env, stdio: 'ignore' },
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
    { scope: 'worker', timeout: 180_000 },
  ],
});

// Before any fixture runs, so the nginx pass does not build the bundle for nothing.
test.skip(productionServer, 'this spec starts its own vite preview');

test('@preview a build with a hub: every API sample answers from this origin what its page says', async ({ hubPreview }) => {
  // More than the 60 requests a client may send in 30 s: the run waits for the next window once.
  test.setTimeout(180_000);
  // The hub takes the contact requests: this origin has no contact endpoint …
  expect((await fetch(`${hubPreview}/api/v1/contact`, { method: 'POST' })).status).toBe(404);
  // … but answers the sandbox, GETs included (no page fallback takes them).
  const session = await fetch(`${hubPreview}/sandbox/quality-on-demand/v1/sessions/3fa85f64-5717-4562-b3fc-2c963f66afa6`);
  expect(session.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(await session.json()).toEqual({ status: 404, code: 'NOT_FOUND', message: 'The specified resource is not found.' });

  const { ran, failures } = await checkSamples(hubPreview);
  expect(failures).toEqual([]);
  expect(ran).toBe(sampleCases().flatMap((api) => api.cases).length + FOLLOW_UP_CALLS);
});

test('@preview the preview of the full build answers the sandbox too, its page fallback leaving /sandbox/ alone', async ({ baseURL }) => {
  const session = await fetch(`${baseURL}/sandbox/quality-on-demand/v1/sessions/3fa85f64-5717-4562-b3fc-2c963f66afa6`);
  expect(session.status).toBe(404);
  expect(session.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(session.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  const page = await fetch(`${baseURL}/sandbox`);
  expect(page.headers.get('content-type')).toContain('text/html');
});
