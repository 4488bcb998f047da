// The one rule for writing untrusted text (a visitor's, a webhook receiver's, a client's header)
// where a person reads it: a terminal, the service's log, `npm run leads`. Nothing it returns
// can drive a terminal or reorder what is shown around it.

/**
 * Characters a terminal (or a reader) would act on rather than show: C0 and C1 controls, DEL,
 * direction marks, overrides and isolates, line and paragraph separators, lone surrogates.
 * Each is written as a visible escape, \u{1b}.
 */
const INTERPRETED =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const escapeChar = (char: string) => `\\u{${char.charCodeAt(0).toString(16)}}`;

/** `value` with every interpreted character escaped; line breaks too unless `keepLineBreaks`. */
export function terminalSafe(value: string, keepLineBreaks = false): string {
  const text = keepLineBreaks ? value.replaceAll('\r\n', '\n') : value;
  return text.replace(INTERPRETED, (char) => (keepLineBreaks && char === '\n' ? char : escapeChar(char)));
}
