/** The four languages of the site, in menu order; English is the default and fallback. */
export const LANGUAGES = ['en', 'es', 'he', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Where the chosen language is remembered (SPEC §1). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Old codes some browsers still report: "iw" is Hebrew. */
export const LANGUAGE_ALIASES: Readonly<Record<string, Language>> = { iw: 'he' };
/** What separates a tag's language from its region or script ("pt-BR", "zh_Hant"). */
export const LANGUAGE_TAG_SEPARATOR = /[-_]/;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * Turns whatever a detector found ("pt-BR", "HE", "", a stored object…) into one of our
 * languages, or `undefined` so the next detector is asked. Never throws.
 */
export function toLanguage(detected: unknown): Language | undefined {
  if (typeof detected !== 'string') return undefined;
  const primary = detected.trim().toLowerCase().split(LANGUAGE_TAG_SEPARATOR)[0] ?? '';
  const normalised = Object.hasOwn(LANGUAGE_ALIASES, primary) ? LANGUAGE_ALIASES[primary] : primary;
  return isLanguage(normalised) ? normalised : undefined;
}

/** Namespaces, one per area of the site; a page loads only the ones it reads. */
export const NAMESPACES = [
  'common',
  'home',
  'industries',
  'about',
  'legal',
  'privacy',
  'terms',
  'cookies',
  'contact',
  'login',
  'admin',
  'dashboard',
  'company',
  'billing',
  'reports',
  'adminLegal',
  'users',
  'logs',
  'security',
  'consent',
  'scheduling',
  'apis',
  'operator',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
