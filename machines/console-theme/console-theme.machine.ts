import { assign, fromCallback, setup } from 'xstate';
import type { ConsoleThemeContext, ConsoleThemeEvent, ConsoleThemeInput, ThemePreference } from './console-theme.types.ts';

/**
 * The console's colours: light, dark, or whatever the system says, followed live. The choice
 * is stored (a preference the browser may keep, PRODUCT.md); the console layout paints what
 * `connectConsoleTheme` says from its first render. src/adapters/console-theme.live.ts provides
 * storage and the system's setting.
 */
export const consoleThemeMachine = setup({
  types: {
    context: {} as ConsoleThemeContext,
    events: {} as ConsoleThemeEvent,
    input: {} as ConsoleThemeInput,
  },
  actors: {
    /** Provided by src/adapters: reports every change of the system's colour scheme. */
    watchSystemTheme: fromCallback<ConsoleThemeEvent>(() => undefined),
  },
  guards: {
    /** The choice being taken up (stored at start-up, or just made). */
    prefers: ({ context }, params: { preference: ThemePreference }) => context.preference === params.preference,
  },
  actions: {
    /** Provided by src/adapters: keeps the choice for the next visit. */
    storePreference: (_, _params: { preference: ThemePreference }) => {},
    takeChoice: assign((_, params: { preference: ThemePreference }) => ({ preference: params.preference })),
    followSystem: assign((_, params: { dark: boolean }) => ({ systemDark: params.dark })),
  },
}).createMachine({
  id: 'consoleTheme',
  context: ({ input }) => ({ preference: input.preference, systemDark: input.systemDark }),
  initial: 'choosing',
  on: {
    'theme.choose': {
      target: '.choosing',
      actions: [
        { type: 'takeChoice', params: ({ event }) => ({ preference: event.preference }) },
        { type: 'storePreference', params: ({ event }) => ({ preference: event.preference }) },
      ],
    },
  },
  states: {
    choosing: {
      description: 'Goes to the choice: the stored one (system when there is none) before the first render, then each one made.',
      always: [
        { guard: { type: 'prefers', params: { preference: 'light' } }, target: 'light' },
        { guard: { type: 'prefers', params: { preference: 'dark' } }, target: 'dark' },
        { target: 'system' },
      ],
    },
    light: {
      description: 'Light colours, whatever the system says.',
      tags: ['light'],
    },
    dark: {
      description: 'Dark colours, whatever the system says.',
      tags: ['dark'],
    },
    system: {
      description: "The system's colour scheme, followed as it changes.",
      tags: ['system'],
      invoke: { id: 'watchSystemTheme', src: 'watchSystemTheme' },
      on: { 'theme.systemChanged': { actions: { type: 'followSystem', params: ({ event }) => ({ dark: event.dark }) } } },
    },
  },
});
