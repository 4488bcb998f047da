import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { axisLine, axisTitleText, ChartFrame, gridLine, tickText, toneFill, valueText, type ChartTexts } from './chart-frame.tsx';
import { anchors, fromStart, isolate, useIsRtl } from './direction.ts';
import { estimateTextWidth, valueAxis } from './scale.ts';

export interface BarListItem {
  readonly key: string;
  readonly label: string;
  readonly value: number;
}

interface BarListChartProps extends ChartTexts {
  readonly items: readonly BarListItem[];
  readonly format: (value: number) => string;
  /** Short form for the axis ticks. */
  readonly compactFormat?: (value: number) => string;
  /** Table headers: the item column and the value column (also the value axis title). */
  readonly categoryTitle: string;
  readonly valueTitle: string;
  readonly titleLevel?: 2 | 3;
  readonly actions?: ReactNode;
}

const TOP = 4;
const ROW = 46;
const BOTTOM = 42;
const labelText = css({ fill: 'fg', fontSize: 'sm' });

/**
 * Horizontal bars, one per item, each labelled above its bar so long names in any language
 * never squeeze the plot; bars grow from the start (reading) edge.
 */
export function BarListChart({ items, format, compactFormat, categoryTitle, valueTitle, ...frame }: BarListChartProps) {
  const rtl = useIsRtl();
  const anchor = anchors(rtl);
  const bidi = isolate(rtl);
  const axis = valueAxis(Math.max(0, ...items.map((item) => item.value)), { targetTicks: 4 });
  const tick = compactFormat ?? format;
  const height = TOP + items.length * ROW + BOTTOM;
  const table = { headers: [categoryTitle, valueTitle], rows: items.map((item) => [item.label, format(item.value)]) };

  return (
    <ChartFrame {...frame} height={height} table={table}>
      {(width) => {
        const x = fromStart(rtl, width);
        const startPad = 2;
        const endGutter = Math.max(...items.map((item) => estimateTextWidth(format(item.value)))) + 12;
        const plotWidth = Math.max(40, width - startPad - endGutter);
        const length = (value: number) => (plotWidth * value) / axis.max;
        const plotBottom = TOP + items.length * ROW;

        return (
          <>
            {axis.ticks.map((value) => (
              <g key={value}>
                <line
                  x1={x(startPad + length(value))}
                  x2={x(startPad + length(value))}
                  y1={TOP}
                  y2={plotBottom}
                  className={value === 0 ? axisLine : gridLine}
                />
                <text x={x(startPad + length(value))} y={plotBottom + 16} textAnchor="middle" className={tickText}>
                  {bidi(tick(value))}
                </text>
              </g>
            ))}
            {items.map((item, index) => {
              const y = TOP + index * ROW;
              const barLength = length(item.value);
              const start = x(startPad);
              return (
                <g key={item.key}>
                  <text x={x(startPad + 6)} y={y + 15} textAnchor={anchor.start} className={labelText}>
                    {bidi(item.label)}
                  </text>
                  <rect x={rtl ? start - barLength : start} y={y + 22} width={barLength} height={16} rx={3} className={toneFill.series1}>
                    <title>{`${item.label}: ${format(item.value)}`}</title>
                  </rect>
                  <text x={x(startPad + barLength + 6)} y={y + 34} textAnchor={anchor.start} className={valueText}>
                    {bidi(format(item.value))}
                  </text>
                </g>
              );
            })}
            <text x={x(startPad + plotWidth / 2)} y={height - 4} textAnchor="middle" className={axisTitleText}>
              {bidi(valueTitle)}
            </text>
          </>
        );
      }}
    </ChartFrame>
  );
}
