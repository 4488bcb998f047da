import type { AuthRecord } from './auth.types.ts';
import { parseStoredObject } from '../shared/stored-json.ts';

/** The localStorage key of the admin session (SPEC §3). */
export const AUTH_STORAGE_KEY = 'authToken';

export const ADMIN_RECORD: AuthRecord = Object.freeze({ access: 'mock', role: 'Admin' });

/**
 * Reads whatever is stored under `authToken`. Only a JSON object whose `access` is exactly
 * "mock" and whose `role` is exactly "Admin" counts; anything else (bad JSON, arrays, other
 * types, other values) is `null`. Never throws.
 */
export function parseAuthRecord(raw: unknown): AuthRecord | null {
  const record = parseStoredObject(raw);
  if (!record) return null;
  const { access, role } = record;
  return access === 'mock' && role === 'Admin' ? ADMIN_RECORD : null;
}

export const serializeAuthRecord = (record: AuthRecord): string => JSON.stringify({ access: record.access, role: record.role });
