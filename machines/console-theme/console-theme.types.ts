import type { ThemePreference } from './theme-record.ts';

export type { ThemePreference } from './theme-record.ts';

/** What the console is painted in. */
export type Theme = 'light' | 'dark';

export interface ConsoleThemeInput {
  /** The stored choice (src/adapters reads and validates it); `system` when there is none. */
  readonly preference: ThemePreference;
  /** Whether the system asks for dark colours now. */
  readonly systemDark: boolean;
}

export interface ConsoleThemeContext {
  /** The choice (stored at start-up, or the last one made); the states follow it. */
  readonly preference: ThemePreference;
  readonly systemDark: boolean;
}

export type ConsoleThemeEvent =
  | { type: 'theme.choose'; preference: ThemePreference }
  /** The system's colour scheme changed (reported only while following it). */
  | { type: 'theme.systemChanged'; dark: boolean };
