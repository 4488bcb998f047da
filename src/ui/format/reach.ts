import type { ReachStat } from '../../config/reach-stats.ts';
import { formatNumber } from './number.ts';

/** A reach figure as the reader's language writes it ("4.5", "4,5", "99,99 %"); names have none. */
export const formatReachValue = (stat: ReachStat, language: string | undefined) =>
  stat.value === undefined ? '' : formatNumber(stat.value, language, stat.format);
