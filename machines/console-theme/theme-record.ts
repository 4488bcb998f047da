/**
 * The console's stored theme: `localStorage.consoleTheme` holds `light`, `dark` or `system`.
 * The page gate reads it before the first frame (src/start-up/page-gate.ts), so this module
 * imports nothing.
 */
export const THEME_STORAGE_KEY = 'consoleTheme';

/** The themes a person can fix; `system` follows the device's setting (prefers-color-scheme). */
export const FIXED_THEMES = ['light', 'dark'] as const;
export const THEME_PREFERENCES = [...FIXED_THEMES, 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** Only one of the three words counts; anything else (a tampered or old value) is `null`. Never throws. */
export const parseThemePreference = (raw: unknown): ThemePreference | null =>
  THEME_PREFERENCES.find((preference) => preference === raw) ?? null;
