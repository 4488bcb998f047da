import { parseStoredObject } from '../shared/stored-json.ts';

/** The localStorage key of the palette's recent commands (an interface preference, PRODUCT.md). */
export const RECENT_STORAGE_KEY = 'consolePaletteRecent';
export const RECENT_VERSION = 1;
/** How many recent commands the palette keeps. */
export const MAX_RECENT = 5;

/** A command id: page keys, `user:usr_001`, `theme:dark`, … */
const COMMAND_ID = /^[a-z][\w:.-]{0,59}$/i;

/**
 * Reads whatever is stored: only a JSON object of the current version whose `recent` is an
 * array; within it only well-formed, distinct ids count, at most five. Anything else is no
 * recent commands. Never throws. Ids of commands that no longer exist are dropped where the
 * palette lists them.
 */
export function parseRecentCommands(raw: unknown): string[] {
  const record = parseStoredObject(raw);
  if (!record || record.version !== RECENT_VERSION || !Array.isArray(record.recent)) return [];
  const ids: string[] = [];
  for (const id of record.recent) if (typeof id === 'string' && COMMAND_ID.test(id) && !ids.includes(id)) ids.push(id);
  return ids.slice(0, MAX_RECENT);
}

export const serializeRecentCommands = (recent: readonly string[]) => JSON.stringify({ version: RECENT_VERSION, recent });

/** The recent list after running a command: it goes first, once. */
export const withRecent = (recent: readonly string[], command: string) =>
  [command, ...recent.filter((id) => id !== command)].slice(0, MAX_RECENT);
