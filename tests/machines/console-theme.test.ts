import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  connectConsoleTheme,
  consoleThemeMachine,
  parseThemePreference,
  type ConsoleThemeEvent,
  type ConsoleThemeInput,
} from '../../machines/console-theme/index.ts';
import { connected, noSend } from './connect.ts';
import { inspect } from './coverage.ts';

function start(input: ConsoleThemeInput) {
  const stored: string[] = [];
  const system = { watching: 0, emit: (_dark: boolean): void => undefined };
  const actor = createActor(
    consoleThemeMachine.provide({
      actions: { storePreference: (_, { preference }) => void stored.push(preference) },
      actors: {
        watchSystemTheme: fromCallback<ConsoleThemeEvent>(({ sendBack }) => {
          system.watching += 1;
          system.emit = (dark) => sendBack({ type: 'theme.systemChanged', dark });
          return () => {
            system.watching -= 1;
          };
        }),
      },
    }),
    { input, inspect },
  ).start();
  return { actor, stored, system };
}

describe('console theme machine', () => {
  it.each([
    ['light', false, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ] as const)('starts from the stored choice %s (system dark: %s) and paints %s', (preference, systemDark, theme) => {
    const { actor, stored } = start({ preference, systemDark });
    expect(connectConsoleTheme(actor.getSnapshot(), noSend).preference).toBe(preference);
    expect(connectConsoleTheme(actor.getSnapshot(), noSend).theme).toBe(theme);
    // Starting stores nothing: only a choice does.
    expect(stored).toEqual([]);
  });

  it('follows the system live only while "system" is chosen', () => {
    const { actor, system } = start({ preference: 'system', systemDark: false });
    expect(system.watching).toBe(1);
    system.emit(true);
    expect(connectConsoleTheme(actor.getSnapshot(), noSend).theme).toBe('dark');
    system.emit(false);
    expect(connectConsoleTheme(actor.getSnapshot(), noSend).theme).toBe('light');
    actor.send({ type: 'theme.choose', preference: 'dark' });
    expect(system.watching).toBe(0);
    expect(connectConsoleTheme(actor.getSnapshot(), noSend).theme).toBe('dark');
  });

  it('stores each choice and paints it: light, dark, system', () => {
    const { actor, stored, system } = start({ preference: 'light', systemDark: true });
    expect(connectConsoleTheme(actor.getSnapshot(), noSend).theme).toBe('light');
    actor.send({ type: 'theme.choose', preference: 'dark' });
    expect(connectConsoleTheme(actor.getSnapshot(), noSend).theme).toBe('dark');
    actor.send({ type: 'theme.choose', preference: 'light' });
    expect(connectConsoleTheme(actor.getSnapshot(), noSend).theme).toBe('light');
    actor.send({ type: 'theme.choose', preference: 'system' });
    expect(connectConsoleTheme(actor.getSnapshot(), noSend).preference).toBe('system');
    system.emit(true);
    expect(connectConsoleTheme(actor.getSnapshot(), noSend).theme).toBe('dark');
    actor.send({ type: 'theme.choose', preference: 'system' });
    expect(stored).toEqual(['dark', 'light', 'system', 'system']);
  });

  it('reads only the three words from storage', () => {
    expect(parseThemePreference('dark')).toBe('dark');
    for (const raw of ['Dark', '"dark"', '', null, undefined, 1, '{"theme":"dark"}', 'light '])
      expect(parseThemePreference(raw)).toBeNull();
  });
});

describe('connectConsoleTheme (the layout and the account menu)', () => {
  it('shows what the console is painted in and what was chosen; a choice by its option’s value, anything else meaning system', () => {
    const { actor, system } = start({ preference: 'system', systemDark: true });
    const { view, sent } = connected(actor, connectConsoleTheme);
    expect(view()).toMatchObject({ theme: 'dark', preference: 'system' });
    view().choose('light');
    expect(view()).toMatchObject({ theme: 'light', preference: 'light' });
    view().choose('sepia');
    expect(view()).toMatchObject({ theme: 'dark', preference: 'system' });
    system.emit(false);
    expect(view().theme).toBe('light');
    expect(sent).toEqual([
      { type: 'theme.choose', preference: 'light' },
      { type: 'theme.choose', preference: 'system' },
    ]);
  });
});
