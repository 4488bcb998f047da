import type { SnapshotFrom } from 'xstate';
import type { consoleThemeMachine } from './console-theme.machine.ts';
import type { Theme, ThemePreference } from './console-theme.types.ts';

type ConsoleThemeSnapshot = SnapshotFrom<typeof consoleThemeMachine>;

/** What the admin chose. */
export const selectPreference = (snapshot: ConsoleThemeSnapshot): ThemePreference =>
  snapshot.hasTag('light') ? 'light' : snapshot.hasTag('dark') ? 'dark' : 'system';

/** What the console is painted in. */
export const selectTheme = (snapshot: ConsoleThemeSnapshot): Theme =>
  snapshot.hasTag('dark') || (snapshot.hasTag('system') && snapshot.context.systemDark) ? 'dark' : 'light';
