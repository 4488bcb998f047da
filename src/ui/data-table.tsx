import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { dataTable } from 'styled-system/recipes/data-table';

/** One column of a DataTable: its header, its cell, how it aligns and whether a phone keeps it. */
export interface DataColumn<Row> {
  readonly id: string;
  /** The header cell's content (visible, or visually hidden text for an actions column). */
  readonly header: ReactNode;
  readonly cell: (row: Row) => ReactNode;
  readonly align?: 'start' | 'end';
  /** False: left out below the sm breakpoint, where the row keeps only what names and matters. */
  readonly phone?: boolean;
}

interface DataTableProps<Row> {
  readonly columns: readonly DataColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** The heading that names the table (and its scrolling region). */
  readonly labelledBy: string;
  readonly caption?: ReactNode;
}

const end = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
const phoneHidden = css({ display: { base: 'none', sm: 'table-cell' } });

/**
 * The console's table, driven by column definitions. The first column names the row: it is a
 * row header and stays put while the rest scrolls sideways under it, and shadows at the edges
 * show where more is hidden. The scrolling box is focusable and named, so a keyboard can
 * scroll it too (WCAG 2.1.1).
 */
export function DataTable<Row>({ columns, rows, rowKey, labelledBy, caption }: DataTableProps<Row>) {
  const styles = dataTable();
  const cellClass = (column: DataColumn<Row>, base: string) =>
    cx(base, column.align === 'end' && end, column.phone === false && phoneHidden);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={styles.table} aria-labelledby={caption ? undefined : labelledBy}>
        {caption ? <caption className={styles.caption}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cellClass(column, styles.header)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={styles.row}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.id} scope="row" className={cx(cellClass(column, styles.cell), css({ textAlign: 'start' }))}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={cellClass(column, styles.cell)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
