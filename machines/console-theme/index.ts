export { consoleThemeMachine } from './console-theme.machine.ts';
export { parseThemePreference, THEME_PREFERENCES, THEME_STORAGE_KEY } from './theme-record.ts';
export type * from './console-theme.types.ts';
export * from './console-theme.connect.ts';
