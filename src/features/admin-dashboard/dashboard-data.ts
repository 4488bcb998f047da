import type { ApiSlug } from '../../config/api-slugs.ts';
/** The dashboard's figures (SPEC §2 Dashboard): hard-coded, consistent with the billing page. */

export interface Trend {
  /** The last 24 hours. */
  readonly value: number;
  /** The 24 hours before that. */
  readonly previous: number;
}

export const TRENDS = {
  apiCalls: { value: 2912, previous: 2740 },
  spend: { value: 44.87, previous: 46.35 },
} as const satisfies Record<string, Trend>;

export const COUNTERS = {
  activeUsers: 1248,
  openTickets: 3,
  /** Share of calls that ended in an error over the last 24 hours. */
  errorRate: 0.0042,
} as const;

/** Relative change from the previous period (0.063 = +6.3 %). */
export const change = ({ value, previous }: Trend) => (previous === 0 ? 0 : (value - previous) / previous);

/** API calls per day over the last 30 days, oldest first; the last entry is the last 24 hours. */
export const DAILY_CALLS: readonly number[] = [
  2637, 2589, 2724, 2593, 2720, 2244, 2190, 2749, 2641, 2754, 2672, 2689, 2324, 2420, 2733, 2770, 2889, 2986, 2900, 2386, 2524, 2792, 3024,
  2882, 2854, 2858, 2434, 2560, 2740, 2912,
];

/** Spend per day in USD over the same 30 days. */
export const DAILY_SPEND: readonly number[] = [
  41.15, 39.52, 42.17, 38.59, 40.47, 33.79, 34.26, 42.15, 40.12, 42.77, 41.05, 40.81, 36.68, 37.92, 41.29, 42.98, 44.65, 47.44, 45.55,
  36.17, 40.42, 41.74, 46.33, 45.36, 42.79, 44.04, 36.15, 40.01, 46.35, 44.87,
];

/** Calls per API over the same 30 days (they add up to the daily series). */
export const USAGE_BY_API: readonly { readonly key: ApiSlug; readonly calls: number }[] = [
  { key: 'number-verification', calls: 32450 },
  { key: 'otp-sms', calls: 21980 },
  { key: 'sim-swap', calls: 13420 },
  { key: 'device-status', calls: 7130 },
  { key: 'device-location', calls: 4250 },
  { key: 'quality-on-demand', calls: 960 },
];

/** The `count` calendar days (UTC, YYYY-MM-DD) ending with the day `now` falls in, oldest first. */
export function recentDays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, index) => new Date(today - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}
