import type { SnapshotFrom } from 'xstate';
import type { sampleLanguageMachine } from './sample-language.machine.ts';
import type { SampleLanguage } from './sample-language.record.ts';

type SampleLanguageSnapshot = SnapshotFrom<typeof sampleLanguageMachine>;

/** What every code sample on the page shows. */
export const selectSampleLanguageView = (snapshot: SampleLanguageSnapshot): { readonly language: SampleLanguage } => ({
  language: snapshot.context.language,
});
