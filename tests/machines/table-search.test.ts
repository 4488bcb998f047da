import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { connectTableSearch, tableSearchMachine, type TableSearchEvent } from '../../machines/table-search/index.ts';
import { connected } from './connect.ts';
import { inspect } from './coverage.ts';

function start(value = '') {
  const clock = new SimulatedClock();
  const url = { value, updates: [] as string[], emit: (_value: string): void => undefined };
  const actor = createActor(
    tableSearchMachine.provide({
      actions: {
        updateUrl: (_, { value: next }) => {
          url.updates.push(next);
          url.value = next;
          // The router reports its own change back, as it does in the browser.
          url.emit(next);
        },
      },
      actors: {
        watchUrl: fromCallback<TableSearchEvent>(({ sendBack }) => {
          url.emit = (next) => sendBack({ type: 'search.urlChanged', value: next });
          return undefined;
        }),
      },
    }),
    { input: { value }, clock, inspect },
  ).start();
  const type = (text: string) => {
    for (let end = 1; end <= text.length; end += 1) actor.send({ type: 'search.type', value: text.slice(0, end) });
  };
  return { actor, clock, url, type };
}

describe('table search machine', () => {
  it('shows every key at once and puts the search in the URL once the keys pause, once', () => {
    const { actor, clock, url, type } = start();
    type('noa');
    expect(actor.getSnapshot().context.draft).toBe('noa');
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    clock.increment(200);
    type('noa ');
    clock.increment(200);
    expect(url.updates).toEqual([]);
    clock.increment(50);
    // Trimmed, as the URL holds it; the field keeps the space that was typed.
    expect(url.updates).toEqual(['noa']);
    expect(actor.getSnapshot().context.draft).toBe('noa ');
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('Enter applies at once: no later update of its own', () => {
    const { actor, clock, url, type } = start();
    type('dana');
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    clock.increment(1000);
    expect(url.updates).toEqual([]);
    // The form put "dana" in the URL: that is no news to the field.
    url.emit('dana');
    expect(actor.getSnapshot().context.draft).toBe('dana');
  });

  it('a change from elsewhere (Back, Clear filters) replaces the draft, even mid-typing', () => {
    const { actor, clock, url, type } = start('jose');
    expect(actor.getSnapshot().context.draft).toBe('jose');
    url.emit('');
    expect(actor.getSnapshot().context.draft).toBe('');
    type('mar');
    url.emit('priya');
    expect(actor.getSnapshot().context.draft).toBe('priya');
    expect(actor.getSnapshot().value).toBe('idle');
    clock.increment(1000);
    expect(url.updates).toEqual([]);
  });

  it('the URL catching up never takes keys typed since', () => {
    const { actor, clock, url, type } = start();
    type('mi');
    clock.increment(250);
    expect(url.updates).toEqual(['mi']);
    type('mic');
    // A late report of the committed value while typing goes on.
    url.emit('mi');
    expect(actor.getSnapshot().context.draft).toBe('mic');
    clock.increment(250);
    expect(url.updates).toEqual(['mi', 'mic']);
  });
});

describe('connectTableSearch (a table’s search field)', () => {
  it('shows what is typed; the machine puts a pause in typing in the URL, and Enter (the form applies it) ends the wait', () => {
    const { actor, clock, url } = start('dana');
    const { view, sent } = connected(actor, connectTableSearch);
    expect(view().draft).toBe('dana');
    view().type('jose');
    expect(view().draft).toBe('jose');
    clock.increment(1000);
    expect(url.updates).toEqual(['jose']);
    view().type('joseph');
    view().submit();
    clock.increment(1000);
    expect(url.updates).toEqual(['jose']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toEqual([{ type: 'search.type', value: 'jose' }, { type: 'search.type', value: 'joseph' }, { type: 'search.submit' }]);
  });
});
