import { parseStoredObject } from '../shared/stored-json.ts';
import type { SavedView, TableSpec, TableViews, ViewSearch } from './table-views.types.ts';

/** The localStorage key of the console tables' views (interface preferences, PRODUCT.md). */
export const VIEWS_STORAGE_KEY = 'consoleViews';
export const VIEWS_VERSION = 1;
/** At most this many saved views per table; a name at most this long. */
export const MAX_SAVED_VIEWS = 20;
export const MAX_VIEW_NAME = 60;
/** As console-search.ts caps free text. */
const MAX_PARAM = 100;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only the table's own params, each a non-empty string of sensible length; `null` if none is left. */
export function pickSearch(search: unknown, spec: TableSpec): ViewSearch | null {
  if (!isRecord(search)) return null;
  const picked: Record<string, string> = {};
  for (const param of spec.params) {
    const value = search[param];
    const text = ['string', 'number', 'boolean'].includes(typeof value) ? String(value).trim() : '';
    if (text !== '' && text.length <= MAX_PARAM) picked[param] = text;
  }
  return Object.keys(picked).length > 0 ? picked : null;
}

function parseSaved(value: unknown, spec: TableSpec): SavedView | null {
  if (!isRecord(value)) return null;
  const { id, name, search } = value;
  if (typeof id !== 'string' || !/^v\d{1,6}$/.test(id) || typeof name !== 'string') return null;
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > MAX_VIEW_NAME) return null;
  return { id, name: trimmed, search: pickSearch(search, spec) ?? {} };
}

/**
 * Reads whatever is stored under `consoleViews`. Only a JSON object of the current version
 * counts; within it, each known table's last view and saved views are checked one by one
 * (unknown params and tables dropped, a malformed saved view or a repeated id skipped), so a
 * tampered entry loses only itself. Never throws.
 */
export function parseStoredViews(raw: unknown, specs: Readonly<Record<string, TableSpec>>): Record<string, TableViews> {
  const record = parseStoredObject(raw);
  const result: Record<string, TableViews> = {};
  if (!record || record.version !== VIEWS_VERSION || !isRecord(record.tables)) return result;
  for (const [table, spec] of Object.entries(specs)) {
    const stored = record.tables[table];
    if (!isRecord(stored)) continue;
    const saved: SavedView[] = [];
    for (const item of Array.isArray(stored.saved) ? stored.saved : []) {
      const view = parseSaved(item, spec);
      if (view && saved.length < MAX_SAVED_VIEWS && !saved.some((other) => other.id === view.id)) saved.push(view);
    }
    result[table] = { last: pickSearch(stored.last, spec), saved };
  }
  return result;
}

export const serializeViews = (tables: Readonly<Record<string, TableViews>>): string => JSON.stringify({ version: VIEWS_VERSION, tables });
