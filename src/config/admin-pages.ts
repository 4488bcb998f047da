import { BarChart3, Building2, CreditCard, FileText, LayoutDashboard, ScrollText, ShieldCheck, Users, type LucideIcon } from 'lucide-react';

/** The console's pages in sidebar order (SPEC §2 Admin area). */
export const ADMIN_PAGES = [
  { key: 'dashboard', to: '/admin', icon: LayoutDashboard },
  { key: 'company', to: '/admin/company', icon: Building2 },
  { key: 'billing', to: '/admin/billing', icon: CreditCard },
  { key: 'users', to: '/admin/users', icon: Users },
  { key: 'reports', to: '/admin/reports', icon: BarChart3 },
  { key: 'logs', to: '/admin/logs', icon: ScrollText },
  { key: 'loginSettings', to: '/admin/login-settings', icon: ShieldCheck },
  { key: 'legal', to: '/admin/legal', icon: FileText },
] as const satisfies readonly { key: string; to: string; icon: LucideIcon }[];

export type AdminPageKey = (typeof ADMIN_PAGES)[number]['key'];
