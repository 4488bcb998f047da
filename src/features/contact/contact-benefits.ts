import { Globe, Headset, type LucideIcon, Plug, ShieldCheck } from 'lucide-react';

/** The four reasons in the "why choose us" card (SPEC §2), words by key in contact.json. */
export const BENEFITS: readonly { readonly key: 'reach' | 'security' | 'integration' | 'support'; readonly icon: LucideIcon }[] = [
  { key: 'reach', icon: Globe },
  { key: 'security', icon: ShieldCheck },
  { key: 'integration', icon: Plug },
  { key: 'support', icon: Headset },
];
