/**
 * Every number, amount, date and moment the app shows, in the reader's language: one
 * formatter per kind of value, the same rule in every language and on every page, one module
 * per kind in this folder (so the start-up bundle carries only numbers), all built through the
 * formatter cache of src/i18n/intl-formatters.ts (which the start-up warms up). Always
 * pass i18n.resolvedLanguage so Hebrew readers get Hebrew month names and Portuguese readers
 * get "R$"-style grouping rules (the currency itself stays what the data says).
 *
 * | kind        | function (module)                  | en                          |
 * |-------------|------------------------------------|-----------------------------|
 * | number      | formatNumber (number.ts)           | 80,190                      |
 * | axis number | formatCompactNumber (number.ts)    | 80.2K                       |
 * | percent     | formatPercent, formatChange (n.)   | 0.42%, +6.3%                |
 * | money       | formatMoney (money.ts)             | $1,234.56                   |
 * | price/call  | formatUnitPrice (money.ts)         | $0.005, $0.03               |
 * | axis money  | formatCompactMoney (money.ts)      | $1.5K                       |
 * | latency     | formatLatency (latency.ts)         | 2,035 ms                    |
 * | date        | formatDate (date.ts), one style    | November 30, 2026           |
 * | month range | formatMonthRange (date.ts)         | May – October 2026          |
 * | date-time   | formatDateTime (date.ts)           | 11/21/2026, 08:42:03 UTC    |
 */
import { numberFormat } from '../../i18n/intl-formatters.ts';

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
