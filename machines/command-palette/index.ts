export { commandPaletteMachine } from './command-palette.machine.ts';
export * from './command-palette.connect.ts';
export { parseRecentCommands, RECENT_STORAGE_KEY, serializeRecentCommands } from './command-palette.record.ts';
export type * from './command-palette.types.ts';
