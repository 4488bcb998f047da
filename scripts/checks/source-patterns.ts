// Every pattern a check or the build uses to name the project's files or modules, in one list.
// A pattern that names nothing lets its check pass for ever (a stylesheet scope after a file
// moved, a budget's forbidden module renamed), so each is held to what it names:
// tests/unit/source-patterns.test.ts matches the `source` ones against the repository's files,
// `npm run budget` the `build` ones (library paths, module ids with a query) against the
// modules the build bundled.
import { SCOPED_FILES } from '../../src/theme/css-scopes.ts';
import { START_UP_STEPS } from '../../src/start-up/steps.ts';
import { CHUNK_GROUPS, PUBLIC_PAGE_FILES, PUBLIC_SHARED_FILES, SHARED_START_UP_FILES } from '../vite/chunk-groups.ts';

export interface SourcePattern {
  /** Which check (or build step) uses it, and what for. */
  readonly use: string;
  /** A file path, a glob (Panda's syntax: `*`, `**`), or a pattern of module ids. */
  readonly pattern: string | RegExp;
  /** `source`: matched against the repository's files; `build`: against the bundled modules. */
  readonly in: 'source' | 'build';
}

/** Panda's glob syntax as a pattern of paths: `**` any path, `*` one segment's characters. */
export const globPattern = (glob: string): RegExp => {
  const source = glob
    .replace(/^\.\//, '')
    .split('**')
    .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${source}(\\?|$)`);
};

/**
 * Modules that must never be part of the initial JS of `/` (npm run budget). Route files
 * themselves may be (their guards and loaders run before a page's code is fetched); the views
 * they split off, and the features behind them, may not.
 */
export const FORBIDDEN_UP_FRONT = [
  /^src\/features\/admin/,
  // The console's pieces in the shared layer: its demo data, page list, page title and CSV export.
  /^src\/mock\//,
  /^src\/config\/admin-pages/,
  /^src\/ui\/console\//,
  /^src\/ui\/table\/csv-export/,
  /^src\/routes\/admin\/.*[?&]tsr-split/,
  /^src\/features\/contact/,
  /libphonenumber-js/,
  /react-phone-number-input/,
  // Ark widgets load with the pages that use them; only its locale provider is app-wide.
  /@ark-ui\/react\/dist\/components/,
] as const;

/** A page's static content stays as prerendered: no chunk with its code loads before takeover. */
export const STATIC_CONTENT = /^src\/features\/[^/]+\/[^/]+-static\.tsx$/;
/** The console's route chunks: what public pages never enter. */
export const PUBLIC_BOUNDARY = /^src\/routes\/admin\/.*\?tsr-split/;
/** The console's layout chunk, and the palette it loads on demand. */
export const ADMIN_LAYOUT = 'src/routes/admin/route.tsx?tsr-split=component';
export const PALETTE = 'src/features/admin-shell/command-palette.tsx';
/** The machine viewer, for `npm run dev` only: never in the build. */
export const DEVTOOLS = /^src\/devtools\/|[\\/]elkjs[\\/]/;

/**
 * Our own files are matched against the repository; a library's modules, or a module id with
 * its query (`?tsr-split=component`), against what the build bundled.
 */
const whereToMatch = (pattern: RegExp): SourcePattern['in'] =>
  /^\^(src|machines)\\\//.test(pattern.source) && !pattern.source.includes('?') ? 'source' : 'build';

export const SOURCE_PATTERNS: readonly SourcePattern[] = [
  ...SCOPED_FILES.map((glob) => ({ use: 'console-only styles (src/theme/css-scopes.ts)', pattern: glob, in: 'source' as const })),
  ...FORBIDDEN_UP_FRONT.map((pattern) => ({ use: 'not loaded up front by / (npm run budget)', pattern, in: whereToMatch(pattern) })),
  { use: 'static content (npm run budget)', pattern: STATIC_CONTENT, in: 'source' },
  { use: 'the public pages’ boundary (npm run budget)', pattern: PUBLIC_BOUNDARY, in: 'build' },
  { use: 'the console layout (npm run budget)', pattern: ADMIN_LAYOUT, in: 'build' },
  { use: 'the command palette (npm run budget)', pattern: PALETTE, in: 'source' },
  { use: 'the machine viewer (npm run budget)', pattern: /^src\/devtools\//, in: 'source' },
  // A library step's module is a package; the others are the repository's files.
  ...START_UP_STEPS.flatMap((step) =>
    'module' in step && !('export' in step)
      ? [{ use: `start-up step ${step.name} (src/start-up/steps.ts)`, pattern: step.module, in: 'source' as const }]
      : [],
  ),
  ...[...SHARED_START_UP_FILES, ...PUBLIC_SHARED_FILES, ...PUBLIC_PAGE_FILES].map((path) => ({
    use: 'a chunk group’s file (scripts/vite/chunk-groups.ts)',
    pattern: path,
    in: 'source' as const,
  })),
  ...CHUNK_GROUPS.map((group) => ({
    use: `chunk group ${typeof group.name === 'string' ? group.name : 'texts-<language>'} (scripts/vite/chunk-groups.ts)`,
    pattern: group.test,
    in: 'build' as const,
  })),
];
