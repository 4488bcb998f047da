import type { SnapshotFrom } from 'xstate';
import type { commandPaletteMachine } from './command-palette.machine.ts';
import type { CommandPaletteEvent } from './command-palette.types.ts';

export type CommandPaletteSnapshot = SnapshotFrom<typeof commandPaletteMachine>;
export type CommandPaletteSend = (event: CommandPaletteEvent) => void;

/**
 * The palette's place in the console's frame: open or not, and the button that opens it (what
 * the palette lists, with match-sorter, is its own lazy view-model: command-palette.list.connect.ts).
 */
export const connectCommandPalette = (snapshot: CommandPaletteSnapshot, send: CommandPaletteSend) => ({
  open: snapshot.hasTag('open'),
  toggle: () => send({ type: 'palette.toggle' }),
});
