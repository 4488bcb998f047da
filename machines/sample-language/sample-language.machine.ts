import { assign, fromCallback, setup } from 'xstate';
import { DEFAULT_SAMPLE_LANGUAGE, type SampleLanguage } from './sample-language.record.ts';
import type { SampleLanguageContext, SampleLanguageEvent } from './sample-language.types.ts';

/**
 * The language of an API page's code samples. One choice serves every sample on the page and
 * the pages after it: a tab picked in one sample shows that language in all, and is kept.
 * It starts from curl (what the prerendered page shows), takes the stored choice unless a tab
 * was picked first, then each pick. src/adapters/sample-language.live.ts provides storage.
 */
export const sampleLanguageMachine = setup({
  types: {
    context: {} as SampleLanguageContext,
    events: {} as SampleLanguageEvent,
  },
  actors: {
    /** Provided by src/adapters: reports the stored choice once (`sampleLanguage.stored`). */
    readStoredLanguage: fromCallback<SampleLanguageEvent>(({ sendBack }) => sendBack({ type: 'sampleLanguage.stored', language: null })),
  },
  actions: {
    /** Provided by src/adapters: keeps the choice for the next page and visit. */
    storeLanguage: (_, _params: { language: SampleLanguage }) => {},
    takeLanguage: assign((_, params: { language: SampleLanguage }) => ({ language: params.language })),
  },
  guards: {
    storedOne: (_, params: { language: SampleLanguage | null }) => params.language !== null,
  },
}).createMachine({
  id: 'sampleLanguage',
  context: { language: DEFAULT_SAMPLE_LANGUAGE },
  initial: 'reading',
  on: {
    // A pick always wins, also over a stored choice not read yet.
    'sampleLanguage.choose': {
      target: '.showing',
      actions: [
        { type: 'takeLanguage', params: ({ event }) => ({ language: event.language }) },
        { type: 'storeLanguage', params: ({ event }) => ({ language: event.language }) },
      ],
    },
  },
  states: {
    reading: {
      description: 'Shows curl while it reads the choice kept from an earlier page or visit.',
      invoke: { id: 'readStoredLanguage', src: 'readStoredLanguage' },
      on: {
        'sampleLanguage.stored': [
          {
            guard: { type: 'storedOne', params: ({ event }) => ({ language: event.language }) },
            target: 'showing',
            actions: { type: 'takeLanguage', params: ({ event }) => ({ language: event.language ?? DEFAULT_SAMPLE_LANGUAGE }) },
          },
          { target: 'showing' },
        ],
      },
    },
    showing: {
      description: 'Every sample shows the chosen language; a tab picked in any of them is the new choice.',
    },
  },
});
