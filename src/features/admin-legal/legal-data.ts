/** The condensed Terms shown in the console (SPEC §2 Legal Documents, §9: dated June 17, 2025). */
export const TERMS_UPDATED = '2025-06-17';

/** Section order; each section's words are in adminLegal.json under terms.sections.<key>. */
export const TERMS_SECTIONS = ['introduction', 'communications', 'accounts', 'intellectualProperty', 'termination'] as const;
