import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { withRecent } from './command-palette.record.ts';
import type { CommandPaletteContext, CommandPaletteEvent, CommandPaletteInput, HoldKeysInput } from './command-palette.types.ts';

/** The query after a held key: a character goes on its end, Backspace takes the last one off (a whole emoji or accented letter). */
export function withKey(query: string, key: string): string {
  if (key !== 'Backspace') return `${query}${key}`;
  const graphemes = [...new Intl.Segmenter().segment(query)];
  return graphemes
    .slice(0, -1)
    .map(({ segment }) => segment)
    .join('');
}

/**
 * The console's command palette (⌘K / Ctrl+K, or the top bar's button): closed, then open —
 * listing everything with the recent commands first, or filtering as the admin types — then
 * running the chosen command, which closes it. The commands themselves (pages, users,
 * actions) and how they match are the view's; the machine keeps the query and the recent list.
 * src/adapters/command-palette.live.ts provides storage and running.
 */
export const commandPaletteMachine = setup({
  types: {
    context: {} as CommandPaletteContext,
    events: {} as CommandPaletteEvent,
    input: {} as CommandPaletteInput,
  },
  actors: {
    /** Provided by src/adapters: ⌘K / Ctrl+K anywhere in the console, as `palette.toggle`. */
    watchShortcut: fromCallback<CommandPaletteEvent>(() => undefined),
    /** Provided by src/adapters: runs a command by id (navigation, a dialog, a setting). */
    runCommand: fromPromise<void, { command: string }>(async () => undefined),
    /**
     * Provided by src/adapters: while open, the keys typed before the field has focus, as
     * `palette.key` (the field's code may still be loading, or the dialog still opening). It
     * reads the query the machine holds, to tell whether the field shows it yet.
     */
    holdKeys: fromCallback<CommandPaletteEvent, HoldKeysInput>(() => undefined),
    /** Provided by src/adapters: fetches the palette's code when the console is idle, before it is asked for. */
    preload: fromPromise<void>(async () => undefined),
  },
  guards: {
    hasQuery: (_, params: { query: string }) => params.query.trim() !== '',
  },
  actions: {
    setQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    clearQuery: assign({ query: '' }),
    rememberCommand: assign(({ context }, params: { command: string }) => ({
      recent: withRecent(context.recent, params.command),
      running: params.command,
    })),
    forgetRunning: assign({ running: null }),
    /** Provided by src/adapters (storage): keeps the recent commands for the next visit. */
    storeRecent: (_, _params: { recent: readonly string[] }) => {},
  },
}).createMachine({
  id: 'commandPalette',
  context: ({ input }) => ({ query: '', recent: input.recent, running: null }),
  invoke: [
    { id: 'watchShortcut', src: 'watchShortcut' },
    { id: 'preload', src: 'preload' },
  ],
  initial: 'closed',
  states: {
    closed: {
      description: 'Out of sight; ⌘K / Ctrl+K or the top bar’s button opens it with an empty field.',
      entry: 'clearQuery',
      on: { 'palette.toggle': { target: 'open' } },
    },
    open: {
      description: 'The dialog with its field and list; focus is in the field, and goes back where it was on close.',
      tags: ['open'],
      initial: 'browsing',
      invoke: { id: 'holdKeys', src: 'holdKeys', input: ({ self }) => ({ query: () => self.getSnapshot().context.query }) },
      on: {
        'palette.key': [
          {
            guard: { type: 'hasQuery', params: ({ context, event }) => ({ query: withKey(context.query, event.key) }) },
            target: '.filtering',
            actions: { type: 'setQuery', params: ({ context, event }) => ({ query: withKey(context.query, event.key) }) },
          },
          {
            target: '.browsing',
            actions: { type: 'setQuery', params: ({ context, event }) => ({ query: withKey(context.query, event.key) }) },
          },
        ],
        'palette.type': [
          {
            guard: { type: 'hasQuery', params: ({ event }) => ({ query: event.query }) },
            target: '.filtering',
            actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) },
          },
          { target: '.browsing', actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) } },
        ],
        'palette.run': {
          target: 'running',
          actions: [
            { type: 'rememberCommand', params: ({ event }) => ({ command: event.command }) },
            { type: 'storeRecent', params: ({ context }) => ({ recent: context.recent }) },
          ],
        },
        'palette.close': { target: 'closed' },
        'palette.toggle': { target: 'closed' },
      },
      states: {
        browsing: {
          description: 'Nothing typed: the recent commands first, then every page, user and action.',
        },
        filtering: {
          description: 'The commands that match what is typed, best first; recent ones first among equals.',
        },
      },
    },
    running: {
      description: 'The chosen command runs (a page opens, a dialog, a setting changes); then the palette is gone.',
      tags: ['busy'],
      invoke: {
        id: 'runCommand',
        src: 'runCommand',
        input: ({ context }) => ({ command: context.running ?? '' }),
        onDone: { target: 'closed', actions: 'forgetRunning' },
        onError: { target: 'closed', actions: 'forgetRunning' },
      },
    },
  },
});
