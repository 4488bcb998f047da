import { relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { PUBLIC_PATHS } from '../../src/app/public-routes.ts';
import { startUpScripts, type Manifest } from './app-chunks.ts';

const ROUTES = 'src/routes/';

/**
 * Which preload links Vite's helper may insert before a dynamic import. It adds a
 * <link rel=modulepreload> for each chunk the import needs, so they arrive together rather
 * than one level of imports at a time; but every link is main-thread work, and at start-up on
 * a slow phone a dozen of them make a long task. So:
 *   - never for the chunks every page has loaded before its first render (the entry, the app,
 *     its start-up steps and their static imports): linking them again fetches nothing;
 *   - none for the public pages' route chunks: they are imported during start-up, where the
 *     page is already on screen (prerendered), and the router preloads them on hover or
 *     touch when a visitor heads for another page; only their stylesheets (a page's own CSS,
 *     docs/conventions.md "Styles") are kept, so a page reached by a link is never unstyled
 *     (the prerendered page links its own, and Vite's helper skips a stylesheet already linked);
 *   - the rest keep theirs: the console's pages (an empty shell until their code arrives),
 *     the contact form, dialogs.
 * Both sets come from the bundle in the shape of Vite's manifest (the manifest itself is
 * written after Vite has asked for the links) and from PUBLIC_PATHS, the table of public pages.
 */
export function startUpChunks() {
  const startUp = new Set<string>();
  const publicPages = new Set<string>();
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'signalwise:start-up-chunks',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    // Before Vite's own generateBundle, which asks preloadDependencies for every import.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        startUp.clear();
        publicPages.clear();
        const manifest = manifestOf(bundle, root);
        // The prerender (SSR) build has no page entry.
        if (!Object.values(manifest).some((chunk) => chunk.isEntry && chunk.src === 'index.html')) return;
        for (const file of startUpScripts(manifest).files) startUp.add(file);
        for (const file of publicRouteChunks(manifest, PUBLIC_PATHS)) publicPages.add(file);
      },
    },
  };
  const preloadDependencies = (file: string, deps: string[]) =>
    publicPages.has(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps.filter((dep) => !startUp.has(dep));
  return { plugin, preloadDependencies };
}

/** The bundle as Vite's manifest will describe it: chunks keyed by source path (`_<file>` without one). */
function manifestOf(bundle: Rolldown.OutputBundle, root: string): Manifest {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const srcOf = (chunk: Rolldown.OutputChunk) =>
    chunk.facadeModuleId ? relative(root, chunk.facadeModuleId).replaceAll('\\', '/').replaceAll('\0', '') : undefined;
  const keyOf = new Map(chunks.map((chunk) => [chunk.fileName, srcOf(chunk) ?? `_${chunk.fileName.split('/').pop()!}`]));
  const keys = (files: readonly string[]) => files.map((file) => keyOf.get(file)).filter((key): key is string => key !== undefined);
  return Object.fromEntries(
    chunks.map((chunk) => {
      const src = srcOf(chunk);
      const entry = {
        file: chunk.fileName,
        ...(src === undefined ? {} : { src }),
        isEntry: chunk.isEntry,
        isDynamicEntry: chunk.isDynamicEntry,
        imports: keys(chunk.imports),
        dynamicImports: keys(chunk.dynamicImports),
      };
      return [keyOf.get(chunk.fileName)!, entry];
    }),
  );
}

/**
 * The URL segments a route file answers, in TanStack Router's file naming: `_name` folders and
 * files are pathless layouts, `index` is a folder's own page, `route` its layout, `$name` any
 * one segment. (`$`, the not-found route, renders no public page.)
 */
const routeSegments = (route: string) =>
  route
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index' && segment !== 'route');

const matches = (route: string, path: string) => {
  const pattern = routeSegments(route);
  const segments = path.split('/').filter(Boolean);
  return segments.length === pattern.length && pattern.every((part, index) => part === segments[index] || /^\$\w/.test(part));
};

interface RouteChunk {
  /** The route file under src/routes/. */
  route: string;
  key: string;
  file: string;
}

const routeChunksOf = (manifest: Manifest): RouteChunk[] =>
  Object.entries(manifest).flatMap(([key, chunk]) => {
    const file = chunk.src?.split('?')[0];
    return chunk.isDynamicEntry && file?.startsWith(ROUTES) ? [{ route: file.slice(ROUTES.length), key, file: chunk.file }] : [];
  });

const isLayout = (route: string) => /(^|\/)(route|__root)\.tsx?$/.test(route);
// As the router does, a path goes to the route with the most fixed segments (/login, not /$industry).
const fixed = (route: string) => routeSegments(route).filter((part) => !part.startsWith('$')).length;
// A layout applies to the routes in its folder and below.
const folderOf = (route: string) => route.slice(0, route.lastIndexOf('/') + 1);

/** The route chunks that render one (unprefixed) public path: its page route and the layouts it sits in. */
function routeChunksFor(chunks: readonly RouteChunk[], path: string): RouteChunk[] | undefined {
  const page = chunks.filter(({ route }) => !isLayout(route) && matches(route, path)).sort((a, b) => fixed(b.route) - fixed(a.route))[0];
  if (!page) return undefined;
  return [page, ...chunks.filter(({ route }) => isLayout(route) && page.route.startsWith(folderOf(route)))];
}

/** The manifest keys of the route chunks that render `path` (an unprefixed public path). */
export function pageRouteKeys(manifest: Manifest, path: string): string[] {
  const chunks = routeChunksFor(routeChunksOf(manifest), path);
  if (!chunks) throw new Error(`no route chunk renders the public page ${path}`);
  return chunks.map(({ key }) => key);
}

/**
 * The code-split chunks of the routes that render the public pages: each page's own route,
 * and the layouts (`route.tsx`, `__root.tsx`) it sits in. Fails when a public page has no
 * route chunk, so the table and the routes cannot drift apart unnoticed.
 */
export function publicRouteChunks(manifest: Manifest, publicPaths: readonly string[]): string[] {
  const chunks = routeChunksOf(manifest);
  const unrouted = publicPaths.filter((path) => !routeChunksFor(chunks, path));
  if (unrouted.length > 0) throw new Error(`no route chunk renders the public page(s) ${unrouted.join(', ')}`);
  return [...new Set(publicPaths.flatMap((path) => routeChunksFor(chunks, path)!.map(({ file }) => file)))];
}
