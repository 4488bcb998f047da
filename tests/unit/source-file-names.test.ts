// A name should find one file: no two source files share a name, except a folder's `index.ts(x)`
// and TanStack's file-route `route.tsx` (the router's own convention, told apart by their folders).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const FOLDERS = ['src', 'machines', 'server', 'scripts'];
const SHARED_NAMES = new Set(['index.ts', 'index.tsx', 'route.tsx']);
/** Written by the router plugin, not by hand. */
const GENERATED = new Set(['src/routeTree.gen.ts']);

// Tracked files and new ones not yet added (but not ignored ones), as they are on disk now.
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...FOLDERS], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((path) => /\.tsx?$/.test(path) && !GENERATED.has(path) && existsSync(join(root, path)));

describe('source file names', () => {
  it('finds the source files', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('gives every source file a name of its own', () => {
    const byName = new Map<string, string[]>();
    for (const path of sources) {
      const name = basename(path);
      if (!SHARED_NAMES.has(name)) byName.set(name, [...(byName.get(name) ?? []), path]);
    }
    const clashes = [...byName.values()].filter((paths) => paths.length > 1).map((paths) => [...new Set(paths)].sort().join(' and '));
    expect(clashes).toEqual([]);
  });

  it("names a flow's files after the flow and what they are: no views in machines/", () => {
    // A view-model is a connect (`<flow>.connect.ts`, or `<flow>.<part>.connect.ts` when only a
    // lazily loaded view reads it); machines/ holds no views for a name to call one.
    const flowFiles = sources.filter((path) => /^machines\/[^/]+\/[^/]+$/.test(path));
    expect(flowFiles.length).toBeGreaterThan(50);
    expect(flowFiles.filter((path) => /\.(view|views?-model)\.tsx?$|\.tsx$/.test(path))).toEqual([]);
  });
});
