import { fromPromise } from 'xstate';
import { AUTH_STORAGE_KEY, serializeAuthRecord, type AuthRecord } from '../../machines/auth/index.ts';
import { readItem, removeItem, writeItem } from './storage.ts';

/** The auth machine's storage actors, backed by localStorage. */
export const authStorageActors = {
  readStoredAuth: fromPromise<string | null>(async () => readItem(AUTH_STORAGE_KEY)),
  writeStoredAuth: fromPromise<void, { record: AuthRecord }>(async ({ input }) => {
    if (!writeItem(AUTH_STORAGE_KEY, serializeAuthRecord(input.record))) {
      throw new Error('The session could not be stored.');
    }
  }),
  clearStoredAuth: fromPromise<void>(async () => {
    removeItem(AUTH_STORAGE_KEY);
  }),
};
