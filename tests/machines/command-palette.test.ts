import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  commandPaletteMachine,
  connectCommandPalette,
  parseRecentCommands,
  serializeRecentCommands,
  type CommandPaletteEvent,
  type HoldKeysInput,
} from '../../machines/command-palette/index.ts';
import { connectPaletteList, type PaletteEntry } from '../../machines/command-palette/command-palette.list.connect.ts';
import { connected, noSend } from './connect.ts';
import { inspect } from './coverage.ts';

function start(recent: string[] = [], { fail = false } = {}) {
  const ran: string[] = [];
  const stored: (readonly string[])[] = [];
  const keys = { press: (): void => undefined };
  // The keys typed before the field has focus, as the live adapter holds them; and whether the
  // code was fetched ahead.
  const held = { type: (_key: string): void => undefined, watching: false, query: (): string => '' };
  const preloaded = { count: 0 };
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
        holdKeys: fromCallback<CommandPaletteEvent, HoldKeysInput>(({ sendBack, input }) => {
          held.watching = true;
          held.query = input.query;
          held.type = (key) => sendBack({ type: 'palette.key', key });
          return () => {
            held.watching = false;
          };
        }),
        preload: fromPromise<void>(async () => {
          preloaded.count += 1;
        }),
      },
    }),
    { input: { recent }, inspect },
  ).start();
  return { actor, ran, stored, keys, held, preloaded };
}

describe('command palette machine', () => {
  it('opens and closes with the shortcut, empty each time', () => {
    const { actor, keys } = start();
    expect(connectCommandPalette(actor.getSnapshot(), noSend).open).toBe(false);
    keys.press();
    expect(actor.getSnapshot().value).toEqual({ open: 'browsing' });
    actor.send({ type: 'palette.type', query: 'bil' });
    keys.press();
    expect(connectCommandPalette(actor.getSnapshot(), noSend).open).toBe(false);
    keys.press();
    expect(actor.getSnapshot().context.query).toBe('');
    actor.send({ type: 'palette.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('keeps every key typed before its field has focus: characters go on the query, Backspace takes one off', () => {
    const { actor, keys, held } = start();
    expect(held.watching).toBe(false);
    keys.press();
    expect(held.watching).toBe(true);
    for (const key of 'theme dark') held.type(key);
    expect(actor.getSnapshot().context.query).toBe('theme dark');
    // The holder reads the query as it is now, to let the field take keys only once it shows it.
    expect(held.query()).toBe('theme dark');
    expect(actor.getSnapshot().value).toEqual({ open: 'filtering' });
    held.type('Backspace');
    expect(actor.getSnapshot().context.query).toBe('theme dar');
    // Taken back to nothing (a space is nothing to filter by), it browses again.
    actor.send({ type: 'palette.type', query: 't' });
    held.type('Backspace');
    expect(actor.getSnapshot().value).toEqual({ open: 'browsing' });
    held.type(' ');
    expect(actor.getSnapshot().value).toEqual({ open: 'browsing' });
    keys.press();
    expect(held.watching).toBe(false);
  });

  it('fetches its code once, when the console starts, before anyone asks for it', async () => {
    const { preloaded, keys } = start();
    await new Promise((done) => setTimeout(done, 0));
    expect(preloaded.count).toBe(1);
    keys.press();
    keys.press();
    expect(preloaded.count).toBe(1);
  });

  it('filters while something is typed, and browses again when it is cleared', () => {
    const { actor } = start();
    actor.send({ type: 'palette.toggle' });
    actor.send({ type: 'palette.type', query: 'dana' });
    expect(actor.getSnapshot().value).toEqual({ open: 'filtering' });
    expect(actor.getSnapshot().context.query).toBe('dana');
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
    expect(actor.getSnapshot().context.recent).toEqual(['user:usr_002', 'page:billing']);
    expect(stored).toEqual([['user:usr_002', 'page:billing']]);
  });

  it('closes even when a command fails', async () => {
    const { actor } = start([], { fail: true });
    actor.send({ type: 'palette.toggle' });
    actor.send({ type: 'palette.run', command: 'page:users' });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(actor.getSnapshot().context.recent).toEqual(['page:users']);
  });

  it('keeps at most five recent commands', () => {
    const { actor } = start(['a1', 'a2', 'a3', 'a4', 'a5']);
    actor.send({ type: 'palette.toggle' });
    actor.send({ type: 'palette.run', command: 'a6' });
    expect(actor.getSnapshot().context.recent).toEqual(['a6', 'a1', 'a2', 'a3', 'a4']);
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

describe('command palette connects: its button, and the list with match-sorter', () => {
  type Group = 'pages' | 'actions';
  const ITEMS: readonly PaletteEntry<Group>[] = [
    { value: 'page:/admin', label: 'Dashboard', group: 'pages', keywords: [] },
    { value: 'page:/admin/billing', label: 'Billing', group: 'pages', keywords: ['invoices'] },
    { value: 'theme:dark', label: 'Dark theme', group: 'actions', keywords: [] },
  ];
  const GROUPS: readonly Group[] = ['pages', 'actions'];

  it('the button opens it; with nothing typed: the recent commands, then each group without them', () => {
    const { actor } = start(['theme:dark']);
    const button = connected(actor, connectCommandPalette);
    expect(button.view().open).toBe(false);
    button.view().toggle();
    expect(button.sent).toEqual([{ type: 'palette.toggle' }]);
    const view = connected(actor, connectPaletteList, ITEMS, GROUPS).view();
    expect(view.open).toBe(true);
    expect(view.sections.map((section) => [section.group, section.items.map((item) => item.label)])).toEqual([
      ['recent', ['Dark theme']],
      ['pages', ['Dashboard', 'Billing']],
    ]);
    expect(view.shown.map((item) => item.label)).toEqual(['Dark theme', 'Dashboard', 'Billing']);
  });

  it('once something is typed: the matches by label or keyword, or nothing; running one, closing', async () => {
    const { actor, ran } = start([]);
    actor.send({ type: 'palette.toggle' });
    const { view, sent } = connected(actor, connectPaletteList, ITEMS, GROUPS);
    view().type('invoic');
    expect(view()).toMatchObject({ query: 'invoic', sections: [{ group: 'results' }] });
    expect(view().shown.map((item) => item.label)).toEqual(['Billing']);
    view().type('zzz');
    expect(view().sections).toEqual([]);
    view().run('page:/admin/billing');
    await waitFor(actor, (snapshot) => !snapshot.hasTag('open'));
    expect(ran).toEqual(['page:/admin/billing']);
    actor.send({ type: 'palette.toggle' });
    view().close();
    expect(view().open).toBe(false);
    expect(sent).toEqual([
      { type: 'palette.type', query: 'invoic' },
      { type: 'palette.type', query: 'zzz' },
      { type: 'palette.run', command: 'page:/admin/billing' },
      { type: 'palette.close' },
    ]);
  });
});
