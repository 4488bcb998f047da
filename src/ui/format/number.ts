import { numberFormat } from './cache.ts';

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
