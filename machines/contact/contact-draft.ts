import { CONTACT_FIELDS, CONTACT_LIMITS, EMPTY_CONTACT_VALUES, isInterest, type ContactValues } from './contact.types.ts';
import { parseStoredObject } from '../shared/stored-json.ts';

/** The sessionStorage key of an unsent form: it survives a reload of the tab, not the tab. */
export const CONTACT_DRAFT_KEY = 'contactDraft';

/**
 * Reads whatever is stored under `contactDraft`. Only a JSON object counts; from it, each
 * field is taken when it is a string within its limit (the interest only when it is one of
 * the list) and left empty otherwise, so a damaged draft restores what it can. Anything else
 * (bad JSON, arrays, other types) is `null`. Never throws.
 */
export function parseContactDraft(raw: unknown): ContactValues | null {
  const stored = parseStoredObject(raw);
  if (!stored) return null;
  const draft: Record<string, string> = { ...EMPTY_CONTACT_VALUES };
  for (const field of CONTACT_FIELDS) {
    const candidate = Object.hasOwn(stored, field) ? stored[field] : undefined;
    if (typeof candidate !== 'string' || candidate.length > CONTACT_LIMITS[field]) continue;
    if (field === 'interest' && candidate !== '' && !isInterest(candidate)) continue;
    draft[field] = candidate;
  }
  return draft as ContactValues;
}

export const serializeContactDraft = (values: ContactValues): string =>
  JSON.stringify(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, values[field]])));

export const isEmptyDraft = (values: ContactValues): boolean => CONTACT_FIELDS.every((field) => values[field] === '');
