// The stored contact requests (.data/contact-requests.jsonl, or CONTACT_DATA_DIR):
//   npm run leads                 a table, newest last
//   npm run leads -- --csv        CSV on stdout (npm run leads -- --csv > leads.csv)
//   npm run leads -- --csv=FILE   CSV into FILE (owner-only, like the store)
// Damaged lines (a torn last line after a crash) are skipped and reported on stderr.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describeBadLines, FILE_MODE, readStore, type StoredRecord } from './contact/store.ts';

export const LEAD_COLUMNS = [
  'id',
  'receivedAt',
  'fullName',
  'companyName',
  'businessEmail',
  'phoneNumber',
  'interestedInSelection',
  'message',
  'captcha',
] as const;

/** One CSV cell (RFC 4180); a leading = + - @ is defused so a spreadsheet does not run it as a formula. */
/** A stored field as text (they are strings; anything else is shown as JSON). */
const asText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

export function csvCell(value: unknown): string {
  let text = asText(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const leadsCsv = (records: readonly StoredRecord[]) =>
  [LEAD_COLUMNS.join(','), ...records.map((record) => LEAD_COLUMNS.map((column) => csvCell(record[column])).join(','))]
    .map((line) => `${line}\r\n`)
    .join('');

function table(records: readonly StoredRecord[]): string {
  if (records.length === 0) return 'No contact requests stored.';
  const rows = records.map((record) => [
    record.receivedAt.slice(0, 16).replace('T', ' '),
    asText(record.fullName),
    asText(record.companyName),
    asText(record.businessEmail),
    asText(record.phoneNumber),
    asText(record.interestedInSelection),
  ]);
  const head = ['received (UTC)', 'name', 'company', 'e-mail', 'phone', 'interest'];
  const widths = head.map((title, column) => Math.min(32, Math.max(title.length, ...rows.map((row) => row[column]!.length))));
  const line = (cells: string[]) => cells.map((cell, column) => cell.slice(0, widths[column]).padEnd(widths[column]!)).join('  ');
  return [line(head), ...rows.map(line), '', `${records.length} request(s)`].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]).endsWith('leads.ts')) {
  const file = join(resolve(process.env.CONTACT_DATA_DIR ?? '.data'), 'contact-requests.jsonl');
  const { records, bad } = await readStore(file);
  for (const message of describeBadLines(file, bad)) console.error(message);
  records.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  const csv = process.argv.slice(2).find((argument) => argument === '--csv' || argument.startsWith('--csv='));
  if (!csv) console.log(table(records));
  else if (csv === '--csv') process.stdout.write(leadsCsv(records));
  else {
    const target = csv.slice('--csv='.length);
    writeFileSync(target, leadsCsv(records), { mode: FILE_MODE });
    console.error(`wrote ${records.length} request(s) to ${target}`);
  }
}
