export { sampleLanguageMachine } from './sample-language.machine.ts';
export { parseSampleLanguage, SAMPLE_LANGUAGE_STORAGE_KEY } from './sample-language.record.ts';
export type * from './sample-language.types.ts';
