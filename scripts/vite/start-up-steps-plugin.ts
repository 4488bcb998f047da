import { join, relative } from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import { START_UP_STEPS } from '../../src/start-up/steps.ts';

/** The module main.ts runs start-up's loading steps from (src/start-up/steps-module.d.ts). */
const STEPS_MODULE = 'virtual:start-up-steps';
/** A library step's module, by step name: `export { <export> } from '<library>'`. */
const LIBRARY_STEP = 'virtual:start-up-step/';
/** The id a library step's module is built under: the prefix, the step's name, the library's folder. */
export const STEP_MODULE_ID = /^\0start-up-step:([\w-]+):(.+)$/;

/**
 * The folder a module belongs to, as a chunk group names it: a package under node_modules
 * (`node_modules/@tanstack/react-router/`), or else the module's own folder (`styled-system/css/`).
 */
export function libraryFolder(path: string): string {
  const packages = path.lastIndexOf('node_modules/');
  if (packages < 0) return path.slice(0, path.lastIndexOf('/') + 1);
  const [scope = '', name = ''] = path.slice(packages + 'node_modules/'.length).split('/');
  return `${path.slice(0, packages)}node_modules/${scope.startsWith('@') ? `${scope}/${name}` : scope}/`;
}

/**
 * Makes start-up's runtime from its list of steps (src/start-up/steps.ts):
 *   - `virtual:start-up-steps`, the steps with a module as main.ts runs them: each one's name
 *     and a dynamic import of its module (so the build splits and preloads as for any import);
 *   - for each library step, the one-line module that import loads, built under an id that
 *     names the library's folder (`\0start-up-step:react:node_modules/react/`), so the chunk
 *     group that holds the library (scripts/vite/chunk-groups.ts) holds the step's module too:
 *     the step evaluates that chunk and costs no request of its own (npm run budget checks it).
 *     (The dev server resolves a library to its pre-bundled copy and makes no chunks: there the
 *     folder in the id is Vite's cache, and nothing reads it.)
 */
export function startUpSteps(): Plugin {
  let root = process.cwd();
  const libraryStep = (name: string) => {
    const step = START_UP_STEPS.find((candidate) => candidate.name === name);
    if (!step || !('export' in step)) throw new Error(`no library step ${name} in src/start-up/steps.ts`);
    return step;
  };
  return {
    name: 'signalwise:start-up-steps',
    configResolved(config) {
      root = config.root;
    },
    async resolveId(id, importer) {
      if (id === STEPS_MODULE) return `\0${STEPS_MODULE}`;
      if (!id.startsWith(LIBRARY_STEP)) return null;
      const step = libraryStep(id.slice(LIBRARY_STEP.length));
      const library = await this.resolve(step.module, importer, { skipSelf: true });
      if (!library) throw new Error(`start-up step ${step.name}: ${step.module} does not resolve`);
      return `\0start-up-step:${step.name}:${libraryFolder(normalizePath(relative(root, library.id.split('?')[0]!)))}`;
    },
    load(id) {
      if (id === `\0${STEPS_MODULE}`) {
        const loaders = START_UP_STEPS.flatMap((step) => {
          if (!('module' in step)) return [];
          const target = 'export' in step ? `${LIBRARY_STEP}${step.name}` : normalizePath(join(root, step.module));
          return [`[${JSON.stringify(step.name)}, () => import(${JSON.stringify(target)})]`];
        });
        return `export default [\n  ${loaders.join(',\n  ')},\n];\n`;
      }
      const stepModule = STEP_MODULE_ID.exec(id);
      if (!stepModule) return null;
      const step = libraryStep(stepModule[1]!);
      return `export { ${step.export} } from ${JSON.stringify(step.module)};\n`;
    },
  };
}
