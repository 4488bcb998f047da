import { CreditCard, MapPin, MessageCircle, ShieldCheck, UserCheck, Wifi, type LucideIcon } from 'lucide-react';
import type { ApiSlug } from '../../config/api-slugs.ts';
import type homeTexts from '../../locales/en/home.json';

/** A solution family; its title, summary and items are texts at home:solutions.cards.<id>. */
export type SolutionId = keyof typeof homeTexts.solutions.cards;

/** Gradient tokens of src/theme/tokens.ts, one per family. */
export type SolutionGradient = 'authentication' | 'fraud' | 'location' | 'quality' | 'communication' | 'billing';

export interface Solution {
  readonly id: SolutionId;
  readonly icon: LucideIcon;
  readonly gradient: SolutionGradient;
  /** The API pages the card links to (PRODUCT, 2026-11-27); none for carrier billing. */
  readonly apis: readonly ApiSlug[];
}

/** The six API families (SPEC §2 Solution cards), in the order the home page shows them. */
export const SOLUTIONS: readonly Solution[] = [
  { id: 'authentication', icon: ShieldCheck, gradient: 'authentication', apis: ['number-verification'] },
  { id: 'fraud', icon: UserCheck, gradient: 'fraud', apis: ['sim-swap', 'device-status'] },
  { id: 'location', icon: MapPin, gradient: 'location', apis: ['device-location'] },
  { id: 'quality', icon: Wifi, gradient: 'quality', apis: ['quality-on-demand'] },
  { id: 'communication', icon: MessageCircle, gradient: 'communication', apis: ['otp-sms'] },
  { id: 'billing', icon: CreditCard, gradient: 'billing', apis: [] },
];
