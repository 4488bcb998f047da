// Which built scripts a page needs before the app can start, read from Vite's manifest: the
// entry (src/start-up/entry.ts), the app it imports (src/start-up/main.ts), the app's start-up steps (its own
// dynamic imports: boot, render), and everything any of them imports statically. Route pages,
// dialogs and the contact form are dynamic imports of other modules and come later.
import { readFileSync } from 'node:fs';

/** An entry of Vite's manifest (dist/.vite/manifest.json), keyed by source path. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export const APP_MODULE = 'src/start-up/main.ts';

export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dist: URL) => JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Manifest;

/** The JS files of the given manifest entries and everything they import statically. */
export function chunkClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/** The stylesheets of the given manifest entries and of everything they import statically. */
export function cssClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const file of manifest[key].css ?? []) css.add(file);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...css];
}

/** The page's entry (index.html's script) and every JS file loaded before the app's first render. */
export function startUpScripts(manifest: Manifest): { entry: string; files: string[] } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('no index.html entry in the Vite manifest');
  if (!manifest[entryKey]?.dynamicImports?.includes(APP_MODULE)) throw new Error(`the entry no longer imports ${APP_MODULE}`);
  // main.ts loads the framework and the React tree as steps of its start-up: they count.
  const files = chunkClosure(manifest, [entryKey, APP_MODULE, ...(manifest[APP_MODULE]?.dynamicImports ?? [])]);
  return { entry: manifest[entryKey].file, files };
}

export function appStartScripts(dist: URL): { entry: string; app: string[] } {
  const { entry, files } = startUpScripts(readManifest(dist));
  return { entry, app: files.filter((file) => file !== entry) };
}
