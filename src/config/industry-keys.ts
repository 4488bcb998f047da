/** The five industry pages, in menu order (SPEC §2). Their content lives beside this file. */
export const INDUSTRY_KEYS = ['banking', 'fintech', 'retail', 'logistics', 'security'] as const;
export type IndustryKey = (typeof INDUSTRY_KEYS)[number];

export const isIndustryKey = (value: unknown): value is IndustryKey =>
  typeof value === 'string' && (INDUSTRY_KEYS as readonly string[]).includes(value);
