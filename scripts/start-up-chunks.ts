import type { Plugin, Rolldown } from 'vite';

/**
 * Which preload links Vite's helper may insert before a dynamic import. It adds a
 * <link rel=modulepreload> for each chunk the import needs, so they arrive together rather
 * than one level of imports at a time; but every link is main-thread work, and at start-up on
 * a slow phone a dozen of them make a long task. So:
 *   - never for the chunks every page has loaded before its first render (the entry, the app,
 *     its start-up steps and their static imports): linking them again fetches nothing;
 *   - none for the public pages' route chunks: they are imported during start-up, where the
 *     page is already on screen (prerendered), and the router preloads them on hover or
 *     touch when a visitor heads for another page;
 *   - the rest keep theirs: the console's pages (an empty shell until their code arrives),
 *     the contact form, dialogs.
 */
export function startUpChunks() {
  const startUp = new Set<string>();
  const publicPages = new Set<string>();
  const plugin: Plugin = {
    name: 'signalwise:start-up-chunks',
    apply: 'build',
    enforce: 'pre',
    // Before Vite's own generateBundle, which asks preloadDependencies for every import.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        startUp.clear();
        publicPages.clear();
        const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
        const byModule = (suffix: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix));
        const visit = (fileName: string) => {
          if (startUp.has(fileName)) return;
          startUp.add(fileName);
          for (const next of (bundle[fileName] as Rolldown.OutputChunk | undefined)?.imports ?? []) visit(next);
        };
        // The page's script (src/entry.ts) is the chunk of the index.html entry.
        const entry = byModule('/index.html');
        const app = byModule('/src/main.tsx');
        if (!entry || !app) return; // the prerender (SSR) build has neither
        visit(entry.fileName);
        visit(app.fileName);
        for (const step of app.dynamicImports) visit(step);
        for (const chunk of chunks) {
          if (/\/src\/routes\/(?!admin\/)[^?]*\?tsr-split=/.test(chunk.facadeModuleId ?? '')) publicPages.add(chunk.fileName);
        }
      },
    },
  };
  const preloadDependencies = (file: string, deps: string[]) => (publicPages.has(file) ? [] : deps.filter((dep) => !startUp.has(dep)));
  return { plugin, preloadDependencies };
}
