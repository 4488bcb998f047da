/**
 * Machines never hold sentences: they hold i18n keys ("namespace:path") and the values to
 * interpolate. A value may itself be a key, so "{{item}} is not yet available" can name a
 * translated item.
 */
export interface I18nText {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number | I18nText>>;
}

/**
 * The English texts by namespace. Machines import nothing from src/, so src/i18n/i18next.d.ts
 * fills this in (module augmentation), as it does i18next's own CustomTypeOptions.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members are declared in src/i18n/i18next.d.ts
export interface TextResources {}

/** The dotted paths of an object's string leaves. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends readonly unknown[] ? never : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

type Namespace = Extract<keyof TextResources, string>;
/** Every text that exists in English, as "namespace:path": text() accepts nothing else. */
export type TextKey = { [N in Namespace]: `${N}:${Leaves<TextResources[N]>}` }[Namespace];

type ParentOf<Key, Leaf extends string> = Key extends `${infer Parent}.${Leaf}` ? Parent : never;
/** The keys that have a given text beneath them: 'users:toast.exported' for 'title'. */
export type TextKeyWith<Leaf extends string> = ParentOf<TextKey, Leaf>;

export const text = (key: TextKey, values?: I18nText['values']): I18nText => (values === undefined ? { key } : { key, values });
