import { CONTACT_DRAFT_KEY, isEmptyDraft, serializeContactDraft, type ContactValues } from '../../machines/contact/index.ts';
import { readItem, removeItem, writeItem } from './storage.ts';

/** The unsent form in sessionStorage: it survives a reload of this tab and nothing more. */
export const readContactDraft = (): string | null => readItem(CONTACT_DRAFT_KEY, 'session');

export function saveContactDraft(values: ContactValues): void {
  if (isEmptyDraft(values)) removeItem(CONTACT_DRAFT_KEY, 'session');
  else writeItem(CONTACT_DRAFT_KEY, serializeContactDraft(values), 'session');
}

export const clearContactDraft = (): void => removeItem(CONTACT_DRAFT_KEY, 'session');
