import { numberFormat } from '../i18n/intl-formatters.ts';

/*
 * The JavaScript engine loads ICU's locale and number data the first time something asks for
 * it: several milliseconds each here, four times that on a slow phone. Ark asks for the text
 * direction and pages format figures while rendering. A worker asks first, off the main thread
 * (intl-warm-up.worker.ts, started by ./entry.ts); the intl steps of start-up (./steps.ts) ask
 * again, which costs nothing once the worker is done and otherwise keeps that cost out of a
 * render step.
 */

/** Locale data: what Ark's direction check (Intl.Locale#maximize) needs. */
export function warmUpLocale(language: string) {
  new Intl.Locale(language).maximize();
}

/** Number data, through the formatter cache the pages use (src/ui/format/number.ts's formatNumber). */
export function warmUpNumbers(language: string) {
  numberFormat(language).format(0);
}
