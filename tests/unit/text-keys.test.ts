import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages.ts';

/**
 * Machines and presets name texts as plain "namespace:key" strings (text('…')), which the
 * type of t() cannot check. This test does: every such key must exist in every language.
 */
const root = new URL('../../', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const used = new Set<string>();
for (const file of [...files(join(root, 'machines')), ...files(join(root, 'src'))]) {
  for (const match of readFileSync(file, 'utf8').matchAll(/\btext\(\s*'([a-zA-Z]+:[\w.]+)'/g)) used.add(match[1]!);
}

function lookup(language: string, key: string): unknown {
  const [namespace, path] = key.split(':') as [string, string];
  let value: unknown = JSON.parse(readFileSync(join(root, 'src/locales', language, `${namespace}.json`), 'utf8'));
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

describe('text keys named in code', () => {
  it('finds some keys to check', () => {
    expect(used.size).toBeGreaterThan(0);
  });

  it.each([...used].sort())('%s exists as a string in every language', (key) => {
    for (const language of LANGUAGES) expect(typeof lookup(language, key), `${language} ${key}`).toBe('string');
  });
});
