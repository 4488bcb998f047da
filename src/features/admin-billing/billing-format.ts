import { formatMoney } from '../../ui/format.ts';

/**
 * A price per call: at least two decimals like any amount, and up to four so $0.005 is shown
 * as is rather than rounded to $0.01.
 */
export const formatUnitPrice = (amount: number, language: string | undefined) =>
  formatMoney(amount, language, 'USD', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** Money on chart axes and cramped labels, to three figures: "$842", "$1.23K", "1,23 mil US$". */
export const formatCompactMoney = (amount: number, language: string | undefined) =>
  formatMoney(amount, language, 'USD', {
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
    maximumSignificantDigits: 3,
  });
