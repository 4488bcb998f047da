import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthRange } from '../../src/ui/format/date.ts';
import { formatLatency } from '../../src/ui/format/latency.ts';
import { formatCompactMoney, formatMoney, formatUnitPrice } from '../../src/ui/format/money.ts';
import { formatChange, formatCompactNumber, formatNumber, formatPercent } from '../../src/ui/format/number.ts';

// Intl puts no-break spaces and bidi marks around Hebrew and Iberian figures; compare the words.
const plain = (value: string) => value.replace(/[\u00a0\u2009\u202f]/g, ' ').replace(/[\u200e\u200f]/g, '');

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
});

// One formatter per kind of value, the same rule in every language.
describe.each([
  {
    language: 'en',
    number: '80,190',
    compactNumber: '80.2K',
    percent: '0.42%',
    changes: ['+6.3%', '-3.2%'],
    money: '$1,234.56',
    unitPrices: ['$0.005', '$0.03', '$0.00'],
    axisMoney: ['$1.5K', '$842'],
    latency: '2,035 ms',
    dates: ['November 30, 2026', 'Nov 30, 2026', 'November 3', 'Nov 3', 'October 2026', 'Oct'],
    ranges: ['May – October 2026', 'August 2026 – January 2027'],
    dateTime: '11/25/2026, 08:42:03 UTC',
  },
  {
    language: 'es',
    number: '80.190',
    compactNumber: '80,2 mil',
    percent: '0,42 %',
    changes: ['+6,3 %', '-3,2 %'],
    money: '1234,56 US$',
    unitPrices: ['0,005 US$', '0,03 US$', '0,00 US$'],
    axisMoney: ['1,5 mil US$', '842 US$'],
    latency: '2035 ms',
    dates: ['30 de noviembre de 2026', '30 nov 2026', '3 de noviembre', '3 nov', 'octubre de 2026', 'oct'],
    ranges: ['mayo–octubre de 2026', 'agosto de 2026 – enero de 2027'],
    dateTime: '25/11/2026, 08:42:03 UTC',
  },
  {
    language: 'he',
    number: '80,190',
    compactNumber: '80.2K',
    percent: '0.42%',
    changes: ['+6.3%', '-3.2%'],
    money: '1,234.56 $',
    unitPrices: ['0.005 $', '0.03 $', '0.00 $'],
    axisMoney: ['1.5K $', '842 $'],
    latency: '2,035 ms',
    dates: ['30 בנובמבר 2026', '30 בנוב׳ 2026', '3 בנובמבר', '3 בנוב׳', 'אוקטובר 2026', 'אוק׳'],
    ranges: ['מאי–אוקטובר 2026', 'אוגוסט 2026–ינואר 2027'],
    dateTime: '25.11.2026, 08:42:03 UTC',
  },
  {
    language: 'pt',
    number: '80.190',
    compactNumber: '80,2 mil',
    percent: '0,42%',
    changes: ['+6,3%', '-3,2%'],
    money: 'US$ 1.234,56',
    unitPrices: ['US$ 0,005', 'US$ 0,03', 'US$ 0,00'],
    axisMoney: ['US$ 1,5 mil', 'US$ 842'],
    latency: '2.035 ms',
    dates: ['30 de novembro de 2026', '30 de nov. de 2026', '3 de novembro', '3 de nov.', 'outubro de 2026', 'out.'],
    ranges: ['maio – outubro de 2026', 'agosto de 2026 – janeiro de 2027'],
    dateTime: '25/11/2026, 08:42:03 UTC',
  },
])('$language', (expected) => {
  const { language } = expected;

  it('numbers: grouped in full, compact on axes, percentages and signed changes', () => {
    expect(plain(formatNumber(80_190, language))).toBe(expected.number);
    expect(plain(formatCompactNumber(80_190, language))).toBe(expected.compactNumber);
    expect(plain(formatPercent(0.0042, language))).toBe(expected.percent);
    expect([formatChange(0.0628, language), formatChange(-0.032, language)].map(plain)).toEqual(expected.changes);
    expect(plain(formatChange(0, language))).toBe(plain(formatChange(0, language)).replace(/[+-]/, ''));
  });

  it('money: two decimals in full; prices per call never rounded away; three figures on axes only', () => {
    expect(plain(formatMoney(1234.56, language))).toBe(expected.money);
    expect([0.005, 0.03, 0].map((price) => plain(formatUnitPrice(price, language)))).toEqual(expected.unitPrices);
    expect([1500, 842.1].map((amount) => plain(formatCompactMoney(amount, language)))).toEqual(expected.axisMoney);
  });

  it('latency: whole milliseconds with the unit', () => {
    expect(plain(formatLatency(2035, language))).toBe(expected.latency);
    expect(plain(formatLatency(95.6, language))).toBe(expected.latency.replace(/^[\d.,]+/, '96'));
  });

  it('dates: one style per place, never shifted a day by the time zone', () => {
    expect(
      [
        formatDate('2026-11-30', language),
        formatDate('2026-11-30', language, 'medium'),
        formatDate('2026-11-03', language, 'dayMonth'),
        formatDate('2026-11-03', language, 'dayMonthShort'),
        formatDate('2026-10-01', language, 'month'),
        formatDate('2026-10-01', language, 'monthShort'),
      ].map(plain),
    ).toEqual(expected.dates);
    // A timestamp late in the day is still that day.
    expect(formatDate('2026-11-30T23:59:59Z', language)).toBe(formatDate('2026-11-30', language));
    expect(
      [formatMonthRange('2026-05-01', '2026-10-01', language), formatMonthRange('2026-08-01', '2027-01-01', language)].map(plain),
    ).toEqual(expected.ranges);
  });

  it('date-times: digits, 24-hour time to the second, in UTC and saying so', () => {
    expect(plain(formatDateTime('2026-11-25T08:42:03Z', language))).toBe(expected.dateTime);
    // The same moment written with an offset is the same UTC time.
    expect(formatDateTime('2026-11-25T10:42:03+02:00', language)).toBe(formatDateTime('2026-11-25T08:42:03Z', language));
    expect(plain(formatDateTime('2026-11-25T23:05:09Z', language))).toContain('23:05:09 UTC');
  });
});
