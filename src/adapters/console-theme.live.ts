import { fromCallback } from 'xstate';
import {
  consoleThemeMachine,
  parseThemePreference,
  THEME_STORAGE_KEY,
  type ConsoleThemeEvent,
  type ConsoleThemeInput,
} from '../../machines/console-theme/index.ts';
import { readItem, writeItem } from './storage.ts';

/** The system's colour scheme, where the browser can tell. */
const darkQuery = () => (typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia('(prefers-color-scheme: dark)') : null);

/**
 * The console's theme as it starts: the stored choice (a tampered one counts as none) and the
 * system's setting, read when the actor is created (once, as the layout first renders: its
 * first frame is painted in that theme), not by the view.
 */
export const liveConsoleThemeInput: ConsoleThemeInput = {
  get preference() {
    return parseThemePreference(readItem(THEME_STORAGE_KEY)) ?? 'system';
  },
  get systemDark() {
    return darkQuery()?.matches ?? false;
  },
};

/** The theme machine with storage and the system's setting. */
export const liveConsoleThemeMachine = consoleThemeMachine.provide({
  actions: { storePreference: (_, { preference }) => void writeItem(THEME_STORAGE_KEY, preference) },
  actors: {
    watchSystemTheme: fromCallback<ConsoleThemeEvent>(({ sendBack }) => {
      const query = darkQuery();
      if (!query) return undefined;
      const report = () => sendBack({ type: 'theme.systemChanged', dark: query.matches });
      // What it is now (it may have changed while another theme was chosen), then every change.
      report();
      query.addEventListener('change', report);
      return () => query.removeEventListener('change', report);
    }),
  },
});
