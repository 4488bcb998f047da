import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../src/ui/format.ts';

// The formatters are cached; a cache keyed too loosely would answer in the first caller's
// language or options.
describe('formatting in the reader language', () => {
  it('keeps languages apart when the options are the same', () => {
    const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    expect(formatNumber(4.5, 'en', oneDecimal)).toBe('4.5');
    expect(formatNumber(4.5, 'pt', oneDecimal)).toBe('4,5');
    expect(formatNumber(4.5, 'es', oneDecimal)).toBe('4,5');
    expect(formatNumber(4.5, 'en', oneDecimal)).toBe('4.5');
  });

  it('keeps options apart within one language', () => {
    expect(formatNumber(0.9999, 'en', { style: 'percent', minimumFractionDigits: 2 })).toBe('99.99%');
    expect(formatNumber(0.9999, 'en')).toBe('1');
    expect(formatPercent(0.5, 'en', 0)).toBe('50%');
    expect(formatPercent(0.5, 'en')).toBe('50.00%');
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'en', 'EUR')).toBe('€1,234.50');
  });

  it('formats dates in the language asked for', () => {
    expect(formatDate('2026-03-01', 'en')).toBe('March 1, 2026');
    expect(formatDate('2026-03-01', 'es')).toBe('1 de marzo de 2026');
    expect(formatDate('2026-03-01', 'en', { dateStyle: 'medium' })).toBe('Mar 1, 2026');
  });
});
