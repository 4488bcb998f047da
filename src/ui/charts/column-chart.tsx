import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import {
  axisLine,
  axisTitleText,
  ChartFrame,
  gridLine,
  tickText,
  toneFill,
  toneStroke,
  valueText,
  valueTextInverse,
  type ChartTexts,
  type LegendItem,
} from './chart-frame.tsx';
import { anchors, fromStart, isolate, useIsRtl } from './direction.ts';
import { alignedAxis, estimateTextWidth, labelStride, placeValueLabel, valueAxis } from './scale.ts';

export interface ChartSeries {
  /** Legend entry and table column header. */
  readonly label: string;
  /** Title over the series' value axis; defaults to `label`. */
  readonly axisTitle?: string;
  readonly values: readonly number[];
  /** The exact value, for the table, tooltips and value labels. */
  readonly format: (value: number) => string;
  /** A short form for axis ticks and for value labels that would not fit in full. */
  readonly compactFormat?: (value: number) => string;
}

export interface ChartCategory {
  /** Full name, used in the table and tooltips ("March 2025"). */
  readonly label: string;
  /** Axis label ("Mar"). */
  readonly shortLabel: string;
}

interface ColumnChartProps extends ChartTexts {
  readonly categories: readonly ChartCategory[];
  /** Header of the table's first column and title of the category axis. */
  readonly categoryTitle: string;
  readonly bars: ChartSeries;
  /** An optional second series drawn as a line against its own axis on the end side. */
  readonly line?: ChartSeries;
  /** The value axis reaches at least this far (billing: 1500). */
  readonly minMax?: number;
  /** Writes each bar's value above it. */
  readonly valueLabels?: boolean;
  readonly titleLevel?: 2 | 3;
  readonly actions?: ReactNode;
  readonly height?: number;
}

const TOP = 30;

const BOTTOM = 46;

/** Vertical bars over categories (months, days), optionally with a line series on a second axis. */
export function ColumnChart({
  categories,
  categoryTitle,
  bars,
  line,
  minMax,
  valueLabels = false,
  height = 280,
  ...frame
}: ColumnChartProps) {
  const rtl = useIsRtl();
  const anchor = anchors(rtl);
  const bidi = isolate(rtl);
  const count = categories.length;
  const barAxis = valueAxis(Math.max(0, ...bars.values), { ...(minMax !== undefined ? { minMax } : {}), targetTicks: 4 });
  const lineAxis = line ? alignedAxis(Math.max(0, ...line.values), barAxis.ticks.length - 1) : null;
  const barTick = bars.compactFormat ?? bars.format;
  const lineTick = line ? (line.compactFormat ?? line.format) : null;

  const legend: LegendItem[] | undefined = line
    ? [
        { label: bars.label, kind: 'bar', tone: 'series1' },
        { label: line.label, kind: 'line', tone: 'series2' },
      ]
    : undefined;
  const table = {
    headers: [categoryTitle, bars.label, ...(line ? [line.label] : [])],
    rows: categories.map((category, index) => [
      category.label,
      bars.format(bars.values[index] ?? 0),
      ...(line ? [line.format(line.values[index] ?? 0)] : []),
    ]),
  };

  return (
    <ChartFrame {...frame} height={height} legend={legend} table={table}>
      {(width) => {
        const x = fromStart(rtl, width);
        const startGutter = Math.max(...barAxis.ticks.map((tick) => estimateTextWidth(barTick(tick)))) + 10;
        const endGutter = lineAxis && lineTick ? Math.max(...lineAxis.ticks.map((tick) => estimateTextWidth(lineTick(tick)))) + 10 : 8;
        const plotWidth = Math.max(40, width - startGutter - endGutter);
        const plotHeight = height - TOP - BOTTOM;
        const band = plotWidth / Math.max(1, count);
        const barWidth = Math.min(band * 0.62, 48);
        const centre = (index: number) => startGutter + band * (index + 0.5);
        const yBar = (value: number) => TOP + plotHeight * (1 - value / barAxis.max);
        const yLine = (value: number) => TOP + plotHeight * (1 - value / (lineAxis?.max ?? 1));
        const stride = labelStride(count, band, Math.max(...categories.map((category) => estimateTextWidth(category.shortLabel))) + 10);
        const baseline = yBar(0);

        return (
          <>
            <text x={x(0)} y={12} textAnchor={anchor.start} className={axisTitleText}>
              {bidi(bars.axisTitle ?? bars.label)}
            </text>
            {line ? (
              <text x={x(width)} y={12} textAnchor={anchor.end} className={axisTitleText}>
                {bidi(line.axisTitle ?? line.label)}
              </text>
            ) : null}

            {barAxis.ticks.map((tick, index) => (
              <g key={tick}>
                <line x1={x(startGutter)} x2={x(startGutter + plotWidth)} y1={yBar(tick)} y2={yBar(tick)} className={gridLine} />
                <text x={x(startGutter - 6)} y={yBar(tick) + 4} textAnchor={anchor.end} className={tickText}>
                  {bidi(barTick(tick))}
                </text>
                {lineAxis && lineTick ? (
                  <text x={x(startGutter + plotWidth + 6)} y={yBar(tick) + 4} textAnchor={anchor.start} className={tickText}>
                    {bidi(lineTick(lineAxis.ticks[index] ?? 0))}
                  </text>
                ) : null}
              </g>
            ))}

            {bars.values.map((value, index) => {
              const category = categories[index];
              if (!category) return null;
              const top = yBar(value);
              const full = bars.format(value);
              const barHeight = Math.max(0, baseline - top);
              const placement = placeValueLabel(full, band, barHeight);
              const labelY = placement.where === 'inside' ? top + 6 : top - 6;
              return (
                <g key={category.label}>
                  <rect x={x(centre(index)) - barWidth / 2} y={top} width={barWidth} height={barHeight} rx={3} className={toneFill.series1}>
                    <title>{`${category.label}: ${full}`}</title>
                  </rect>
                  {valueLabels ? (
                    <text
                      x={x(centre(index))}
                      y={labelY}
                      textAnchor={placement.where === 'across' ? 'middle' : placement.where === 'inside' ? 'end' : 'start'}
                      dominantBaseline={placement.where === 'across' ? 'auto' : 'central'}
                      transform={placement.where === 'across' ? undefined : `rotate(-90 ${String(x(centre(index)))} ${String(labelY)})`}
                      className={placement.where === 'inside' ? valueTextInverse : valueText}
                      data-testid="bar-value"
                    >
                      {bidi(placement.text)}
                    </text>
                  ) : null}
                </g>
              );
            })}

            <line x1={x(startGutter)} x2={x(startGutter + plotWidth)} y1={baseline} y2={baseline} className={axisLine} />

            {line ? (
              <g>
                <path
                  d={line.values
                    .map((value, index) => `${index === 0 ? 'M' : 'L'}${String(x(centre(index)))},${String(yLine(value))}`)
                    .join(' ')}
                  fill="none"
                  strokeWidth={2.5}
                  strokeLinejoin="round"
                  className={toneStroke.series2}
                />
                {line.values.map((value, index) => (
                  <circle
                    key={categories[index]?.label ?? index}
                    cx={x(centre(index))}
                    cy={yLine(value)}
                    r={count > 16 ? 2.5 : 4}
                    className={`${toneFill.series2} ${css({ stroke: 'bg' })}`}
                    strokeWidth={1}
                  >
                    <title>{`${categories[index]?.label ?? ''}: ${line.format(value)}`}</title>
                  </circle>
                ))}
              </g>
            ) : null}

            {categories.map((category, index) =>
              (count - 1 - index) % stride === 0 ? (
                <text key={category.label} x={x(centre(index))} y={baseline + 18} textAnchor="middle" className={tickText}>
                  {bidi(category.shortLabel)}
                </text>
              ) : null,
            )}
            <text x={x(startGutter + plotWidth / 2)} y={height - 4} textAnchor="middle" className={axisTitleText}>
              {bidi(categoryTitle)}
            </text>
          </>
        );
      }}
    </ChartFrame>
  );
}
