import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';

/**
 * Public pages exist once per language: English unprefixed (`/banking`), the others under
 * their code (`/es/banking`, `/he`, `/pt/privacy-policy`). The sign-in page and the console
 * have no language URLs: they take the language from storage and switch it in place.
 * Pure string functions, shared by the router's URL rewrite, the prerender, the sitemap and
 * the inline gate script's tests.
 */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

const PREFIX = new RegExp(`^/(${PREFIXED_LANGUAGES.join('|')})(?=/|$)`);

/** Paths that never carry a language prefix. */
export const isUnlocalizedPath = (path: string): boolean => /^\/(login|admin)(\/|$)/.test(path);

/**
 * Splits a browser path into its language and the path the router knows. `/es/banking` is
 * Spanish `/banking`; `/banking` is English; `/es/login` keeps its prefix (no such page), and
 * so does `/fr/banking` (no such language): both then follow the unknown-path rule.
 */
export function splitLanguagePath(pathname: string): { language: Language | undefined; path: string } {
  const match = PREFIX.exec(pathname);
  if (!match) return { language: isUnlocalizedPath(pathname) ? undefined : DEFAULT_LANGUAGE, path: pathname };
  const path = pathname.slice(match[0].length) || '/';
  if (isUnlocalizedPath(path)) return { language: undefined, path: pathname };
  return { language: match[1] as Language, path };
}

/** The browser path of a router path in a language: `/banking` in Spanish is `/es/banking`. */
export function localizedPath(path: string, language: string | undefined): string {
  if (!language || language === DEFAULT_LANGUAGE || isUnlocalizedPath(path) || PREFIX.test(path)) return path;
  if (!(PREFIXED_LANGUAGES as readonly string[]).includes(language)) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
