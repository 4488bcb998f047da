import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, escapeCsvField, toCsv, type CsvColumn } from '../../src/ui/table/csv.ts';

/** A minimal RFC 4180 reader, written for these tests only: quoted fields, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}

interface Row {
  readonly a: string;
  readonly b: string;
}
const COLUMNS: CsvColumn<Row>[] = [
  { header: 'A', value: (row) => row.a },
  { header: 'B', value: (row) => row.b },
];

describe('escapeCsvField', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['"', '""""'],
    ['שלום, עולם', '"שלום, עולם"'],
  ])('%j becomes %j', (value, escaped) => {
    expect(escapeCsvField(value)).toBe(escaped);
  });
});

describe('toCsv', () => {
  it('starts with a UTF-8 byte order mark, then a header line, then CRLF-separated rows', () => {
    const csv = toCsv([{ a: 'x', b: 'y' }], COLUMNS);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(CSV_BOM).toBe('\uFEFF');
    expect(csv).toBe('\uFEFFA,B\r\nx,y\r\n');
    // Encoded, the BOM is the three bytes Excel looks for.
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('escapes headers and values, and writes numbers, booleans and missing values', () => {
    const columns: CsvColumn<{ n: number; ok: boolean; missing?: string }>[] = [
      { header: 'Cost, USD', value: (row) => row.n },
      { header: 'OK', value: (row) => row.ok },
      { header: 'Note', value: (row) => row.missing },
    ];
    expect(toCsv([{ n: 0.005, ok: false }], columns)).toBe('\uFEFF"Cost, USD",OK,Note\r\n0.005,false,\r\n');
  });

  it('keeps Hebrew text as it is', () => {
    const csv = toCsv([{ a: 'הצלחה', b: 'נכשל (OTP)' }], COLUMNS);
    expect(parseCsv(csv.slice(1))).toEqual([
      ['A', 'B'],
      ['הצלחה', 'נכשל (OTP)'],
    ]);
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv([], COLUMNS)).toBe('\uFEFFA,B\r\n');
  });

  it('reads back exactly the values it was given, whatever they contain', () => {
    const awkward = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: fc.constantFrom(',', '"', '\r', '\n', ' ', 'a', 'ש', '\u2068') }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ a: awkward, b: awkward }), { maxLength: 12 }),
        fc.tuple(awkward, awkward),
        (rows, [headerA, headerB]) => {
          const columns: CsvColumn<Row>[] = [
            { header: headerA, value: (row) => row.a },
            { header: headerB, value: (row) => row.b },
          ];
          const csv = toCsv(rows, columns);
          expect(csv.startsWith(CSV_BOM)).toBe(true);
          expect(parseCsv(csv.slice(CSV_BOM.length))).toEqual([[headerA, headerB], ...rows.map((row) => [row.a, row.b])]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
