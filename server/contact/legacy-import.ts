// The one-time move from the earlier store: one JSON object per line in
// <data>/contact-requests.jsonl, and the ids the webhook accepted in
// <data>/contact-requests.forwarded.jsonl. Every readable lead is imported in one transaction,
// keeping its id, time, fields, reCAPTCHA verdict and forwarding mark. Once every lead is
// found in the store, both files are removed: the store is then the only copy, so retention and
// a person's deletion request reach everything. Lines that are not leads (the torn end of a
// crash) are reported and kept in contact-requests.unreadable.jsonl (owner-only) for a person
// to look at; nothing readable is lost, and a restart does not import again.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A lead as the earlier store kept it, with every field as text. */
export interface LegacyLead {
  readonly id: string;
  readonly receivedAt: string;
  readonly businessEmail: string;
  readonly companyName: string;
  readonly fullName: string;
  readonly phoneNumber: string;
  readonly interestedInSelection: string;
  readonly message: string;
  readonly captcha: string | null;
}

/** What the import needs of the store (server/contact/lead-store.ts). */
interface ImportTarget {
  transaction<T>(work: () => T): T;
  /** Adds the lead unless its id is stored; true when added. */
  importLead(lead: LegacyLead, forwardedAt: string | null): boolean;
  get(id: string): { readonly forwardState: string } | undefined;
}

export const LEGACY_FILE_NAME = 'contact-requests.jsonl';
export const LEGACY_FORWARDED_FILE_NAME = 'contact-requests.forwarded.jsonl';
export const UNREADABLE_FILE_NAME = 'contact-requests.unreadable.jsonl';

interface Parsed {
  readonly values: { line: number; text: string; value: unknown }[];
  /** The lines that were not JSON. */
  readonly bad: { line: number; text: string }[];
}

function parseLines(text: string): Parsed {
  const values: Parsed['values'] = [];
  const bad: Parsed['bad'] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      values.push({ line: index + 1, text: line, value: JSON.parse(line) });
    } catch {
      bad.push({ line: index + 1, text: line });
    }
  });
  return { values, bad };
}

/** A stored field as text: the earlier store held strings; anything else is kept as JSON. */
const text = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Imports a JSONL store found in `dataDir`, if any; returns how many leads were added. */
export function importLegacyStore(dataDir: string, store: ImportTarget, log: (message: string) => void): number {
  const file = join(dataDir, LEGACY_FILE_NAME);
  if (!existsSync(file)) return 0;
  const forwardedFile = join(dataDir, LEGACY_FORWARDED_FILE_NAME);
  const leads = parseLines(readFileSync(file, 'utf8'));
  const marks = existsSync(forwardedFile) ? parseLines(readFileSync(forwardedFile, 'utf8')) : { values: [], bad: [] };
  const forwardedAt = new Map<string, string>();
  for (const { value: mark } of marks.values) {
    if (isObject(mark) && typeof mark.id === 'string') forwardedAt.set(mark.id, text(mark.forwardedAt) || new Date(0).toISOString());
  }
  const unreadable = [...leads.bad];
  const ids: string[] = [];
  let added = 0;
  store.transaction(() => {
    for (const { line, text: source, value } of leads.values) {
      if (!isObject(value) || typeof value.id !== 'string' || typeof value.receivedAt !== 'string') {
        unreadable.push({ line, text: source });
        continue;
      }
      ids.push(value.id);
      const imported = store.importLead(
        {
          id: value.id,
          receivedAt: value.receivedAt,
          businessEmail: text(value.businessEmail),
          companyName: text(value.companyName),
          fullName: text(value.fullName),
          phoneNumber: text(value.phoneNumber),
          interestedInSelection: text(value.interestedInSelection),
          message: text(value.message),
          captcha: value.captcha === undefined ? null : text(value.captcha),
        },
        forwardedAt.get(value.id) ?? null,
      );
      if (imported) added += 1;
    }
  });
  // Committed: remove the old files only once every lead is found in the store.
  const missing = ids.filter((id) => !store.get(id));
  if (missing.length > 0) throw new Error(`the import of ${file} lost ${missing.length} lead(s); the file is left as it was`);
  if (unreadable.length > 0) {
    unreadable.sort((a, b) => a.line - b.line);
    writeFileSync(join(dataDir, UNREADABLE_FILE_NAME), unreadable.map((entry) => `${entry.text}\n`).join(''), {
      mode: 0o600,
      flag: 'a',
    });
  }
  rmSync(file);
  rmSync(forwardedFile, { force: true });
  const forwarded = ids.filter((id) => store.get(id)?.forwardState === 'forwarded').length;
  log(`[contact] imported ${added} request(s) from ${file} (${forwarded} already forwarded) and removed the file`);
  for (const { line } of unreadable)
    log(`[contact] ${file}:${line} was not a request (a torn write?); kept in ${join(dataDir, UNREADABLE_FILE_NAME)}`);
  return added;
}
