import { useId, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { visuallyHidden } from '../widgets/visually-hidden.ts';
import { useElementWidth } from './use-element-width.ts';

export type SeriesTone = 'series1' | 'series2';

export interface LegendItem {
  readonly label: string;
  readonly kind: 'bar' | 'line';
  readonly tone: SeriesTone;
}

/** The chart's numbers as a table: the text alternative a screen reader can walk cell by cell. */
export interface ChartTable {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export interface ChartTexts {
  /** The chart's name; also the heading above it. */
  readonly title: string;
  /** One visible line under the title: what is measured, over which period. */
  readonly description: string;
  /** Key figures in a sentence, read by screen readers with the title (not shown). */
  readonly summary: string;
  /** Label of the disclosure that shows the data table. */
  readonly tableToggle: string;
}

interface ChartFrameProps extends ChartTexts {
  readonly titleLevel?: 2 | 3;
  readonly legend?: readonly LegendItem[];
  readonly table: ChartTable;
  readonly actions?: ReactNode;
  readonly height: number;
  /** Draws the plot for the measured width; the frame wraps it in an accessible <svg>. */
  readonly children: (width: number) => ReactNode;
}

export const toneFill = { series1: css({ fill: 'chart.series1' }), series2: css({ fill: 'chart.series2' }) } as const;
export const toneStroke = { series1: css({ stroke: 'chart.series1' }), series2: css({ stroke: 'chart.series2' }) } as const;
export const tickText = css({ fill: 'fg.muted', fontSize: 'xs' });
export const axisTitleText = css({ fill: 'fg.muted', fontSize: 'xs', fontWeight: 'semibold' });
export const valueText = css({ fill: 'fg', fontSize: 'xs', fontWeight: 'semibold' });
export const valueTextInverse = css({ fill: 'chart.onSeries1', fontSize: 'xs', fontWeight: 'semibold' });
export const gridLine = css({ stroke: 'chart.grid' });
export const axisLine = css({ stroke: 'chart.axis' });

const cell = css({
  textAlign: 'start',
  paddingInline: '3',
  paddingBlock: '1.5',
  borderBlockEndWidth: '1px',
  borderColor: 'border',
  whiteSpace: 'nowrap',
});

function Swatch({ item }: { item: LegendItem }) {
  return (
    <svg width="20" height="12" aria-hidden="true" className={css({ flexShrink: 0 })}>
      {item.kind === 'bar' ? (
        <rect x="4" y="0" width="12" height="12" rx="2" className={toneFill[item.tone]} />
      ) : (
        <>
          <line x1="0" y1="6" x2="20" y2="6" strokeWidth="2" className={toneStroke[item.tone]} />
          <circle cx="10" cy="6" r="3.5" className={toneFill[item.tone]} />
        </>
      )}
    </svg>
  );
}

/**
 * The shell every chart shares: heading, subtitle, the SVG as one image named by the heading and
 * a summary (role="img" + aria-labelledby), a legend, and the numbers in a table behind a
 * native disclosure. The SVG is drawn in a left-to-right coordinate space; charts mirror their
 * own geometry for right-to-left languages.
 */
export function ChartFrame({
  title,
  description,
  summary,
  tableToggle,
  titleLevel = 2,
  legend,
  table,
  actions,
  height,
  children,
}: ChartFrameProps) {
  const id = useId();
  const [measureRef, width] = useElementWidth(640);
  const Heading = titleLevel === 2 ? 'h2' : 'h3';

  return (
    <figure className={css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' })} aria-labelledby={`${id}-title`}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' })}>
        <div>
          <Heading id={`${id}-title`} className={css({ textStyle: 'h3' })}>
            {title}
          </Heading>
          <p id={`${id}-description`} className={css({ fontSize: 'sm', color: 'fg.muted', marginBlockStart: '1' })}>
            {description}
          </p>
        </div>
        {actions ? <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>{actions}</div> : null}
      </div>
      <p id={`${id}-summary`} className={visuallyHidden}>
        {summary}
      </p>
      <div ref={measureRef} className={css({ width: 'full', minWidth: '0' })}>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-description ${id}-summary`}
          width={width}
          height={height}
          viewBox={`0 0 ${String(width)} ${String(height)}`}
          // Geometry is computed per direction; keep SVG text anchors physical.
          className={css({ display: 'block', direction: 'ltr', overflow: 'visible', maxWidth: 'full' })}
        >
          {children(width)}
        </svg>
      </div>
      {legend && legend.length > 0 ? (
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', listStyle: 'none', fontSize: 'sm', color: 'fg.muted' })}>
          {legend.map((item) => (
            <li key={item.label} className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
              <Swatch item={item} />
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
      <details className={css({ fontSize: 'sm' })}>
        <summary
          className={css({
            cursor: 'pointer',
            color: 'accent.fg',
            fontWeight: 'semibold',
            width: 'fit',
            borderRadius: 'control',
            _focusVisible: { outlineStyle: 'solid', outlineWidth: '2px', outlineColor: 'accent.ring', outlineOffset: '0.5' },
            _print: { display: 'none' },
          })}
        >
          {tableToggle}
        </summary>
        <div
          className={css({
            position: 'relative',
            overflowX: 'auto',
            marginBlockStart: '3',
            borderWidth: '1px',
            borderColor: 'border',
            borderRadius: 'control',
          })}
        >
          <table className={css({ width: 'full', borderCollapse: 'collapse' })}>
            <caption className={visuallyHidden}>{title}</caption>
            <thead className={css({ bg: 'bg.subtle' })}>
              <tr>
                {table.headers.map((header) => (
                  <th key={header} scope="col" className={cell}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((value, index) =>
                    index === 0 ? (
                      <th key={`${String(index)}-${value}`} scope="row" className={cx(cell, css({ fontWeight: 'medium' }))}>
                        {value}
                      </th>
                    ) : (
                      <td key={`${String(index)}-${value}`} className={cx(cell, css({ fontVariantNumeric: 'tabular-nums' }))}>
                        {value}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
