// Which built scripts a page needs before the app can start, read from Vite's manifest: the
// entry (src/entry.ts), the app it imports (src/main.tsx), the app's start-up steps (its own
// dynamic imports: boot, render), and everything any of them imports statically. Route pages,
// dialogs and the contact form are dynamic imports of other modules and come later.
import { readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export const APP_MODULE = 'src/main.tsx';

export function appStartScripts(dist: URL): { entry: string; app: string[] } {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('no index.html entry in the Vite manifest');
  if (!manifest[entryKey]?.dynamicImports?.includes(APP_MODULE)) throw new Error(`the entry no longer imports ${APP_MODULE}`);

  const closure = new Set<string>();
  const visit = (key: string) => {
    if (closure.has(key)) return;
    closure.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entryKey);
  visit(APP_MODULE);
  // main.tsx loads the framework and the React tree as steps of its start-up: they count.
  for (const step of manifest[APP_MODULE]?.dynamicImports ?? []) visit(step);
  const files = [...closure].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const entry = manifest[entryKey].file;
  return { entry, app: files.filter((file) => file !== entry) };
}
