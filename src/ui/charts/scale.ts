/**
 * Pure helpers for chart axes: a "nice" top for the value axis and evenly spaced ticks that
 * land on round numbers, so gridlines read as 0, 500, 1,000, 1,500 rather than 0, 281, 562…
 */

const NICE_TOPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10] as const;
const NICE_STEPS = [1, 2, 2.5, 5, 10] as const;

function roundUpTo(value: number, candidates: readonly number[]): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const fraction = value / magnitude;
  // A tiny tolerance keeps 1500 at 1500 instead of 2000 after floating-point division.
  const nice = candidates.find((candidate) => candidate >= fraction - 1e-9) ?? 10;
  return nice * magnitude;
}

/** The smallest round number at or above `value` (1402.9 → 1500, 14380 → 15000, 0 → 0). */
export const niceCeil = (value: number) => roundUpTo(value, NICE_TOPS);

export interface Axis {
  /** The value at the top (or far end) of the axis. */
  readonly max: number;
  /** Tick values from 0 to max inclusive. */
  readonly ticks: readonly number[];
}

/**
 * A value axis from 0 that covers `dataMax` and at least `minMax` (billing asks for a scale of
 * at least 1500), with about `targetTicks` intervals on round steps.
 */
export function valueAxis(dataMax: number, options: { minMax?: number; targetTicks?: number } = {}): Axis {
  const { minMax = 0, targetTicks = 4 } = options;
  const max = Math.max(minMax, niceCeil(dataMax));
  if (max <= 0) return { max: 1, ticks: [0, 1] };
  const step = stepFor(max, targetTicks);
  const count = Math.round(max / step);
  return { max, ticks: Array.from({ length: count + 1 }, (_, index) => index * step) };
}

/**
 * A round step (1, 2, 2.5 or 5 × 10ⁿ) that divides `max` into 2 to 8 intervals, as close to
 * `target` as possible, so the top tick is the axis maximum itself.
 */
function stepFor(max: number, target: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const candidates = [magnitude / 10, magnitude, magnitude * 10].flatMap((unit) => NICE_STEPS.map((factor) => factor * unit));
  let best: number | null = null;
  for (const step of candidates) {
    const intervals = max / step;
    if (Math.abs(intervals - Math.round(intervals)) > 1e-9 || intervals < 2 || intervals > 8) continue;
    if (best === null || Math.abs(intervals - target) < Math.abs(max / best - target)) best = step;
  }
  return best ?? max / target;
}

/**
 * A second value axis (e.g. spend beside calls) with the same number of intervals as the
 * first, so its ticks sit on the first axis's gridlines.
 */
export function alignedAxis(dataMax: number, intervals: number): Axis {
  const count = Math.max(1, intervals);
  // Finer steps than the main axis: this axis cannot pick its own tick count, so coarse steps
  // would leave the line squashed into the bottom half.
  const step = roundUpTo(dataMax / count, NICE_TOPS) || 1;
  return { max: step * count, ticks: Array.from({ length: count + 1 }, (_, index) => index * step) };
}

/** Shows every k-th category label so labels of about `labelWidth` px never overlap. */
export function labelStride(count: number, bandWidth: number, labelWidth: number): number {
  if (count <= 0 || bandWidth <= 0) return 1;
  return Math.max(1, Math.ceil(labelWidth / bandWidth));
}

/**
 * A rough width in px for a label in the chart's 12 px font, for layout before measuring.
 * Bidi marks and isolates take no room: "‏1,234.56 ‏$" is as wide as "$1,234.56".
 */
export const estimateTextWidth = (text: string, fontSize = 12) =>
  Math.ceil(text.replace(/[\u061c\u200e\u200f\u2066-\u2069]/g, '').length * fontSize * 0.6);

/**
 * Where a bar's value label goes: across the top of the bar when it fits the band; otherwise
 * it runs up inside the bar (white on the dark bar colour, 5.5:1), or up from the top of a bar
 * too short to hold it. The label is always the full value, in every language (the compact
 * form is for the axis only), so a bar reads the same as its row in the data table.
 */
export function placeValueLabel(full: string, band: number, barHeight: number) {
  if (estimateTextWidth(full) <= band - 2) return { text: full, where: 'across' } as const;
  if (estimateTextWidth(full) + 12 <= barHeight) return { text: full, where: 'inside' } as const;
  return { text: full, where: 'above' } as const;
}
