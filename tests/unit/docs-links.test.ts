// The README is a short index into docs/: a moved or renamed file must not leave a link that
// leads nowhere, there or in the topic files — nor a path written in backticks (`src/…`) that
// names nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const documents = [
  'README.md',
  'src/start-up/README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Relative link targets of a Markdown text: `[text](target)`, without a `#fragment`. */
function localLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0]!);
}

/** The top-level folders and files a path in the docs starts from. */
const TOP = new Set(
  readdirSync(root).filter(
    (name) => !['node_modules', 'dist', '.git', 'test-results', '.scratch', '.data', '.audit', '.prerender'].includes(name),
  ),
);

/**
 * Repository paths written in backticks: `src/config/api-catalogue.ts`, `server/sandbox/`,
 * `src/locales/<lng>/apis.json` (a placeholder or `*` stands for any one name). Commands, URL
 * paths (`/sandbox/…`) and code are not paths.
 */
function repositoryPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/[.,;:)]+$/, ''))
    .filter(
      (token) =>
        /^[\w.-]+(\/[\w.<>*@{}-]*)*$/.test(token) && TOP.has(token.split('/')[0]!) && (token.includes('/') || /\.\w+$/.test(token)),
    );
}

/** Whether a path with placeholders (`<slug>`, `*`, `{a,b}`) names a file or folder. */
function exists(path: string): boolean {
  if (!/[<*{]/.test(path)) return existsSync(join(root, path));
  const segments = path.replace(/\/$/, '').split('/');
  const walk = (dir: string, rest: string[]): boolean => {
    if (rest.length === 0) return true;
    const [segment, ...more] = rest;
    const pattern = new RegExp(
      `^${segment!
        .replace(/[.+^$()|[\]\\]/g, '\\$&')
        .replace(/<[^>]+>|\*/g, '.+')
        .replace(/\{([^}]+)\}/g, (_, options: string) => `(${options.split(',').join('|')})`)}$`,
    );
    if (!existsSync(dir)) return false;
    return readdirSync(dir).some((name) => pattern.test(name) && walk(join(dir, name), more));
  };
  return walk(root, segments);
}

describe('documentation links', () => {
  it('the README stays under 150 lines', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThan(150);
  });

  it.each(documents)('every relative link in %s resolves', (document) => {
    const links = localLinks(readFileSync(join(root, document), 'utf8'));
    const missing = links.filter((target) => !existsSync(resolve(root, dirname(document), target)));
    expect(missing).toEqual([]);
  });

  it.each(documents)('every repository path in backticks in %s exists', (document) => {
    const paths = repositoryPaths(readFileSync(join(root, document), 'utf8'));
    expect(paths.filter((path) => !exists(path))).toEqual([]);
  });

  it('a path that names nothing is caught (the check of the check)', () => {
    expect(repositoryPaths('see `src/ui/menu.tsx` and `npm run build` and `/sandbox/x`')).toEqual(['src/ui/menu.tsx']);
    expect(exists('src/ui/menu.tsx')).toBe(false);
    expect(exists('src/locales/<lng>/apis.json')).toBe(true);
  });

  it('the README links every topic file in docs/', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const unlinked = documents.filter((document) => document.startsWith('docs/') && !readme.includes(`](${document})`));
    expect(unlinked).toEqual([]);
  });
});
