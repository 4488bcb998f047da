import type { SnapshotFrom } from 'xstate';
import type { sampleLanguageMachine } from './sample-language.machine.ts';
import type { SampleLanguage } from './sample-language.record.ts';
import type { SampleLanguageEvent } from './sample-language.types.ts';

/** What every code sample on the page shows (the one language), and picking a tab in any of them. */
export const connectSampleLanguage = (
  snapshot: SnapshotFrom<typeof sampleLanguageMachine>,
  send: (event: SampleLanguageEvent) => void,
) => ({
  language: snapshot.context.language,
  choose: (language: SampleLanguage) => send({ type: 'sampleLanguage.choose', language }),
});
