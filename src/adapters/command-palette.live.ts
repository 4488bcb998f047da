import { fromCallback, fromPromise } from 'xstate';
import {
  commandPaletteMachine,
  parseRecentCommands,
  RECENT_STORAGE_KEY,
  serializeRecentCommands,
  type CommandPaletteEvent,
} from '../../machines/command-palette/index.ts';
import { readItem, writeItem } from './storage.ts';

/** The recent commands as stored; a tampered entry counts as none. */
export const readRecentCommands = (): string[] => parseRecentCommands(readItem(RECENT_STORAGE_KEY));

/** ⌘K on a Mac, Ctrl+K elsewhere (both work everywhere: a keyboard may not match the system). */
const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** The palette machine with the keyboard shortcut, storage and the commands it runs (the view's, by id). */
export function createLiveCommandPaletteMachine({ run }: { run: (command: string) => void | Promise<void> }) {
  return commandPaletteMachine.provide({
    actions: { storeRecent: (_, { recent }) => void writeItem(RECENT_STORAGE_KEY, serializeRecentCommands(recent)) },
    actors: {
      watchShortcut: fromCallback<CommandPaletteEvent>(({ sendBack }) => {
        const onKey = (event: KeyboardEvent) => {
          if (!isPaletteShortcut(event)) return;
          // The browser's own Ctrl+K (the address bar's search) must not take it.
          event.preventDefault();
          sendBack({ type: 'palette.toggle' });
        };
        document.addEventListener('keydown', onKey, true);
        return () => document.removeEventListener('keydown', onKey, true);
      }),
      runCommand: fromPromise<void, { command: string }>(async ({ input }) => run(input.command)),
    },
  });
}
