/** One column of a CSV file: its header and how to read the cell from a row. */
export interface CsvColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => string | number | boolean | null | undefined;
}

/** Byte order mark: tells Excel the file is UTF-8, so Hebrew and accents survive. */
export const CSV_BOM = '\uFEFF';

/** RFC 4180: quote a field that holds a comma, quote, CR or LF; double its quotes. */
export function escapeCsvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Rows as CSV text: a BOM, a header line, then one line per row, separated by CRLF (RFC
 * 4180). Missing values are empty cells. Pure: no DOM, so it is tested on its own.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const line = (cells: readonly string[]) => cells.map(escapeCsvField).join(',');
  const header = line(columns.map((column) => column.header));
  const body = rows.map((row) => line(columns.map((column) => String(column.value(row) ?? ''))));
  return CSV_BOM + [header, ...body].join('\r\n') + '\r\n';
}
