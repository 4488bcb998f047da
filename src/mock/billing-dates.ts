/**
 * Billing dates are calendar dates (YYYY-MM-DD) worked out in UTC, so every reader sees the
 * same due date whatever their time zone, and formatDate (also UTC) never shifts it a day.
 */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Days in a month (1–12) of a year, leap years included (Feb 2024 → 29, Feb 2100 → 28). */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The payment due date: the last day of the month `now` falls in, in UTC (SPEC §2 Billing). */
export function paymentDueDate(now: Date): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(daysInMonth(year, month))}`;
}

/** The first day of a billing month, for formatting it ("June 2025"). */
export const monthStart = (year: number, month: number) => `${pad(year, 4)}-${pad(month)}-01`;
