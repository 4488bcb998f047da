import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  parseSampleLanguage,
  sampleLanguageMachine,
  type SampleLanguage,
  type SampleLanguageEvent,
} from '../../machines/sample-language/index.ts';
import { connectSampleLanguage } from '../../machines/sample-language/sample-language.connect.ts';
import { connected } from './connect.ts';
import { inspect } from './coverage.ts';

/** The flow over a fake storage: `stored` is what the browser kept; `report` delays the read when false. */
function start(stored: SampleLanguage | null, { reportAtOnce = true } = {}) {
  const kept: SampleLanguage[] = [];
  const reader = { report: () => undefined as void };
  const actor = createActor(
    sampleLanguageMachine.provide({
      actions: { storeLanguage: (_, { language }) => void kept.push(language) },
      actors: {
        readStoredLanguage: fromCallback<SampleLanguageEvent>(({ sendBack }) => {
          reader.report = () => sendBack({ type: 'sampleLanguage.stored', language: stored });
          if (reportAtOnce) reader.report();
        }),
      },
    }),
    { inspect },
  ).start();
  const { view, sent } = connected(actor, connectSampleLanguage);
  const shown = () => view().language;
  return { actor, kept, reader, shown, view, sent };
}

describe('the samples’ language', () => {
  it('shows curl when nothing was kept, and stores nothing by starting', () => {
    const { actor, kept, shown } = start(null);
    expect(actor.getSnapshot().value).toBe('showing');
    expect(shown()).toBe('curl');
    expect(kept).toEqual([]);
  });

  it('shows the language kept from an earlier page', () => {
    const { shown, kept } = start('go');
    expect(shown()).toBe('go');
    expect(kept).toEqual([]);
  });

  it('a tab picked in any sample is shown in all and kept; the next pick replaces it', () => {
    const { kept, shown, view, sent } = start('python');
    view().choose('ruby');
    expect(shown()).toBe('ruby');
    view().choose('csharp');
    expect(shown()).toBe('csharp');
    expect(sent).toEqual([
      { type: 'sampleLanguage.choose', language: 'ruby' },
      { type: 'sampleLanguage.choose', language: 'csharp' },
    ]);
    expect(kept).toEqual(['ruby', 'csharp']);
  });

  it('a tab picked before the kept choice is read wins over it', () => {
    const { actor, kept, reader, shown } = start('java', { reportAtOnce: false });
    expect(actor.getSnapshot().value).toBe('reading');
    expect(shown()).toBe('curl');
    actor.send({ type: 'sampleLanguage.choose', language: 'php' });
    // The read is over once a pick is made; a late report changes nothing.
    reader.report();
    expect(shown()).toBe('php');
    expect(kept).toEqual(['php']);
  });

  it('only a known language counts as kept', () => {
    expect(parseSampleLanguage('go')).toBe('go');
    for (const raw of [null, '', 'GO', 'typescript', '{"x":1}', 42, undefined]) expect(parseSampleLanguage(raw)).toBeNull();
  });
});
