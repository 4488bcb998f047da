/**
 * The language of the API pages' code samples, kept for the next page and the next visit:
 * `localStorage.sampleLanguage` holds one of SAMPLE_LANGUAGES (an interface preference, like
 * the console's theme). Imports nothing, so the page gate writes the same rule into its source.
 */
export const SAMPLE_LANGUAGE_STORAGE_KEY = 'sampleLanguage';

/** The languages, in the order the tabs show them; the first is shown until one is picked. */
export const SAMPLE_LANGUAGES = ['curl', 'javascript', 'python', 'java', 'go', 'csharp', 'php', 'ruby'] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];
export const DEFAULT_SAMPLE_LANGUAGE: SampleLanguage = SAMPLE_LANGUAGES[0];

/** Only one of the languages counts; anything else (a tampered or old value) is `null`. Never throws. */
export const parseSampleLanguage = (raw: unknown): SampleLanguage | null => SAMPLE_LANGUAGES.find((language) => language === raw) ?? null;
