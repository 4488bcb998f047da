import { BadgeCheck, Globe, Headset, RadioTower, Activity, Users, type LucideIcon } from 'lucide-react';
import type homeTexts from '../locales/en/home.json';

export type ReachStatId = keyof typeof homeTexts.reach.stats;

export interface ReachStat {
  readonly id: ReachStatId;
  readonly icon: LucideIcon;
  /** A figure, formatted in the reader's language (src/ui/format/reach.ts), then placed in the text's {{value}}. */
  readonly value?: number;
  readonly format?: Intl.NumberFormatOptions;
}

/** The global-reach figures of SPEC §1. "24/7" and "ISO 27001" are names, not numbers. */
export const REACH_STATS: readonly ReachStat[] = [
  { id: 'operators', icon: RadioTower, value: 200 },
  { id: 'countries', icon: Globe, value: 120 },
  { id: 'subscribers', icon: Users, value: 4.5, format: { minimumFractionDigits: 1, maximumFractionDigits: 1 } },
  { id: 'sla', icon: Activity, value: 0.9999, format: { style: 'percent', minimumFractionDigits: 2 } },
  { id: 'support', icon: Headset },
  { id: 'iso', icon: BadgeCheck },
];
