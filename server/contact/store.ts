// The contact requests on disk: one JSON object per line, appended and fsynced before the
// endpoint answers 201. Shared by `vite preview`, the production service and
// `npm run leads`. Only the owner may read the file (it holds names, e-mails and phones).
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, open, readFile, rename, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const CONTACT_REQUESTS_FILE = '.data/contact-requests.jsonl';
/** Ids the webhook has accepted, beside the store (see webhook.ts). */
export const forwardedFileOf = (file: string) => file.replace(/\.jsonl$/, '') + '.forwarded.jsonl';

export const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

export interface StoredRecord {
  readonly id: string;
  readonly receivedAt: string;
  readonly [field: string]: unknown;
}

/** A line that could not be read: the torn end of a crashed write, or damage. */
export interface BadLine {
  readonly line: number;
  readonly text: string;
  readonly torn: boolean;
}

export interface StoreContents {
  readonly records: StoredRecord[];
  readonly bad: BadLine[];
}

// One write at a time per file within this process; across processes O_APPEND keeps each
// single write() whole.
const locks = new Map<string, Promise<unknown>>();
export function withLock<T>(file: string, task: () => Promise<T>): Promise<T> {
  const previous = locks.get(file) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  locks.set(file, settled);
  void settled.then(() => {
    if (locks.get(file) === settled) locks.delete(file);
  });
  return run;
}

async function syncDir(dir: string) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Creates the folder (owner only) and makes an existing file owner-only. */
async function prepare(file: string) {
  await mkdir(dirname(file), { recursive: true, mode: DIR_MODE });
  try {
    const { mode } = await stat(file);
    if ((mode & 0o777) !== FILE_MODE) await chmod(file, FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

const synced = new Set<string>();

/**
 * Appends one line and waits for it to reach the disk. A file whose last line was torn by a
 * crash gets a newline first, so the new record is never glued onto the torn one.
 */
export function appendLine(file: string, value: unknown): Promise<void> {
  return withLock(file, async () => {
    await prepare(file);
    const handle = await open(file, 'a+', FILE_MODE);
    try {
      const { size } = await handle.stat();
      let prefix = '';
      if (size > 0) {
        const last = Buffer.alloc(1);
        await handle.read(last, 0, 1, size - 1);
        if (last[0] !== 0x0a) prefix = '\n';
      }
      await handle.write(`${prefix}${JSON.stringify(value)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    // The first append in this process also syncs the folder, so a new file's name survives a crash.
    if (!synced.has(file)) {
      synced.add(file);
      await syncDir(dirname(file));
    }
  });
}

/** Stores a checked request with a fresh id and the time it arrived. */
export async function storeRequest(file: string, fields: object, now = new Date()): Promise<StoredRecord> {
  const record: StoredRecord = { id: randomUUID(), receivedAt: now.toISOString(), ...fields };
  await appendLine(file, record);
  return record;
}

/** Parses JSON lines; unreadable ones are returned in `bad`, never thrown. */
export function parseLines(text: string): { values: unknown[]; bad: BadLine[] } {
  const lines = text.split('\n');
  const endsClean = lines.at(-1) === '';
  if (endsClean) lines.pop();
  const values: unknown[] = [];
  const bad: BadLine[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      values.push(JSON.parse(line));
    } catch {
      bad.push({ line: index + 1, text: line.slice(0, 80), torn: !endsClean && index === lines.length - 1 });
    }
  });
  return { values, bad };
}

const isRecord = (value: unknown): value is StoredRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredRecord).id === 'string' &&
  typeof (value as StoredRecord).receivedAt === 'string';

/** Every stored request; a torn last line (or other damage) is skipped and reported in `bad`. */
export async function readStore(file: string): Promise<StoreContents> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], bad: [] };
    throw error;
  }
  const { values, bad } = parseLines(text);
  const records: StoredRecord[] = [];
  values.forEach((value) => {
    if (isRecord(value)) records.push(value);
  });
  return { records, bad };
}

export const describeBadLines = (file: string, bad: readonly BadLine[]) =>
  bad.map(
    (entry) => `${file}:${entry.line}: ${entry.torn ? 'torn last line (an interrupted write), skipped' : 'unreadable line, skipped'}`,
  );

/** The moment before which records are removed: `months` calendar months before `now`. */
export function retentionCutoff(months: number, now = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Rewrites `file` keeping the lines `keep` accepts (unreadable lines are kept: pruning
 * destroys only what it understands). Written to a temporary file, synced, then renamed over.
 */
async function rewrite(file: string, keep: (value: unknown) => boolean): Promise<number> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const kept = lines.filter((line) => {
    try {
      return keep(JSON.parse(line));
    } catch {
      return true;
    }
  });
  const removed = lines.length - kept.length;
  if (removed === 0) return 0;
  const temporary = join(dirname(file), `.${randomUUID()}.tmp`);
  const handle = await open(temporary, 'w', FILE_MODE);
  try {
    await handle.write(kept.map((line) => `${line}\n`).join(''));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  await syncDir(dirname(file));
  return removed;
}

/**
 * Removes requests received before the retention cutoff, and their forwarding marks.
 * Returns how many requests were removed.
 */
export async function pruneStore(file: string, retentionMonths: number, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(retentionMonths, now).getTime();
  const removedIds = new Set<string>();
  const removed = await withLock(file, () =>
    rewrite(file, (value) => {
      if (!isRecord(value)) return true;
      const time = Date.parse(value.receivedAt);
      if (Number.isNaN(time) || time >= cutoff) return true;
      removedIds.add(value.id);
      return false;
    }),
  );
  if (removedIds.size > 0) {
    const forwarded = forwardedFileOf(file);
    await withLock(forwarded, () =>
      rewrite(forwarded, (value) => !(typeof value === 'object' && value !== null && removedIds.has((value as { id: string }).id))),
    );
  }
  return removed;
}
