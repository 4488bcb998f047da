// Forwards each stored contact request to CONTACT_WEBHOOK_URL (a CRM, a chat channel, an
// e-mail relay). The store is the source of truth: a request is on disk before it is
// forwarded, and the ids the webhook accepted are appended to <store>.forwarded.jsonl, so a
// webhook that is down, or a restart, only delays delivery. Failures are retried with
// exponential backoff, without limit, one request at a time in arrival order.
import { appendLine, forwardedFileOf, parseLines, readStore, type StoredRecord } from './store.ts';
import { readFile } from 'node:fs/promises';

export interface WebhookOptions {
  readonly url: string;
  /** The first retry waits this long; each next one twice as long, up to `maxDelayMs`. */
  readonly initialDelayMs?: number;
  readonly maxDelayMs?: number;
  readonly timeoutMs?: number;
  readonly log?: (message: string) => void;
}

export interface Forwarder {
  /** Queues a request that has just been stored. */
  enqueue(record: StoredRecord): void;
  /** Resolves when nothing is queued (for tests and a clean shutdown). */
  idle(): Promise<void>;
  stop(): void;
}

async function forwardedIds(file: string): Promise<Set<string>> {
  try {
    const { values } = parseLines(await readFile(forwardedFileOf(file), 'utf8'));
    return new Set(values.map((value) => (value as { id?: unknown }).id).filter((id): id is string => typeof id === 'string'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
    throw error;
  }
}

/** Starts forwarding; requests stored earlier and never accepted by the webhook go first. */
export async function startForwarder(file: string, options: WebhookOptions): Promise<Forwarder> {
  const log = options.log ?? ((message: string) => console.log(message));
  const initial = options.initialDelayMs ?? 1_000;
  const max = options.maxDelayMs ?? 5 * 60_000;
  const done = await forwardedIds(file);
  const queue: StoredRecord[] = (await readStore(file)).records.filter((record) => !done.has(record.id));
  if (queue.length > 0) log(`[contact] ${queue.length} stored request(s) not yet forwarded; forwarding now`);
  let stopped = false;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const waiters: (() => void)[] = [];

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  async function deliver(record: StoredRecord): Promise<void> {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
  }

  async function run() {
    if (running) return;
    running = true;
    let delay = initial;
    while (!stopped && queue.length > 0) {
      const record = queue[0]!;
      try {
        await deliver(record);
        await appendLine(forwardedFileOf(file), { id: record.id, forwardedAt: new Date().toISOString() });
        queue.shift();
        delay = initial;
      } catch (error) {
        log(`[contact] forwarding ${record.id} failed (${(error as Error).message}); retrying in ${delay} ms`);
        await sleep(delay);
        delay = Math.min(delay * 2, max);
      }
    }
    running = false;
    if (queue.length === 0) waiters.splice(0).forEach((resolve) => resolve());
  }

  void run();
  return {
    enqueue(record) {
      queue.push(record);
      void run();
    },
    idle: () => (queue.length === 0 && !running ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
    },
  };
}
