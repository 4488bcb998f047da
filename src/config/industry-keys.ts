/**
 * The five industry pages, in menu order (SPEC §2): the header, the footer, the home page and
 * the routes read them; each page's content lives in src/features/industries.
 */
export const INDUSTRY_KEYS = ['banking', 'fintech', 'retail', 'logistics', 'security'] as const;
export type IndustryKey = (typeof INDUSTRY_KEYS)[number];

export const isIndustryKey = (value: unknown): value is IndustryKey =>
  typeof value === 'string' && (INDUSTRY_KEYS as readonly string[]).includes(value);
