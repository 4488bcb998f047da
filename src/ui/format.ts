/**
 * Every number, amount, date and moment the app shows, in the reader's language: one
 * formatter per kind of value, the same rule in every language and on every page. Always
 * pass i18n.resolvedLanguage so Hebrew readers get Hebrew month names and Portuguese readers
 * get "R$"-style grouping rules (the currency itself stays what the data says).
 *
 * | kind        | function                           | en                          |
 * |-------------|------------------------------------|-----------------------------|
 * | number      | formatNumber                       | 80,190                      |
 * | axis number | formatCompactNumber                | 80.2K                       |
 * | percent     | formatPercent, formatChange        | 0.42%, +6.3%                |
 * | money       | formatMoney                        | $1,234.56                   |
 * | price/call  | formatUnitPrice                    | $0.005, $0.03               |
 * | axis money  | formatCompactMoney                 | $1.5K                       |
 * | latency     | formatLatency                      | 2,035 ms                    |
 * | date        | formatDate (a style per place)     | November 30, 2026           |
 * | month range | formatMonthRange                   | May – October 2026          |
 * | date-time   | formatDateTime                     | 11/21/2026, 08:42:03 UTC    |
 *
 * Formatters are kept per language and options, so a table of a hundred rows builds one
 * rather than a hundred: building is the slow part (the first on a page takes ~10 ms here,
 * four times that on a throttled phone), formatting with one is not.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  language: string | undefined,
  options: object,
  create: () => F,
): F {
  const key = `${kind}|${language ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}
const numberFormat = (language: string | undefined, options: Intl.NumberFormatOptions = {}) =>
  cached('n', language, options, () => new Intl.NumberFormat(language, options));
const dateFormat = (language: string | undefined, options: Intl.DateTimeFormatOptions) =>
  cached('d', language, options, () => new Intl.DateTimeFormat(language, options));

/** A count or figure with the language's grouping ("80,190", "80.190"). */
export const formatNumber = (value: number, language: string | undefined, options?: Intl.NumberFormatOptions) =>
  numberFormat(language, options).format(value);

/** A count on a chart axis or in a cramped label, to one decimal: "80.2K", "80,2 mil". */
export const formatCompactNumber = (value: number, language: string | undefined) =>
  numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);

export const formatPercent = (value: number, language: string | undefined, fractionDigits = 2) =>
  numberFormat(language, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);

/** A relative change, always signed, to one decimal: "+6.3%", "-3.2%". */
export const formatChange = (value: number, language: string | undefined) =>
  numberFormat(language, { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** Money with exactly two decimals (SPEC: USD, two decimals), wherever an amount is shown in full. */
export const formatMoney = (amount: number, language: string | undefined, currency = 'USD') =>
  numberFormat(language, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

/**
 * A price or cost per call: at least two decimals like any amount, and up to four so $0.005 is
 * shown as is rather than rounded to $0.01. The marketplace's prices and the logs' costs alike.
 */
export const formatUnitPrice = (amount: number, language: string | undefined) =>
  numberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(amount);

/**
 * Money on chart axes only, to three figures: "$842", "$1.5K", "1,5 mil US$". Values on bars,
 * in summaries and in tables are full amounts (formatMoney), in every language.
 */
export const formatCompactMoney = (amount: number, language: string | undefined) =>
  numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
    maximumSignificantDigits: 3,
  }).format(amount);

/** A response time in whole milliseconds, with the unit in the reader's language: "2,035 ms". */
export const formatLatency = (milliseconds: number, language: string | undefined) =>
  numberFormat(language, { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: 0 }).format(milliseconds);

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
