import {
  BadgeCheck,
  CreditCard,
  Globe,
  MapPin,
  MessageCircle,
  RefreshCw,
  ShieldAlert,
  ShieldCheck,
  Smartphone,
  UserCheck,
  Video,
  Wifi,
  type LucideIcon,
} from 'lucide-react';

/**
 * The lucide icons industry content may name. Listing them keeps the bundle to the icons in use
 * (importing lucide's whole name table would pull in every icon).
 */
export const INDUSTRY_ICONS = {
  BadgeCheck,
  CreditCard,
  Globe,
  MapPin,
  MessageCircle,
  RefreshCw,
  ShieldAlert,
  ShieldCheck,
  Smartphone,
  UserCheck,
  Video,
  Wifi,
} as const satisfies Record<string, LucideIcon>;

export type IndustryIconName = keyof typeof INDUSTRY_ICONS;
