/**
 * docs/apis.md "Add an API", done for real: a copy of the repository gets a seventh API
 * (`carrier-echo`, modelled on Number Verification) by editing only the files that section
 * names, then must typecheck, pass the API tests and build. If another file had to change (a
 * list of APIs kept somewhere else), one of those steps fails here. Minutes long: not in the
 * default run (`npm run test:unit`); CI runs it once (.ci/run, `npx vitest run --project slow`).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SLUG = 'carrier-echo';
const OPERATION = 'echoVerify';
const PATH = '/carrier-echo/v1/verify';

/** The files docs/apis.md's "Add an API" lists, as it lists them (checked below). */
const FILES = [
  'src/config/api-slugs.ts',
  'src/config/api-catalogue.ts',
  `src/config/openapi/${SLUG}.json`,
  ...['en', 'es', 'he', 'pt'].flatMap((language) => [`src/locales/${language}/apis.json`, `src/locales/${language}/billing.json`]),
];

let copy = '';

/** Runs a command in the copy; a failure throws with everything it printed. */
function run(command: string, args: readonly string[]) {
  try {
    execFileSync(command, args, {
      cwd: copy,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, CI: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${copy}:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
  }
}

const read = (path: string) => readFileSync(join(copy, path), 'utf8');
const write = (path: string, text: string) => writeFileSync(join(copy, path), text);
/** Replaces the one occurrence of `find` (after `after`, if given); throws if it is not there. */
function edit(path: string, find: string, replace: string, after = '') {
  const text = read(path);
  const from = text.indexOf(after);
  const at = from < 0 ? -1 : text.indexOf(find, from);
  if (at < 0) throw new Error(`${path} no longer has ${JSON.stringify(find)}: update this test and docs/apis.md`);
  write(path, text.slice(0, at) + replace + text.slice(at + find.length));
}
/** A JSON object, walked by the edits below (they throw if a key has gone). */
type Json = { [key: string]: Json };
const editJson = (path: string, change: (json: Json) => void) => {
  const json = JSON.parse(read(path)) as Json;
  change(json);
  write(path, `${JSON.stringify(json, null, 2)}\n`);
};

/** The new API's document: Number Verification's, under its own path, operation, scope and numbers (+99070…). */
function document(): string {
  const text = readFileSync(join(ROOT, 'src/config/openapi/number-verification.json'), 'utf8')
    .replaceAll('/number-verification/v2/verify', PATH)
    .replaceAll('phoneNumberVerify', OPERATION)
    .replaceAll('number-verification:verify', `${SLUG}:verify`)
    .replaceAll('+990100000', '+990700000');
  const json = JSON.parse(text) as { info: { title: string } };
  json.info.title = 'Carrier Echo';
  return `${JSON.stringify(json, null, 2)}\n`;
}

function addTheApi() {
  edit('src/config/api-slugs.ts', '] as const;', `, '${SLUG}'] as const;`, 'export const API_SLUGS');
  edit('src/config/api-slugs.ts', '};', `  '${SLUG}': 'Carrier Echo',\n};`, 'export const API_NAMES');
  const entry = `  {
    id: 'api_carrier_echo',
    slug: '${SLUG}',
    name: API_NAMES['${SLUG}'],
    category: 'security',
    provider: 'northwind',
    costPerCall: 0.004,
    camara: [camara('NumberVerification', 'r3.2', 'number-verification', '2.1.0')],
    flows: ['authorizationCode', 'ciba'],
    endpoints: [{ operationId: '${OPERATION}', method: 'POST', path: '${PATH}' }],
  },
];`;
  edit('src/config/api-catalogue.ts', '\n];', `\n${entry}`, 'export const API_CATALOGUE');
  write(`src/config/openapi/${SLUG}.json`, document());
  for (const language of ['en', 'es', 'he', 'pt']) {
    editJson(`src/locales/${language}/apis.json`, (json) => {
      const words = structuredClone(json.items!['number-verification']!);
      words.operations = { [OPERATION]: words.operations!.phoneNumberVerify! };
      json.items![SLUG] = words;
    });
    editJson(`src/locales/${language}/billing.json`, (json) => {
      const apis = json.marketplace!.apis!;
      apis[SLUG] = { description: apis['number-verification']!.description! };
    });
  }
}

describe('adding an API with the files docs/apis.md names', () => {
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'add-an-api-'));
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file !== '' && !/^(node_modules|dist)\//.test(file));
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      try {
        cpSync(join(ROOT, file), join(copy, file));
      } catch {
        // A file deleted in the work tree but still in the index.
      }
    }
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
    addTheApi();
    run('npx', ['panda', 'codegen']);
  }, 120_000);
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('are the files the docs list', () => {
    const docs = readFileSync(join(ROOT, 'docs/apis.md'), 'utf8');
    const section = docs.slice(docs.indexOf('## Add an API'), docs.indexOf('\n## ', docs.indexOf('## Add an API') + 1));
    for (const file of FILES.map((path) =>
      path
        .replace(SLUG, '<slug>')
        .replace(/\/(es|he|pt)\//, '/<lng>/')
        .replace('/en/', '/<lng>/'),
    ))
      expect(section, file).toContain(file);
  });

  it('typechecks', () => run('npx', ['tsc', '--noEmit', '-p', '.']), 300_000);

  it('passes the API tests', () => {
    run('npx', [
      'vitest',
      'run',
      '--project',
      'machines',
      // One file at a time, and patient: the sandbox's load tests time out on a busy machine.
      '--no-file-parallelism',
      '--test-timeout=60000',
      '--hook-timeout=60000',
      'tests/unit/openapi.test.ts',
      'tests/unit/api-pages.test.ts',
      'tests/unit/error-catalogue.test.ts',
      'tests/unit/sandbox.test.ts',
      'tests/unit/table-search.test.ts',
    ]);
  }, 600_000);

  it('builds, with the API among the pages', () => {
    run('npm', ['run', 'build']);
    expect(read(`dist/apis/${SLUG}/index.html`)).toContain('Carrier Echo');
    expect((JSON.parse(read(`dist/openapi/${SLUG}.json`)) as { paths: Record<string, unknown> }).paths[PATH]).toBeDefined();
  }, 900_000);
});
