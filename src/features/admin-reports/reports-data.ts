import { SPEND_HISTORY } from '../admin-billing/billing-data.ts';

/**
 * Report figures, hard-coded and consistent with billing: the monthly spend is the billing
 * history, and each breakdown adds up to June's 80,190 calls.
 */

export const REPORT_TABS = ['total', 'country', 'operator', 'useCase'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** API calls per month, January to June 2025, beside the spend of the same months. */
export const MONTHLY_USAGE = [54_620, 59_340, 69_180, 75_910, 84_770, 80_190].map((calls, index) => {
  const month = SPEND_HISTORY[index];
  return { year: month?.year ?? 2025, month: month?.month ?? index + 1, calls, spend: month?.amount ?? 0 };
});

/** The month the breakdowns cover (first day, YYYY-MM-DD). */
export const BREAKDOWN_MONTH = '2025-06-01';

/** Calls by the country of the number, as ISO 3166 region codes (names come from Intl). */
export const BY_COUNTRY = [
  { code: 'US', calls: 24_310 },
  { code: 'BR', calls: 15_870 },
  { code: 'MX', calls: 11_240 },
  { code: 'ES', calls: 9_860 },
  { code: 'IL', calls: 7_420 },
  { code: 'GB', calls: 6_130 },
  { code: 'DE', calls: 5_360 },
] as const;

export const BY_OPERATOR = [
  { key: 'bluepeak', calls: 33_420 },
  { key: 'solvane', calls: 27_650 },
  { key: 'northwind', calls: 19_120 },
] as const;

export const BY_USE_CASE = [
  { key: 'signIn', calls: 30_880 },
  { key: 'accountTakeover', calls: 18_740 },
  { key: 'onboarding', calls: 14_260 },
  { key: 'payments', calls: 11_060 },
  { key: 'delivery', calls: 4_290 },
  { key: 'video', calls: 960 },
] as const;
