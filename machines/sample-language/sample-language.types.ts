import type { SampleLanguage } from './sample-language.record.ts';

export type { SampleLanguage } from './sample-language.record.ts';

export interface SampleLanguageContext {
  /** The language every sample on the page shows. */
  readonly language: SampleLanguage;
}

export type SampleLanguageEvent =
  /** A tab picked in any sample (or, replayed at takeover, one picked before the app ran). */
  | { type: 'sampleLanguage.choose'; language: SampleLanguage }
  /** What the browser kept from an earlier page or visit (`null`: nothing usable). */
  | { type: 'sampleLanguage.stored'; language: SampleLanguage | null };
