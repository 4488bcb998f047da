import { consoleThemeCss } from './console-theme.ts';

/**
 * Page-scoped stylesheets: styles that only some pages use, kept out of the stylesheet every
 * page loads (`src/styles.css`, 15 KB budget).
 *
 * Panda writes the shared stylesheet from every source file except those listed in a scope
 * (panda.config.ts `exclude`). A scope's stylesheet, `virtual:css-scope/<name>.css`
 * (scripts/vite/css-scopes-plugin.ts), is imported by the module that shows those pages (the
 * console's layout); Vite then loads it with that lazy chunk. It holds Panda's `recipes` and
 * `utilities` layers for the whole project (a superset of the shared ones, in Panda's own
 * order) plus the scope's `css`. A superset because the scope's sheet comes after the shared
 * one: a class of the scope's files alone could otherwise land after a shared class it must
 * come before (a base padding after a shared `md:` one), and win where it should lose.
 * Identical rules loaded twice change nothing.
 *
 * Rules for a file in a scope: only pages that load the scope's stylesheet may render it
 * (`npm run budget` fails when a public page's code reaches one), and the scope's sheet must
 * be imported by the module that shows them. Each glob must name a file
 * (tests/unit/source-patterns.test.ts), and `npm run budget` fails, naming the files, when the
 * shared stylesheet holds a class that only console files use.
 */
export interface CssScope {
  /** Globs (Panda's `exclude` syntax) of the source files whose styles only this scope needs. */
  readonly files: readonly string[];
  /** More CSS of the scope (e.g. the console's dark theme), appended after Panda's. */
  readonly css?: () => string;
}

export const CSS_SCOPES = {
  console: {
    files: [
      './src/features/admin-*/**',
      './src/ui/console/**',
      './src/ui/charts/**',
      './src/ui/table/column-menu.tsx',
      './src/ui/table/table-filters.tsx',
      './src/ui/table/table-views-menu.tsx',
      './src/ui/widgets/field.tsx',
      './src/ui/widgets/menu.tsx',
      './src/ui/widgets/tabs.tsx',
    ],
    css: consoleThemeCss,
  },
} as const satisfies Record<string, CssScope>;

export type CssScopeName = keyof typeof CSS_SCOPES;

/** Every scoped file, for the shared stylesheet's `exclude`. */
export const SCOPED_FILES: string[] = Object.values(CSS_SCOPES).flatMap((scope) => [...scope.files]);
