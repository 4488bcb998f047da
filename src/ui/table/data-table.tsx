import { ArrowDown, ArrowUp, ChevronDown, ChevronsUpDown } from 'lucide-react';
import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { dataTable } from 'styled-system/recipes/data-table';
import type { ColumnModel, TableSort } from './table-model.ts';
import { visuallyHidden } from '../widgets/visually-hidden.ts';

/**
 * One column of a DataTable: its header, its cell, how it aligns, whether a phone keeps it,
 * and (table-model.ts) what it sorts on and what it writes to a CSV file. One definition
 * serves the table on screen and the exported file.
 */
export interface DataColumn<Row, Id extends string = string> extends ColumnModel<Row, Id> {
  /** The header cell's content (visible, or visually hidden text for an actions column). */
  readonly header: ReactNode;
  readonly cell: (row: Row) => ReactNode;
  readonly align?: 'start' | 'end';
  /**
   * False: below the sm breakpoint the row keeps only what names it and matters most, and this
   * column's value goes in the row's details, a disclosure under it (shadcn-admin and
   * react-admin do the same on small screens).
   */
  readonly phone?: boolean;
  /** False: a column of the CSV file only (an id the screen shows elsewhere). */
  readonly screen?: boolean;
}

/**
 * The usual column: its header names it on screen and in the CSV, and one value of the row is
 * both what it sorts on and what the CSV gets (`more` adds or overrides the rest).
 */
export const valueColumn = <Row, Id extends string>(
  id: Id,
  header: string,
  value: (row: Row) => string | number,
  cell: (row: Row) => ReactNode,
  more: Partial<Omit<DataColumn<Row>, 'id'>> = {},
): DataColumn<Row, Id> => ({ id, header, csvHeader: header, csv: value, sortValue: value, cell, ...more });

/** Row selection: a checkbox before each row, and one in the header for every row shown. */
export interface TableSelection<Row> {
  readonly isSelected: (row: Row) => boolean;
  /** Why a row cannot be selected (the checkbox is disabled and says so), or null. */
  readonly blockedReason: (row: Row) => string | null;
  readonly onToggle: (row: Row) => void;
  /** The row checkbox's name, e.g. "Select Dana Levi". */
  readonly rowLabel: (row: Row) => string;
  readonly allLabel: string;
  readonly allState: 'none' | 'some' | 'all';
  readonly onToggleAll: () => void;
}

interface DataTableProps<Row> {
  readonly columns: readonly DataColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** The heading that names the table (and its scrolling region); without it, the caption does. */
  readonly labelledBy?: string;
  readonly caption?: ReactNode;
  /** Shows the caption above the table (it is otherwise for assistive technology only). */
  readonly captionVisible?: boolean;
  readonly sort?: TableSort | null;
  /** With `onSort`, each of these columns gets a sort button in its header (sorting on its `sortValue`). */
  readonly sortable?: readonly string[];
  readonly onSort?: (columnId: string) => void;
  readonly selection?: TableSelection<Row>;
  /** Shown in place of the rows when there are none. */
  readonly empty?: ReactNode;
  /** Columns the view hides (src/ui/table/column-menu.tsx). */
  readonly hidden?: ReadonlySet<string>;
}

const end = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
const phoneHidden = css({ display: { base: 'none', sm: 'table-cell' } });
const checkboxInput = css({
  width: '4',
  height: '4',
  accentColor: 'accent.solid',
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed' },
});

/**
 * The console's table, driven by column definitions. The first column names the row: it is a
 * row header and stays put while the rest scrolls sideways under it (with a selection, the
 * checkbox column stays too), and shadows at the edges show where more is hidden. The
 * scrolling box is focusable and named, so a keyboard can scroll it too (WCAG 2.1.1).
 */
export function DataTable<Row>({
  columns: allColumns,
  rows,
  rowKey,
  labelledBy,
  caption,
  captionVisible = false,
  sort,
  sortable: sortableIds,
  onSort,
  selection,
  empty,
  hidden,
}: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  const styles = dataTable({ captionVisible });
  const captionId = useId();
  const columns = allColumns.filter((column) => column.screen !== false && !hidden?.has(column.id));
  // On a phone: the columns its row keeps, and those its details hold.
  const tucked = columns.filter((column, index) => index > 0 && column.phone === false);
  const reasonId = useId();
  const cellClass = (column: DataColumn<Row>, base: string) =>
    cx(base, column.align === 'end' && end, column.phone === false && phoneHidden);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby={labelledBy ?? captionId} tabIndex={0}>
      <table className={styles.table} aria-labelledby={caption ? undefined : labelledBy} data-selectable={selection ? '' : undefined}>
        {caption ? (
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            {selection ? (
              <td className={cx(styles.header, styles.select)}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    className={checkboxInput}
                    aria-label={selection.allLabel}
                    checked={selection.allState === 'all'}
                    ref={(input) => {
                      if (input) input.indeterminate = selection.allState === 'some';
                    }}
                    disabled={rows.every((row) => selection.blockedReason(row) !== null)}
                    onChange={selection.onToggleAll}
                  />
                </label>
              </td>
            ) : null}
            {columns.map((column) => {
              const active = sort?.column === column.id;
              const sortable = onSort && sortableIds?.includes(column.id);
              const SortIcon = !active ? ChevronsUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={cellClass(column, styles.header)}
                  aria-sort={sortable && active ? sort.direction : undefined}
                >
                  {sortable ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      data-active={active ? '' : undefined}
                      onClick={() => onSort(column.id)}
                    >
                      {column.header}
                      <SortIcon size={14} aria-hidden="true" />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const blocked = selection?.blockedReason(row) ?? null;
            const key = rowKey(row);
            return (
              <tr key={key} className={styles.row} data-selected={selection?.isSelected(row) ? '' : undefined}>
                {selection ? (
                  <td className={cx(styles.cell, styles.select)}>
                    <label className={styles.check}>
                      <input
                        type="checkbox"
                        className={checkboxInput}
                        aria-label={selection.rowLabel(row)}
                        checked={selection.isSelected(row)}
                        disabled={blocked !== null}
                        title={blocked ?? undefined}
                        aria-describedby={blocked ? `${reasonId}-${key}` : undefined}
                        onChange={() => selection.onToggle(row)}
                      />
                    </label>
                    {blocked ? (
                      <span id={`${reasonId}-${key}`} className={visuallyHidden}>
                        {blocked}
                      </span>
                    ) : null}
                  </td>
                ) : null}
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th
                      key={column.id}
                      scope="row"
                      className={cx(cellClass(column, styles.cell), css({ textAlign: 'start' }))}
                      // With details inside, the row is still named by its name alone.
                      aria-labelledby={tucked.length > 0 ? `${reasonId}-name-${key}` : undefined}
                    >
                      {tucked.length > 0 ? <span id={`${reasonId}-name-${key}`}>{column.cell(row)}</span> : column.cell(row)}
                      {tucked.length > 0 ? (
                        <details className={styles.details}>
                          <summary
                            className={styles.detailsSummary}
                            aria-label={t(($) => $.table.moreAbout, { name: String(column.csv?.(row) ?? '') })}
                          >
                            {t(($) => $.table.more)}
                            <ChevronDown size={14} aria-hidden="true" />
                          </summary>
                          <dl className={styles.detailsList}>
                            {tucked.map((other) => (
                              <Fragment key={other.id}>
                                <dt>{other.header}</dt>
                                <dd>{other.cell(row)}</dd>
                              </Fragment>
                            ))}
                          </dl>
                        </details>
                      ) : null}
                    </th>
                  ) : (
                    <td key={column.id} className={cellClass(column, styles.cell)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length + (selection ? 1 : 0)} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
