/**
 * Machines never hold sentences: they hold i18n keys ("namespace:path") and the values to
 * interpolate. A value may itself be a key, so "{{item}} is not yet available" can name a
 * translated item.
 */
export interface I18nText {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number | I18nText>>;
}

export const text = (key: string, values?: I18nText['values']): I18nText => (values === undefined ? { key } : { key, values });
