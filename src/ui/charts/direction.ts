import { useTranslation } from 'react-i18next';

/**
 * Charts follow the reading direction: in Hebrew the category (time) axis runs right to left
 * and the value axis sits on the right, as a Hebrew reader scans. Numbers stay left-to-right.
 */
export function useIsRtl() {
  const { i18n } = useTranslation();
  return i18n.dir(i18n.resolvedLanguage ?? i18n.language) === 'rtl';
}

/** Maps an x measured from the start (reading) edge to a physical x in the SVG. */
export const fromStart = (rtl: boolean, width: number) => (x: number) => (rtl ? width - x : x);

/** Text anchors for "towards the start" and "towards the end" in the current direction. */
export const anchors = (rtl: boolean) => (rtl ? ({ start: 'end', end: 'start' } as const) : ({ start: 'start', end: 'end' } as const));

/**
 * SVG text here is laid out left to right so anchors stay physical. In Hebrew each label is
 * wrapped in a right-to-left isolate (RLI … PDI) so mixed words like "קריאות API" and
 * currency like "‏60 $" read as they do in the page around the chart; digits stay LTR.
 */
export const isolate = (rtl: boolean) => (label: string) => (rtl ? `\u2067${label}\u2069` : label);
