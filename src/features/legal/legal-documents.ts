/** The public legal documents and the dates they were last updated (SPEC §9). */
export const LEGAL_DOCUMENTS = {
  privacy: { namespace: 'privacy', updated: '2025-06-20' },
  terms: { namespace: 'terms', updated: '2025-06-17' },
  cookies: { namespace: 'cookies', updated: '2025-06-20' },
} as const;

export type LegalDocumentKey = keyof typeof LEGAL_DOCUMENTS;

/**
 * A document's body, as written in its locale file (`sections` of privacy.json, terms.json,
 * cookies.json). The structure is the same in every language; only the words differ.
 */
export type LegalBlock =
  | { readonly type: 'p'; readonly text: string }
  | { readonly type: 'list'; readonly items: readonly string[] }
  | {
      readonly type: 'table';
      readonly caption: string;
      readonly headers: readonly string[];
      readonly rows: readonly (readonly string[])[];
    }
  /** Outbound links; they open in a new tab with rel="noopener noreferrer". */
  | { readonly type: 'links'; readonly items: readonly { readonly label: string; readonly href: string }[] };

export interface LegalSection {
  /** Stable anchor, the same in every language (e.g. "data-retention"). */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function toBlock(value: unknown): LegalBlock | null {
  const block = record(value);
  if (!block) return null;
  switch (block.type) {
    case 'p':
      return isString(block.text) ? { type: 'p', text: block.text } : null;
    case 'list':
      return isStringArray(block.items) ? { type: 'list', items: block.items } : null;
    case 'table':
      return isString(block.caption) && isStringArray(block.headers) && Array.isArray(block.rows) && block.rows.every(isStringArray)
        ? { type: 'table', caption: block.caption, headers: block.headers, rows: block.rows }
        : null;
    case 'links': {
      if (!Array.isArray(block.items)) return null;
      const items = block.items.map(record).filter((item) => item !== null && isString(item.label) && isString(item.href));
      return { type: 'links', items: items.map((item) => ({ label: String(item?.label), href: String(item?.href) })) };
    }
    default:
      return null;
  }
}

/** Reads the sections of a locale file defensively: anything malformed is left out, never thrown. */
export function toLegalSections(value: unknown): LegalSection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const section = record(entry);
    if (!section || !isString(section.id) || !isString(section.title) || !Array.isArray(section.blocks)) return [];
    return [{ id: section.id, title: section.title, blocks: section.blocks.map(toBlock).filter((block) => block !== null) }];
  });
}
