/**
 * The monthly cost estimate on /apis: calls per month typed per API, times its price per
 * call. Pure, so every rule is tested without a page (tests/unit/estimate.test.ts).
 */

/** What one field holds: nothing yet, a number of calls, or text that is not one. */
export type CallsEntry = { readonly kind: 'empty' } | { readonly kind: 'calls'; readonly calls: number } | { readonly kind: 'invalid' };

/** More calls than this in a month is a typo, not a plan. */
export const MAX_CALLS = 999_999_999_999;

const separators = new Map<string, { group: string; decimal: string }>();
function separatorsOf(language: string) {
  let found = separators.get(language);
  if (!found) {
    const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
    found = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separators.set(language, found);
  }
  return found;
}

/**
 * A whole number of calls as the reader writes it in their language: "25000", "25,000" in
 * English and Hebrew, "25.000" in Spanish and Portuguese, spaces anywhere. A decimal, a sign
 * or a letter makes it invalid; so does a number over MAX_CALLS.
 */
export function parseCalls(raw: string, language: string): CallsEntry {
  const { group, decimal } = separatorsOf(language);
  const compact = raw.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { kind: 'empty' };
  const digits = compact.split(group).join('');
  if (digits.includes(decimal) || !/^\d+$/.test(digits)) return { kind: 'invalid' };
  const calls = Number(digits);
  return calls <= MAX_CALLS ? { kind: 'calls', calls } : { kind: 'invalid' };
}

/** The cost of the entered calls in USD, to the cent; empty and invalid fields count as none. */
export function estimateTotal(lines: readonly { readonly entry: CallsEntry; readonly costPerCall: number }[]): number {
  const cents = lines.reduce((sum, { entry, costPerCall }) => sum + (entry.kind === 'calls' ? entry.calls * costPerCall * 100 : 0), 0);
  return Math.round(cents) / 100;
}
