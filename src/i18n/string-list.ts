/** A list of paragraphs from a locale file (`returnObjects`); anything that is not a string is left out. */
export const toStringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
