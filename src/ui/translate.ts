import type { TFunction } from 'i18next';
import type { I18nText } from '../../machines/shared/text.ts';

/**
 * Renders an I18nText from a machine. Keys come from machines as plain strings, so they are
 * checked by a test over the locale files rather than by the type of t().
 */
export function translate(t: TFunction, text: I18nText): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) {
    values[name] = typeof value === 'object' ? translate(t, value) : value;
  }
  return (t as unknown as (key: string, options: Record<string, unknown>) => string)(text.key, values);
}
