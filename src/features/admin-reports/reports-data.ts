import { spendHistory } from '../../mock/billing-data.ts';
import { monthStart } from '../../mock/billing-dates.ts';
import { DEMO_NOW } from '../../mock/demo-clock.ts';

/**
 * Report figures, hard-coded and consistent with billing: the months are billing's six (the
 * six before the current one, see src/mock/demo-clock.ts), the monthly spend is the billing
 * history, and each breakdown adds up to the newest month's 80,190 calls.
 */

export const REPORT_TABS = ['total', 'country', 'operator', 'useCase'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export interface UsageMonth {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  readonly calls: number;
  readonly spend: number;
}

const MONTHLY_CALLS = [54_620, 59_340, 69_180, 75_910, 84_770, 80_190] as const;

/** API calls per month over billing's six months, oldest first, beside the spend of the same months. */
export const monthlyUsage = (now: Date): UsageMonth[] =>
  spendHistory(now).map(({ year, month, amount }, index) => ({ year, month, calls: MONTHLY_CALLS[index] ?? 0, spend: amount }));

/** The month the breakdowns cover: the newest of the six (first day, YYYY-MM-DD). */
export function breakdownMonth(now: Date): string {
  const newest = spendHistory(now).at(-1);
  return newest ? monthStart(newest.year, newest.month) : '';
}

export const MONTHLY_USAGE: readonly UsageMonth[] = monthlyUsage(DEMO_NOW);
export const BREAKDOWN_MONTH = breakdownMonth(DEMO_NOW);

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
