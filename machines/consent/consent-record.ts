import type { ConsentCategory, ConsentChoice, StoredConsent } from './consent.types.ts';
import { parseStoredObject } from '../shared/stored-json.ts';

/** The localStorage key of the visitor's cookie choice. */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

/** Bump when the categories or their meaning change: older records then ask again. */
export const CONSENT_VERSION = 1;

export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['preferences', 'analytics', 'marketing', 'scheduling'];

/**
 * A record's `decidedAt`: what `Date.prototype.toISOString` writes, e.g. 2025-06-20T09:30:00.000Z
 * (and a real date). The page gate embeds this very pattern (src/start-up/page-gate.ts).
 */
export const CONSENT_DECIDED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

const choiceOf = (allowed: (category: ConsentCategory) => boolean): ConsentChoice =>
  Object.freeze({
    preferences: allowed('preferences'),
    analytics: allowed('analytics'),
    marketing: allowed('marketing'),
    scheduling: allowed('scheduling'),
  });

/** Everything optional refused: the default until the visitor says otherwise. */
export const NO_CONSENT: ConsentChoice = choiceOf(() => false);
export const FULL_CONSENT: ConsentChoice = choiceOf(() => true);

/** Only the categories of a record or draft, without version or time. */
export const toChoice = (source: ConsentChoice): ConsentChoice => choiceOf((category) => source[category]);

export const withCategory = (choice: ConsentChoice, category: ConsentCategory, allowed: boolean): ConsentChoice =>
  choiceOf((name) => (name === category ? allowed : choice[name]));

/**
 * Reads whatever is stored under `cookieConsent`. Only a JSON object of the current version,
 * with an ISO 8601 UTC `decidedAt` and a boolean for every category, counts; anything else (bad
 * JSON, other versions, wrong types, missing fields) is `null`, i.e. "not decided". Never
 * throws. Unknown extra fields are dropped.
 */
export function parseConsentRecord(raw: unknown): StoredConsent | null {
  const record = parseStoredObject(raw);
  if (!record) return null;
  if (record.version !== CONSENT_VERSION) return null;
  const { decidedAt } = record;
  if (typeof decidedAt !== 'string' || !CONSENT_DECIDED_AT.test(decidedAt) || Number.isNaN(Date.parse(decidedAt))) return null;
  if (!CONSENT_CATEGORIES.every((category) => typeof record[category] === 'boolean')) return null;
  return Object.freeze({ version: CONSENT_VERSION, decidedAt, ...choiceOf((category) => record[category] === true) });
}

export const serializeConsentRecord = (choice: ConsentChoice, decidedAt: Date): string =>
  JSON.stringify({ version: CONSENT_VERSION, decidedAt: decidedAt.toISOString(), ...toChoice(choice) });
