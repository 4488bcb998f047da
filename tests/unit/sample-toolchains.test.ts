// The API pages' samples in the languages CI does not run against the sandbox, checked with
// each language's own tools from Debian (.ci/run installs them): Java compiled with javac and
// Go built with go (both against their standard library only), C# parsed by Mono's compiler,
// PHP by `php -l` and Ruby by `ruby -c`. curl, JavaScript and Python are run for real
// (sandbox-samples.test.ts and the production stack's spec).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_CATALOGUE } from '../../src/config/api-catalogue.ts';
import { apiReference } from '../../src/config/api-reference.ts';
import { ORIGIN_PLACEHOLDER } from '../../src/config/api-samples.ts';
import { OPENAPI_DOCUMENTS } from '../../src/config/openapi/index.ts';
import { snippet } from '../../scripts/vite/api-snippets.ts';

const ORIGIN = 'https://sandbox.test';
const requests = API_CATALOGUE.flatMap((api) => apiReference(OPENAPI_DOCUMENTS[api.slug], api).endpoints.map(({ sample }) => sample));
const samples = (language: Parameters<typeof snippet>[1]) =>
  requests.map((request) => snippet(request, language).replaceAll(ORIGIN_PLACEHOLDER, ORIGIN));

// In CI every toolchain is there (.ci/run): a missing one fails the run rather than skips it.
const has = (command: string) => !!process.env.CI || !spawnSync(command, ['--version']).error;
const folder = mkdtempSync(join(tmpdir(), 'samples-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(command: string, args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 240_000, ...options });
  return { status: result.status, output: `${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}` };
}

describe('every sample, with its language’s tools', () => {
  it('has one per endpoint', () => {
    expect(requests).toHaveLength(15);
  });

  it.runIf(has('javac'))(
    'Java: compiles (java.net.http, JDK 11 and later)',
    () => {
      const files = samples('java').map((code, index) => {
        const file = join(folder, `Sample${index}.java`);
        // The sample is a method body: a class and its imports around it, as a developer's file has.
        writeFileSync(
          file,
          `import java.net.URI;\nimport java.net.http.HttpClient;\nimport java.net.http.HttpRequest;\nimport java.net.http.HttpResponse;\n\npublic class Sample${index} {\n  public static void main(String[] args) throws Exception {\n${code}\n  }\n}\n`,
        );
        return file;
      });
      const { status, output } = run('javac', ['-d', join(folder, 'classes'), ...files]);
      expect(output).toBe('');
      expect(status).toBe(0);
    },
    240_000,
  );

  it.runIf(has('go'))(
    'Go: builds (net/http)',
    () => {
      const module = join(folder, 'go');
      samples('go').forEach((code, index) => {
        mkdirSync(join(module, `sample${index}`), { recursive: true });
        writeFileSync(join(module, `sample${index}`, 'main.go'), code);
      });
      writeFileSync(join(module, 'go.mod'), 'module samples\n\ngo 1.19\n');
      mkdirSync(join(folder, 'go-bin'));
      const env = {
        ...process.env,
        GOFLAGS: '-mod=mod',
        GOCACHE: join(folder, 'go-cache'),
        GOPATH: join(folder, 'go-path'),
        GOPROXY: 'off',
      };
      // `go build`, not `go vet`: vet's httpresponse check objects that httpsnippet's Go sample,
      // short by design, drops the error of the call it makes.
      const { status, output } = run('go', ['build', '-o', `${join(folder, 'go-bin')}/`, './...'], { cwd: module, env });
      expect(output).toBe('');
      expect(status).toBe(0);
    },
    240_000,
  );

  it.runIf(has('mcs'))('C#: parses (Mono’s compiler)', () => {
    const files = samples('csharp').map((code, index) => {
      // Top-level statements, as `dotnet new console` writes them; Mono's parser wants a method
      // around them, with the sample's `using` lines above.
      const usings = code.split('\n').filter((line) => line.startsWith('using ') && line.endsWith(';'));
      const body = code
        .split('\n')
        .filter((line) => !usings.includes(line))
        .join('\n');
      const file = join(folder, `Sample${index}.cs`);
      writeFileSync(
        file,
        `using System;\nusing System.Net.Http;\n${usings.join('\n')}\nclass Sample${index} {\n  static async System.Threading.Tasks.Task Main() {\n${body}\n  }\n}\n`,
      );
      return file;
    });
    const { status, output } = run('mcs', ['--parse', ...files]);
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it.runIf(has('php'))('PHP: `php -l` finds no syntax error', () => {
    for (const [index, code] of samples('php').entries()) {
      const file = join(folder, `sample${index}.php`);
      writeFileSync(file, code);
      const { status, output } = run('php', ['-l', file]);
      expect(output).toContain('No syntax errors detected');
      expect(status).toBe(0);
    }
  });

  it.runIf(has('ruby'))('Ruby: `ruby -c` says Syntax OK', () => {
    for (const [index, code] of samples('ruby').entries()) {
      const file = join(folder, `sample${index}.rb`);
      writeFileSync(file, code);
      const { status, output } = run('ruby', ['-c', file]);
      expect(output).toBe('Syntax OK\n');
      expect(status).toBe(0);
    }
  });
});
