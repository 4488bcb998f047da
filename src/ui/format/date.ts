import { dateFormat } from '../../i18n/intl-formatters.ts';

/** How a calendar date is written, by where it appears. */
const DATE_STYLES = {
  /** A day in a sentence: "November 30, 2026". */
  long: { dateStyle: 'long' },
  /** A day in a table or a chart's data table: "Nov 30, 2026". */
  medium: { dateStyle: 'medium' },
  /** A day of the recent past in a sentence: "November 30". */
  dayMonth: { month: 'long', day: 'numeric' },
  /** A day on a chart axis: "Nov 30". */
  dayMonthShort: { month: 'short', day: 'numeric' },
  /** A billing or report month: "November 2026". */
  month: { month: 'long', year: 'numeric' },
  /** A month on a chart axis: "Nov". */
  monthShort: { month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const calendarDay = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** A calendar date (no time) given as YYYY-MM-DD; formatted in UTC so it never shifts a day. */
export const formatDate = (isoDate: string, language: string | undefined, style: DateStyle = 'long') =>
  dateFormat(language, { timeZone: 'UTC', ...DATE_STYLES[style] }).format(calendarDay(isoDate));

/** The months from one to another (first days, YYYY-MM-DD), shortened as the language does: "May – October 2026". */
export const formatMonthRange = (fromIsoDate: string, toIsoDate: string, language: string | undefined) =>
  dateFormat(language, { timeZone: 'UTC', ...DATE_STYLES.month }).formatRange(calendarDay(fromIsoDate), calendarDay(toIsoDate));

/**
 * A moment (ISO timestamp): digits only, in the reader's order of day, month and year, 24-hour
 * time to the second, in UTC and saying so ("11/21/2026, 08:42:03 UTC", "21.11.2026, 08:42:03
 * UTC"), so every reader sees the same log. Digits only keep it a clean left-to-right island
 * in Hebrew: show it with dir="ltr".
 */
export const formatDateTime = (isoTimestamp: string, language: string | undefined) =>
  dateFormat(language, {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(isoTimestamp));
