// What the checks know about the project's files must still be true: every path, glob and
// pattern they name matches a file (scripts/checks/source-patterns.ts lists them; the build's
// module patterns are held to the build by `npm run budget`), and so does every path of the
// import layers (.dependency-cruiser.cjs). A check whose pattern names nothing can no longer fail.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { globPattern, SOURCE_PATTERNS } from '../../scripts/checks/source-patterns.ts';

const root = join(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'styled-system', 'test-results', '.scratch', '.data', '.prerender', '.audit']);
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    SKIP.has(entry.name) ? [] : entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
  );
}
const files = walk(root);

const matcher = (pattern: string | RegExp) =>
  typeof pattern === 'string'
    ? /\*/.test(pattern)
      ? globPattern(pattern)
      : new RegExp(`^${pattern.replace(/^\.\//, '').replace(/[.+^${}()|[\]\\?]/g, '\\$&')}$`)
    : pattern;

describe('the files the checks name', () => {
  const source = SOURCE_PATTERNS.filter((entry) => entry.in === 'source');

  it('are listed (and the list is not empty)', () => {
    expect(source.length).toBeGreaterThan(20);
  });

  it.each(source.map((entry) => [String(entry.pattern), entry.use, entry.pattern] as const))('%s (%s) matches a file', (_, __, pattern) => {
    const regex = matcher(pattern);
    expect(files.filter((file) => regex.test(file)).length, `${String(pattern)} names no file`).toBeGreaterThan(0);
  });

  it('a pattern that names no file fails this test (the check of the check)', () => {
    expect(files.some((file) => matcher('./src/ui/no-such-file.tsx').test(file))).toBe(false);
  });
});

describe('the import layers (.dependency-cruiser.cjs)', () => {
  const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
    forbidden: { name: string; from?: { path?: string; pathNot?: string }; to?: { path?: string; pathNot?: string } }[];
  };
  const paths = config.forbidden.flatMap(({ name, from, to }) =>
    [from?.path, from?.pathNot, to?.path, to?.pathNot]
      // A back-reference ($1) names no file on its own; `^virtual:` names Vite's virtual modules.
      .filter((path): path is string => typeof path === 'string' && !path.includes('$1') && !path.startsWith('^virtual:'))
      // Each alternative on its own: one that names nothing is as dead as a whole path that does.
      .flatMap((path) => splitAlternatives(path).map((alternative) => [name, alternative] as const)),
  );

  it.each(paths)('%s: %s matches a file', (_, alternative) => {
    const regex = new RegExp(alternative);
    expect(
      files.some((file) => regex.test(file)),
      `${alternative} names no file`,
    ).toBe(true);
  });
});

/** The top-level alternatives of a pattern (`a|b(c|d)` → `a`, `b(c|d)`), each keeping its anchor. */
function splitAlternatives(pattern: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === '\\') index += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === '|' && depth === 0) {
      parts.push(pattern.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(pattern.slice(start));
  return parts;
}
