import { numberFormat } from '../../i18n/intl-formatters.ts';

/** A response time in whole milliseconds, with the unit in the reader's language: "2,035 ms". */
export const formatLatency = (milliseconds: number, language: string | undefined) =>
  numberFormat(language, { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: 0 }).format(milliseconds);
