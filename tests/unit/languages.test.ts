import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLanguage, LANGUAGES, toLanguage } from '../../src/i18n/languages.ts';

describe('toLanguage (what a detector or i18nextLng in storage says)', () => {
  it.each([
    ['en', 'en'],
    ['es-MX', 'es'],
    ['pt_BR', 'pt'],
    ['HE', 'he'],
    ['iw', 'he'],
    ['  es  ', 'es'],
  ])('reads %j as %s', (raw, expected) => {
    expect(toLanguage(raw)).toBe(expected);
  });

  it.each([[''], ['fr'], ['english'], ['{"lng":"he"}'], ['null'], ['e n']])('gives up on %j so the next source is asked', (raw) => {
    expect(toLanguage(raw)).toBeUndefined();
  });

  it('never throws, and only ever answers one of the four languages', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (raw) => {
        const language = toLanguage(raw);
        return language === undefined || isLanguage(language);
      }),
      { numRuns: 2000 },
    );
  });

  it('finds the language in any region-tagged form of a supported code', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.stringMatching(/^[A-Za-z0-9]{0,8}$/),
        fc.constantFrom('-', '_'),
        (language, region, separator) => {
          const tag = region ? `${language.toUpperCase()}${separator}${region}` : language;
          return toLanguage(tag) === language;
        },
      ),
      { numRuns: 1000 },
    );
  });
});
