import { fromPromise } from 'xstate';
import { CONSENT_STORAGE_KEY, serializeConsentRecord, type ConsentChoice } from '../../machines/consent/index.ts';
import { readItem, writeItem } from './storage.ts';

/** The consent machine's storage actors, backed by localStorage. */
export const consentStorageActors = {
  readStoredConsent: fromPromise<string | null>(async () => readItem(CONSENT_STORAGE_KEY)),
  writeStoredConsent: fromPromise<void, { choice: ConsentChoice }>(async ({ input }) => {
    if (!writeItem(CONSENT_STORAGE_KEY, serializeConsentRecord(input.choice, new Date()))) {
      throw new Error('The cookie choice could not be stored.');
    }
  }),
};
