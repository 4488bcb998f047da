/**
 * Intl's formatters, kept per language and options, so a table of a hundred rows builds one
 * rather than a hundred: building is the slow part (the first on a page takes ~10 ms here,
 * four times that on a throttled phone), formatting with one is not. The formatters of
 * src/ui/format build through it, and the start-up warms it up (src/start-up/intl-warm-up.ts).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  language: string | undefined,
  options: object,
  create: () => F,
): F {
  const key = `${kind}|${language ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}
export const numberFormat = (language: string | undefined, options: Intl.NumberFormatOptions = {}) =>
  cached('n', language, options, () => new Intl.NumberFormat(language, options));
export const dateFormat = (language: string | undefined, options: Intl.DateTimeFormatOptions) =>
  cached('d', language, options, () => new Intl.DateTimeFormat(language, options));
