import { fromCallback } from 'xstate';
import {
  parseSampleLanguage,
  SAMPLE_LANGUAGE_STORAGE_KEY,
  sampleLanguageMachine,
  type SampleLanguageEvent,
} from '../../machines/sample-language/index.ts';
import { readItem, writeItem } from './storage.ts';

/** The samples' language flow with the browser's storage (a tampered value counts as none). */
export const liveSampleLanguageMachine = sampleLanguageMachine.provide({
  actors: {
    readStoredLanguage: fromCallback<SampleLanguageEvent>(({ sendBack }) =>
      sendBack({ type: 'sampleLanguage.stored', language: parseSampleLanguage(readItem(SAMPLE_LANGUAGE_STORAGE_KEY)) }),
    ),
  },
  actions: { storeLanguage: (_, { language }) => void writeItem(SAMPLE_LANGUAGE_STORAGE_KEY, language) },
});
