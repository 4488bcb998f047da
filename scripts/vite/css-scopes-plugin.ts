import { loadConfigAndCreateContext } from '@pandacss/node';
import type { Plugin } from 'vite';
import { CSS_SCOPES, type CssScope, type CssScopeName } from '../../src/theme/css-scopes.ts';

const PREFIX = 'virtual:css-scope/';
// Resolved to a path-like id ending in .css, so Vite's CSS pipeline (bundling, hashing,
// minifying, loading it with the chunk that imports it) treats it as a stylesheet.
const RESOLVED = '/@css-scope/';

const isScope = (name: string): name is CssScopeName => Object.hasOwn(CSS_SCOPES, name);

/**
 * Page-scoped stylesheets (src/theme/css-scopes.ts): `import 'virtual:css-scope/console.css'`
 * is Panda's `recipes` and `utilities` layers for every source file, in Panda's order, plus
 * the scope's own CSS. Panda's PostCSS plugin leaves it alone (it has no `@layer reset, …`
 * line). In development it is made again whenever a source file changes.
 */
export function cssScopes(): Plugin {
  async function scopeCss(name: CssScopeName): Promise<string> {
    // Panda's context for the project's config, with nothing excluded: the superset.
    const ctx = await loadConfigAndCreateContext({ cwd: process.cwd(), configPath: 'panda.config.ts', config: { exclude: [] } });
    ctx.parseFiles();
    const sheet = ctx.createSheet();
    ctx.appendParserCss(sheet);
    const scope: CssScope = CSS_SCOPES[name];
    return `${ctx.getCss(sheet)}\n${scope.css?.() ?? ''}`;
  }

  return {
    name: 'signalwise:css-scopes',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length).replace(/\.css$/, '');
      if (!isScope(name)) throw new Error(`no CSS scope "${name}" in src/theme/css-scopes.ts`);
      // Component tests apply no CSS: spare them Panda's pass over every file (~1 s).
      if (process.env.VITEST) return '';
      return scopeCss(name);
    },
    // A source file changed: its classes may be new, so every scope's sheet is made again.
    handleHotUpdate({ file, server, modules }) {
      if (!/\/src\/.*\.tsx?$/.test(file)) return undefined;
      const scoped = [...server.moduleGraph.idToModuleMap.values()].filter((module) => module.id?.startsWith(RESOLVED));
      for (const module of scoped) server.moduleGraph.invalidateModule(module);
      return [...modules, ...scoped];
    },
  };
}
