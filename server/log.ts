// The service's log: one JSON object per line (pino, Fastify's own logger), so a log shipper
// reads fields rather than guesses at them. Every string in it passes through the one rule for
// untrusted text (./terminal-safe.ts, as `npm run leads` prints), whoever wrote it: a webhook
// receiver's error body, a client's header or path, a visitor's field. A person tailing the log
// in a terminal never sees a control sequence act.
import pino, { type Logger } from 'pino';
import { terminalSafe } from './terminal-safe.ts';

export type { Logger };

/** A copy of `value` with every string in it made terminal-safe (cycles and depth bounded). */
function safe(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return terminalSafe(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => safe(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [terminalSafe(key), safe(item, depth + 1)]));
}

export interface LogOptions {
  readonly level?: string;
  /** Where lines go (default: stdout). */
  readonly destination?: pino.DestinationStream;
}

export function createLogger({ level = 'info', destination }: LogOptions = {}): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => safe(object) as Record<string, unknown>,
    },
    hooks: {
      // The message (and printf-style arguments) are strings pino writes as they are.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => safe(arg)) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The plain `(message) => void` the service's parts report through, at one level. */
export const lineLog =
  (logger: Logger, level: 'info' | 'warn' | 'error' = 'info') =>
  (message: string): void =>
    logger[level](message);
