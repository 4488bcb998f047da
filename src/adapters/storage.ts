/**
 * Web Storage that never throws: storage can be disabled, full, or blocked by privacy
 * settings, and a visitor must still get a working site.
 */
type StorageKind = 'local' | 'session';

function storage(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, kind: StorageKind = 'local'): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, kind: StorageKind = 'local'): boolean {
  try {
    storage(kind)?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string, kind: StorageKind = 'local'): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}
