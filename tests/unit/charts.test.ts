import { describe, expect, it } from 'vitest';
import { alignedAxis, niceCeil, valueAxis } from '../../src/ui/charts/scale.ts';
import { estimateTextWidth, labelStride, placeValueLabel } from '../../src/ui/charts/scale.ts';
import { formatMoney } from '../../src/ui/format/money.ts';

describe('chart scales', () => {
  it('rounds the top of an axis up to a round number', () => {
    expect(niceCeil(1402.9)).toBe(1500);
    expect(niceCeil(1500)).toBe(1500);
    expect(niceCeil(1501)).toBe(2000);
    expect(niceCeil(3024)).toBe(4000);
    expect(niceCeil(84_770)).toBe(100_000);
    expect(niceCeil(0.047)).toBeCloseTo(0.05);
    expect(niceCeil(0)).toBe(0);
  });

  it('gives billing a scale of at least 1500 whatever the data', () => {
    expect(valueAxis(1309.8, { minMax: 1500 })).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
    expect(valueAxis(200, { minMax: 1500 }).max).toBe(1500);
    expect(valueAxis(2400, { minMax: 1500 })).toEqual({ max: 2500, ticks: [0, 500, 1000, 1500, 2000, 2500] });
  });

  it('places ticks on round steps from zero', () => {
    expect(valueAxis(3024).ticks).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(valueAxis(32_450).ticks).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
    expect(valueAxis(0)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it('aligns a second axis with the first one’s gridlines', () => {
    const axis = alignedAxis(47.44, 4);
    expect(axis.ticks).toHaveLength(5);
    expect(axis.max).toBeGreaterThanOrEqual(47.44);
    expect(axis).toEqual({ max: 60, ticks: [0, 15, 30, 45, 60] });
  });

  it('thins category labels that would overlap', () => {
    expect(labelStride(30, 10, 40)).toBe(4);
    expect(labelStride(6, 80, 40)).toBe(1);
  });
});

describe('bar value labels', () => {
  const LANGUAGES = ['en', 'es', 'he', 'pt'];

  it('measure an amount the same in Hebrew as in English: bidi marks take no room', () => {
    const hebrew = formatMoney(1234.56, 'he');
    expect(hebrew).toMatch(/[\u200e\u200f]/);
    expect(estimateTextWidth(hebrew)).toBe(estimateTextWidth(hebrew.replace(/[\u200e\u200f]/g, '')));
    // "1,234.56 $" has one character more than "$1,234.56": its space.
    expect(estimateTextWidth(hebrew) - estimateTextWidth(formatMoney(1234.56, 'en'))).toBeLessThanOrEqual(estimateTextWidth(' '));
  });

  it.each(LANGUAGES)('%s: always show the full amount, wherever it fits', (language) => {
    const full = formatMoney(1234.56, language);
    const width = estimateTextWidth(full);
    // A wide band, a tall bar, a short bar in a narrow band: the text never changes.
    expect(placeValueLabel(full, width + 10, 200)).toEqual({ text: full, where: 'across' });
    expect(placeValueLabel(full, 20, width + 20)).toEqual({ text: full, where: 'inside' });
    expect(placeValueLabel(full, 20, 10)).toEqual({ text: full, where: 'above' });
  });

  it('fit across a band in Hebrew that holds English with a character to spare', () => {
    const band = estimateTextWidth(formatMoney(1234.56, 'en')) + estimateTextWidth(' ') + 2;
    expect(placeValueLabel(formatMoney(1234.56, 'en'), band, 10).where).toBe('across');
    expect(placeValueLabel(formatMoney(1234.56, 'he'), band, 10).where).toBe('across');
  });
});
