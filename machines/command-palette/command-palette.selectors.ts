import type { SnapshotFrom } from 'xstate';
import type { commandPaletteMachine } from './command-palette.machine.ts';

type CommandPaletteSnapshot = SnapshotFrom<typeof commandPaletteMachine>;

export const selectPaletteOpen = (snapshot: CommandPaletteSnapshot) => snapshot.hasTag('open');
export const selectQuery = (snapshot: CommandPaletteSnapshot) => snapshot.context.query;
export const selectRecent = (snapshot: CommandPaletteSnapshot) => snapshot.context.recent;
