import { numberFormat } from '../../i18n/intl-formatters.ts';

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
