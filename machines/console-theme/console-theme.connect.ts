import type { SnapshotFrom } from 'xstate';
import type { consoleThemeMachine } from './console-theme.machine.ts';
import type { ConsoleThemeEvent, Theme, ThemePreference } from './console-theme.types.ts';
import { parseThemePreference } from './theme-record.ts';

/**
 * The console's theme: what it is painted in, what the admin chose, and a choice from the
 * account menu (by its option's value; anything but a theme's name counts as `system`).
 */
export const connectConsoleTheme = (snapshot: SnapshotFrom<typeof consoleThemeMachine>, send: (event: ConsoleThemeEvent) => void) => {
  const theme: Theme = snapshot.hasTag('dark') || (snapshot.hasTag('system') && snapshot.context.systemDark) ? 'dark' : 'light';
  const preference: ThemePreference = snapshot.hasTag('light') ? 'light' : snapshot.hasTag('dark') ? 'dark' : 'system';
  return {
    theme,
    preference,
    choose: (value: string) => send({ type: 'theme.choose', preference: parseThemePreference(value) ?? 'system' }),
  };
};
