import type { TFunction } from 'i18next';
import type { I18nText } from '../../../machines/shared/text.ts';

/**
 * Renders an I18nText from a machine. Its key was checked where it was made (text() accepts
 * only keys of the English texts); here it is a plain string, so t() is called untyped.
 */
export function translate(t: TFunction, text: I18nText): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) {
    values[name] = typeof value === 'object' ? translate(t, value) : value;
  }
  return (t as unknown as (key: string, options: Record<string, unknown>) => string)(text.key, values);
}
