import { assign, fromCallback, setup } from 'xstate';
import type { ConsoleThemeContext, ConsoleThemeEvent, ConsoleThemeInput, ThemePreference } from './console-theme.types.ts';

/**
 * The console's colours: light, dark, or whatever the system says, followed live. The choice
 * is stored (a preference the browser may keep, PRODUCT.md); the console layout paints what
 * `selectTheme` says from its first render. src/adapters/console-theme.live.ts provides
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
    /** The choice the console started with. */
    storedIs: ({ context }, params: { preference: ThemePreference }) => context.stored === params.preference,
    /** The choice just made. */
    chosenIs: ({ event }, params: { preference: ThemePreference }) =>
      event.type === 'theme.choose' && event.preference === params.preference,
  },
  actions: {
    /** Provided by src/adapters: keeps the choice for the next visit. */
    storePreference: (_, _params: { preference: ThemePreference }) => {},
    followSystem: assign((_, params: { dark: boolean }) => ({ systemDark: params.dark })),
  },
}).createMachine({
  id: 'consoleTheme',
  context: ({ input }) => ({ stored: input.preference, systemDark: input.systemDark }),
  initial: 'restoring',
  on: {
    'theme.choose': [
      {
        guard: { type: 'chosenIs', params: { preference: 'light' } },
        target: '.light',
        actions: { type: 'storePreference', params: { preference: 'light' } },
      },
      {
        guard: { type: 'chosenIs', params: { preference: 'dark' } },
        target: '.dark',
        actions: { type: 'storePreference', params: { preference: 'dark' } },
      },
      { target: '.system', actions: { type: 'storePreference', params: { preference: 'system' } } },
    ],
  },
  states: {
    restoring: {
      description: 'Takes up the stored choice (system when there is none) before the first render.',
      always: [
        { guard: { type: 'storedIs', params: { preference: 'light' } }, target: 'light' },
        { guard: { type: 'storedIs', params: { preference: 'dark' } }, target: 'dark' },
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
