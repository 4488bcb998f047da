/**
 * The console's demo data is fixed, but dated relative to today, so the console never
 * contradicts itself (PRODUCT.md, decisions of 2026-11-25): the invoices are the six months
 * before the current one, the spend chart and the reports cover the same months, and the logs
 * fall within the last days.
 *
 * Each data module builds its records with a pure function of `now` (tests pin it), and
 * exports them built from DEMO_NOW: the moment the console's data was first loaded, read
 * once, so every page of a session agrees with every other one.
 */
export const DEMO_NOW: Date = new Date();

/** A calendar month; `month` is 1–12. */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

/** The `count` calendar months (UTC) before the month `now` falls in, oldest first. */
export function monthsBefore(now: Date, count: number): YearMonth[] {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const serial = current - count + index;
    return { year: Math.floor(serial / 12), month: (serial % 12) + 1 };
  });
}

export interface Ago {
  readonly days?: number;
  readonly hours?: number;
  readonly minutes?: number;
  readonly seconds?: number;
}

/**
 * The ISO timestamp (UTC, whole seconds, "2026-11-25T08:42:03Z") that lies `ago` before the
 * minute `now` falls in: whole minutes keep a page's times still while it is open.
 */
export function before(now: Date, { days = 0, hours = 0, minutes = 0, seconds = 0 }: Ago): string {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const offset = ((days * 24 + hours) * 60 + minutes) * 60_000 + seconds * 1000;
  return new Date(minute - offset).toISOString().replace('.000Z', 'Z');
}
