/**
 * The first step of every reader of stored values (authToken, cookieConsent, the contact
 * draft): anything that is not a string holding a JSON object — bad JSON, arrays, numbers,
 * null, other types — is `null`. Never throws; each caller then checks its own fields.
 */
export function parseStoredObject(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
