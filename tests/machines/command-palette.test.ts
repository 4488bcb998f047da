import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  commandPaletteMachine,
  parseRecentCommands,
  selectPaletteOpen,
  selectQuery,
  selectRecent,
  serializeRecentCommands,
  type CommandPaletteEvent,
} from '../../machines/command-palette/index.ts';
import { inspect } from './coverage.ts';

function start(recent: string[] = [], { fail = false } = {}) {
  const ran: string[] = [];
  const stored: (readonly string[])[] = [];
  const keys = { press: (): void => undefined };
  const actor = createActor(
    commandPaletteMachine.provide({
      actions: { storeRecent: (_, { recent: next }) => void stored.push(next) },
      actors: {
        watchShortcut: fromCallback<CommandPaletteEvent>(({ sendBack }) => {
          keys.press = () => sendBack({ type: 'palette.toggle' });
          return undefined;
        }),
        runCommand: fromPromise<void, { command: string }>(async ({ input }) => {
          ran.push(input.command);
          if (fail) throw new Error('navigation failed');
        }),
      },
    }),
    { input: { recent }, inspect },
  ).start();
  return { actor, ran, stored, keys };
}

describe('command palette machine', () => {
  it('opens and closes with the shortcut, empty each time', () => {
    const { actor, keys } = start();
    expect(selectPaletteOpen(actor.getSnapshot())).toBe(false);
    keys.press();
    expect(actor.getSnapshot().value).toEqual({ open: 'browsing' });
    actor.send({ type: 'palette.type', query: 'bil' });
    keys.press();
    expect(selectPaletteOpen(actor.getSnapshot())).toBe(false);
    keys.press();
    expect(selectQuery(actor.getSnapshot())).toBe('');
    actor.send({ type: 'palette.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('filters while something is typed, and browses again when it is cleared', () => {
    const { actor } = start();
    actor.send({ type: 'palette.toggle' });
    actor.send({ type: 'palette.type', query: 'dana' });
    expect(actor.getSnapshot().value).toEqual({ open: 'filtering' });
    expect(selectQuery(actor.getSnapshot())).toBe('dana');
    actor.send({ type: 'palette.type', query: '  ' });
    expect(actor.getSnapshot().value).toEqual({ open: 'browsing' });
  });

  it('runs the chosen command, puts it first among the recent ones, stores them and closes', async () => {
    const { actor, ran, stored } = start(['page:billing', 'user:usr_002']);
    actor.send({ type: 'palette.toggle' });
    actor.send({ type: 'palette.type', query: 'dana' });
    actor.send({ type: 'palette.run', command: 'user:usr_002' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(ran).toEqual(['user:usr_002']);
    expect(selectRecent(actor.getSnapshot())).toEqual(['user:usr_002', 'page:billing']);
    expect(stored).toEqual([['user:usr_002', 'page:billing']]);
  });

  it('closes even when a command fails', async () => {
    const { actor } = start([], { fail: true });
    actor.send({ type: 'palette.toggle' });
    actor.send({ type: 'palette.run', command: 'page:users' });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(selectRecent(actor.getSnapshot())).toEqual(['page:users']);
  });

  it('keeps at most five recent commands', () => {
    const { actor } = start(['a1', 'a2', 'a3', 'a4', 'a5']);
    actor.send({ type: 'palette.toggle' });
    actor.send({ type: 'palette.run', command: 'a6' });
    expect(selectRecent(actor.getSnapshot())).toEqual(['a6', 'a1', 'a2', 'a3', 'a4']);
  });

  it('reads only a well-formed stored list: a tampered one is no list, never a crash', () => {
    expect(parseRecentCommands(serializeRecentCommands(['page:users', 'user:usr_002']))).toEqual(['page:users', 'user:usr_002']);
    expect(parseRecentCommands('{"version":1,"recent":["page:users","page:users",3,"<img src=x>","theme:dark"]}')).toEqual([
      'page:users',
      'theme:dark',
    ]);
    for (const raw of [null, '', 'nope', '[]', '{"version":2,"recent":["page:users"]}', '{"version":1,"recent":"page:users"}'])
      expect(parseRecentCommands(raw)).toEqual([]);
  });
});
