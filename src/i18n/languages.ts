/** The four languages of the site, in menu order; English is the default and fallback. */
export const LANGUAGES = ['en', 'es', 'he', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Where the chosen language is remembered (SPEC §1). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * Turns whatever a detector found ("pt-BR", "HE", "", a stored object…) into one of our
 * languages, or `undefined` so the next detector is asked. Never throws.
 */
export function toLanguage(detected: unknown): Language | undefined {
  if (typeof detected !== 'string') return undefined;
  const primary = detected.trim().toLowerCase().split(/[-_]/)[0];
  // "iw" is the old code for Hebrew that some browsers still report.
  const normalised = primary === 'iw' ? 'he' : primary;
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
] as const;
export type Namespace = (typeof NAMESPACES)[number];
