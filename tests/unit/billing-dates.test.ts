import { describe, expect, it } from 'vitest';
import { daysInMonth, monthStart, paymentDueDate } from '../../src/mock/billing-dates.ts';
import { formatDate } from '../../src/ui/format/date.ts';
import { formatCompactMoney, formatMoney, formatUnitPrice } from '../../src/ui/format/money.ts';

// Intl puts no-break spaces and bidi marks around Hebrew and Iberian currency; compare the words.
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f]/g, '');

const NORMAL_YEAR = ['01-31', '02-28', '03-31', '04-30', '05-31', '06-30', '07-31', '08-31', '09-30', '10-31', '11-30', '12-31'];
const LEAP_YEAR = NORMAL_YEAR.map((day) => (day === '02-28' ? '02-29' : day));

describe('paymentDueDate: the last day of the current month, in UTC', () => {
  it.each(NORMAL_YEAR.map((last, index) => [index + 1, last] as const))('2025 month %i is due on 2025-%s', (month, last) => {
    for (const day of [1, 15, Number(last.slice(3))]) {
      expect(paymentDueDate(new Date(Date.UTC(2025, month - 1, day, 12)))).toBe(`2025-${last}`);
    }
  });

  it.each(LEAP_YEAR.map((last, index) => [index + 1, last] as const))('2024 (leap) month %i is due on 2024-%s', (month, last) => {
    expect(paymentDueDate(new Date(Date.UTC(2024, month - 1, 10)))).toBe(`2024-${last}`);
  });

  it('follows the Gregorian century rules for February', () => {
    expect(paymentDueDate(new Date(Date.UTC(2000, 1, 1)))).toBe('2000-02-29');
    expect(paymentDueDate(new Date(Date.UTC(2100, 1, 1)))).toBe('2100-02-28');
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
  });

  it('turns over at the year end exactly at midnight UTC', () => {
    expect(paymentDueDate(new Date('2025-12-31T23:59:59.999Z'))).toBe('2025-12-31');
    expect(paymentDueDate(new Date('2026-01-01T00:00:00.000Z'))).toBe('2026-01-31');
    expect(paymentDueDate(new Date('2024-12-01T00:00:00.000Z'))).toBe('2024-12-31');
  });

  it('uses UTC, not the local time zone of the moment given', () => {
    // 31 January, 23:30 in New York is already 1 February in UTC.
    expect(paymentDueDate(new Date('2025-01-31T23:30:00-05:00'))).toBe('2025-02-28');
    // 1 March, 01:00 in Tel Aviv is still 29 February in UTC.
    expect(paymentDueDate(new Date('2024-03-01T01:00:00+02:00'))).toBe('2024-02-29');
  });

  it('names a billing month by its first day', () => {
    expect(monthStart(2025, 6)).toBe('2025-06-01');
    expect(monthStart(2025, 12)).toBe('2025-12-01');
  });
});

describe('due dates formatted in each language', () => {
  it.each([
    ['en', 'February 29, 2024', 'December 31, 2025'],
    ['es', '29 de febrero de 2024', '31 de diciembre de 2025'],
    ['he', '29 בפברואר 2024', '31 בדצמבר 2025'],
    ['pt', '29 de fevereiro de 2024', '31 de dezembro de 2025'],
  ])('%s', (language, leapDay, yearEnd) => {
    expect(formatDate(paymentDueDate(new Date(Date.UTC(2024, 1, 3))), language)).toBe(leapDay);
    expect(formatDate(paymentDueDate(new Date(Date.UTC(2025, 11, 31, 23))), language)).toBe(yearEnd);
  });
});

describe('money in each language', () => {
  it.each([
    ['en', '$1,234.56', '$0.005', '$0.01', '$0.05', '$1.23K'],
    ['es', '1234,56 US$', '0,005 US$', '0,01 US$', '0,05 US$', '1,23 mil US$'],
    ['he', '1,234.56 $', '0.005 $', '0.01 $', '0.05 $', '1.23K $'],
    ['pt', 'US$ 1.234,56', 'US$ 0,005', 'US$ 0,01', 'US$ 0,05', 'US$ 1,23 mil'],
  ])('%s: amounts in USD with two decimals, prices per call in full', (language, due, verify, location, qod, compact) => {
    expect(plain(formatMoney(1234.56, language))).toBe(due);
    expect(plain(formatMoney(842.1, language))).toMatch(/842[.,]10/);
    expect(plain(formatUnitPrice(0.005, language))).toBe(verify);
    expect(plain(formatUnitPrice(0.01, language))).toBe(location);
    expect(plain(formatUnitPrice(0.05, language))).toBe(qod);
    expect(plain(formatCompactMoney(1234.56, language))).toBe(compact);
  });

  it('never rounds a price per call away', () => {
    for (const price of [0.005, 0.008, 0.02, 0.03]) {
      expect(plain(formatUnitPrice(price, 'en'))).toBe(`$${String(price)}`);
    }
  });
});
