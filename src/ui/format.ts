/**
 * Numbers, money and dates in the reader's language. Always pass i18n.resolvedLanguage so
 * Hebrew readers get Hebrew month names and Portuguese readers get "R$"-style grouping rules
 * (the currency itself stays what the data says).
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

export const formatNumber = (value: number, language: string | undefined, options?: Intl.NumberFormatOptions) =>
  numberFormat(language, options).format(value);

/** Money with exactly two decimals unless the caller asks otherwise (SPEC: USD, two decimals). */
export const formatMoney = (amount: number, language: string | undefined, currency = 'USD', options?: Intl.NumberFormatOptions) =>
  numberFormat(language, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2, ...options }).format(amount);

export const formatPercent = (value: number, language: string | undefined, fractionDigits = 2) =>
  numberFormat(language, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);

/** A calendar date (no time) given as YYYY-MM-DD; formatted in UTC so it never shifts a day. */
export const formatDate = (isoDate: string, language: string | undefined, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) =>
  dateFormat(language, { timeZone: 'UTC', ...options }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

/** A moment (ISO timestamp), shown with date and time in UTC so every reader sees the same log. */
export const formatDateTime = (isoTimestamp: string, language: string | undefined) =>
  dateFormat(language, { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(isoTimestamp));
