import { CreditCard, MapPin, MessageCircle, ShieldCheck, UserCheck, Wifi, type LucideIcon } from 'lucide-react';
import type homeTexts from '../../locales/en/home.json';

/** A solution family; its title, summary and items are texts at home:solutions.cards.<id>. */
export type SolutionId = keyof typeof homeTexts.solutions.cards;

/** Gradient tokens of src/theme/tokens.ts, one per family. */
export type SolutionGradient = 'authentication' | 'fraud' | 'location' | 'quality' | 'communication' | 'billing';

export interface Solution {
  readonly id: SolutionId;
  readonly icon: LucideIcon;
  readonly gradient: SolutionGradient;
}

/** The six API families (SPEC §2 Solution cards), in the order the home page shows them. */
export const SOLUTIONS: readonly Solution[] = [
  { id: 'authentication', icon: ShieldCheck, gradient: 'authentication' },
  { id: 'fraud', icon: UserCheck, gradient: 'fraud' },
  { id: 'location', icon: MapPin, gradient: 'location' },
  { id: 'quality', icon: Wifi, gradient: 'quality' },
  { id: 'communication', icon: MessageCircle, gradient: 'communication' },
  { id: 'billing', icon: CreditCard, gradient: 'billing' },
];
