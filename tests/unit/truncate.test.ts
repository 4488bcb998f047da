import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ELLIPSIS,
  HERO_DESCRIPTION_LIMIT,
  META_DESCRIPTION_LIMIT,
  graphemeLength,
  graphemes,
  truncateText,
} from '../../src/features/industries/truncate.ts';

const RUNS = { numRuns: 2000 };

/** Any text: whole graphemes (emoji, accents, flags), raw code units, and word-like prose. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc
    .array(
      fc.oneof(
        fc.constantFrom('bank', 'fraude', 'הונאה', 'verificação', 'SIM', '👩‍💻', '🇮🇱', 'é', 'ñ', 'שָׁלוֹם', '—', ',', '(x)'),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
      ),
      { maxLength: 60 },
    )
    .chain((words) => fc.constantFrom(' ', '  ', '\n', '\u00a0').map((space) => words.join(space))),
);
const anyLimit = fc.integer({ min: 0, max: 180 });

/** The text without its ellipsis, when it was cut. */
const body = (result: string) => result.slice(0, -ELLIPSIS.length);

describe('truncateText', () => {
  it('keeps the limits the spec gives', () => {
    expect(HERO_DESCRIPTION_LIMIT).toBe(120);
    expect(META_DESCRIPTION_LIMIT).toBe(155);
  });

  it('returns text that fits unchanged', () => {
    expect(truncateText('Short and sweet.', 120)).toBe('Short and sweet.');
    expect(truncateText('', 0)).toBe('');
    expect(truncateText('exactly10!', 10)).toBe('exactly10!');
  });

  it('cuts long text at a word boundary and adds an ellipsis', () => {
    expect(truncateText('Verify every login with the network itself', 20)).toBe('Verify every login…');
  });

  it('cuts mid-word when the last word boundary is too far back', () => {
    expect(truncateText('Supercalifragilistic expialidocious', 12)).toBe('Supercalifra…');
  });

  it('never leaves a space or a dangling comma or dash before the ellipsis', () => {
    expect(truncateText('One, two, three, four', 9)).toBe('One, two…');
    expect(truncateText('Banks — and fintechs', 7)).toBe('Banks…');
    expect(truncateText('word     more', 8)).toBe('word…');
  });

  it('counts an emoji sequence, a flag or an accented letter as one character', () => {
    expect(truncateText('👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦', 2)).toBe('👩‍👩‍👧‍👦👩‍👩‍👧‍👦…');
    expect(truncateText('🇮🇱🇧🇷🇪🇸🇺🇸', 3)).toBe('🇮🇱🇧🇷🇪🇸…');
    // "e" + combining acute accent stays whole.
    expect(truncateText('cafe\u0301s', 4)).toBe('cafe\u0301…');
    expect(graphemeLength('cafe\u0301')).toBe(4);
  });

  it('handles Hebrew with vowel points: a letter and its points are one character', () => {
    const text = 'שָׁלוֹם עוֹלָם וּמַה שְּׁלוֹמְכֶם';
    expect(graphemeLength('שָׁלוֹם')).toBe(4);
    expect(truncateText(text, 9)).toBe('שָׁלוֹם עוֹלָם…');
    expect(truncateText(text, 7)).toBe('שָׁלוֹם עוֹ…');
  });

  it('treats a negative or fractional limit as a whole number of characters', () => {
    expect(truncateText('abc', -3)).toBe(ELLIPSIS);
    expect(truncateText('abcdef', 2.9)).toBe('ab…');
  });

  describe('properties', () => {
    it('is the identity when the text fits', () => {
      fc.assert(
        fc.property(anyText, fc.nat(50), (text, extra) => {
          expect(truncateText(text, graphemeLength(text) + extra)).toBe(text);
        }),
        RUNS,
      );
    });

    it('is never longer than the limit plus the ellipsis', () => {
      fc.assert(
        fc.property(anyText, anyLimit, (text, limit) => {
          const result = truncateText(text, limit);
          if (result === text) return;
          expect(result.endsWith(ELLIPSIS)).toBe(true);
          expect(graphemeLength(body(result))).toBeLessThanOrEqual(limit);
          expect(graphemeLength(result)).toBeLessThanOrEqual(limit + 1);
        }),
        RUNS,
      );
    });

    it('never splits a grapheme: what is kept is whole graphemes from the start of the text', () => {
      fc.assert(
        fc.property(anyText, anyLimit, (text, limit) => {
          const result = truncateText(text, limit);
          if (result === text) return;
          const kept = graphemes(body(result));
          expect(kept).toEqual(graphemes(text).slice(0, kept.length));
        }),
        RUNS,
      );
    });

    it('never leaves whitespace before the ellipsis', () => {
      fc.assert(
        fc.property(anyText, anyLimit, (text, limit) => {
          const result = truncateText(text, limit);
          if (result === text) return;
          expect(body(result)).not.toMatch(/\s$/u);
        }),
        RUNS,
      );
    });

    it('only cuts text that is too long', () => {
      fc.assert(
        fc.property(anyText, anyLimit, (text, limit) => {
          expect(truncateText(text, limit) === text).toBe(graphemeLength(text) <= limit);
        }),
        RUNS,
      );
    });
  });
});
