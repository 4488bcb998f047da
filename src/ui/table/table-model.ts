import { toCsv, type CsvColumn } from './csv.ts';

/** How a table is sorted: a column id and a direction (the words of `aria-sort`). */
export interface TableSort {
  readonly column: string;
  readonly direction: 'ascending' | 'descending';
}

/** A URL sort (`column`, `asc` | `desc`) as the table's sort. */
export const tableSort = (column: string | undefined, direction: string | undefined): TableSort | null =>
  column ? { column, direction: direction === 'desc' ? 'descending' : 'ascending' } : null;

/** The URL direction after a header is clicked: a new column starts ascending, the sorted one flips. */
export const nextDirection = (sort: TableSort | null, column: string) =>
  sort?.column === column && sort.direction === 'ascending' ? 'desc' : 'asc';

/** What sorting and the CSV need of a column; `DataColumn` (data-table.tsx) adds its cells. */
export interface ColumnModel<Row, Id extends string = string> {
  readonly id: Id;
  /** The value sorted on: text is compared in the reader's language, numbers as numbers. */
  readonly sortValue?: (row: Row) => string | number;
  /** The column's CSV header and value; a column without them is not exported (actions). */
  readonly csvHeader?: string;
  readonly csv?: (row: Row) => string | number;
}

/**
 * The rows in the order asked for. Without a sort (or with an unknown column) the rows keep
 * the order they came in; ties keep it too (Array.prototype.sort is stable).
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly ColumnModel<Row>[],
  sort: TableSort | null | undefined,
  collator: Intl.Collator,
): readonly Row[] {
  const value = sort ? columns.find((column) => column.id === sort.column)?.sortValue : undefined;
  if (!sort || !value) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : collator.compare(String(left), String(right));
    return sign * order;
  });
}

/** The CSV of exactly these rows, with the columns that have a CSV value, in their order. */
export function tableCsv<Row>(rows: readonly Row[], columns: readonly ColumnModel<Row>[]): string {
  const csvColumns: CsvColumn<Row>[] = columns.flatMap((column) =>
    column.csv && column.csvHeader !== undefined ? [{ header: column.csvHeader, value: column.csv }] : [],
  );
  return toCsv(rows, csvColumns);
}

/** Case- and accent-insensitive form of a text: "JOSÉ" and "jose" meet as "jose". */
export const foldText = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim();

/** Whether any of the texts contains the query, ignoring case and accents; an empty query matches. */
export function matchesText(query: string | undefined, texts: readonly string[]): boolean {
  const needle = foldText(query ?? '');
  return needle === '' || texts.some((text) => foldText(text).includes(needle));
}

/**
 * The columns a view hides, from its URL param (`hide=email,lastLogin`): only columns that can
 * be hidden count, and a view that would hide every one of them hides none (at least one
 * column always shows).
 */
export function hiddenColumns(param: string | undefined, hideable: readonly string[]): ReadonlySet<string> {
  const hidden = new Set((param ?? '').split(',').filter((id) => hideable.includes(id)));
  return hidden.size >= hideable.length ? new Set() : hidden;
}

/** The param for a set of hidden columns, in the columns' own order; none hidden is no param. */
export const hideParam = (hidden: ReadonlySet<string>, hideable: readonly string[]): string | undefined => {
  const ids = hideable.filter((id) => hidden.has(id));
  return ids.length > 0 ? ids.join(',') : undefined;
};
