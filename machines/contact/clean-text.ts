/**
 * The characters a contact request may not carry, checked by the form before it sends and by
 * the site's service (server/contact/body.ts) before it stores: control characters (C0, DEL,
 * C1; they drive terminals, logs and spreadsheets), the bidirectional overrides and isolates
 * that reorder what a reader sees (U+202A–U+202E, U+2066–U+2069), and lone surrogates (half
 * a character, which no encoder can write). Tabs count as control characters; line breaks
 * (\n, \r\n) are text in the message only. The
 * left-to-right and right-to-left marks stay allowed: Hebrew text uses them.
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LINE_BREAK = /[\r\n]/;

/** Whether `value` is safe to store: no unsafe character, and line breaks only when allowed. */
export function isCleanText(value: string, allowLineBreaks: boolean): boolean {
  if (UNSAFE.test(value)) return false;
  return allowLineBreaks || !LINE_BREAK.test(value);
}
