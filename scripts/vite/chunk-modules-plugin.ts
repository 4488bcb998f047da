import type { Plugin } from 'vite';

/**
 * Writes dist/.vite/chunk-modules.json: for each emitted chunk, the source modules inside it.
 * The budget script reads it to prove that no admin or contact code ships with a page that
 * does not need it.
 */
export function chunkModules(): Plugin {
  return {
    name: 'signalwise:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const map: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = Object.keys(output.modules).map((id) => id.replace(root, '').replace(/^\//, ''));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map, null, 1) });
    },
  };
}
