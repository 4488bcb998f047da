// The README is a short index into docs/: a moved or renamed file must not leave a link that
// leads nowhere, there or in the topic files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const documents = [
  'README.md',
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

describe('documentation links', () => {
  it('the README stays under 150 lines', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThan(150);
  });

  it.each(documents)('every relative link in %s resolves', (document) => {
    const links = localLinks(readFileSync(join(root, document), 'utf8'));
    const missing = links.filter((target) => !existsSync(resolve(root, dirname(document), target)));
    expect(missing).toEqual([]);
  });

  it('the README links every topic file in docs/', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const unlinked = documents.filter((document) => document.startsWith('docs/') && !readme.includes(`](${document})`));
    expect(unlinked).toEqual([]);
  });
});
