// How `npm run leads` shows and exports leads. Everything it prints is made safe first: a
// stored value is a visitor's text (and leads imported from the earlier store were never
// checked), so no byte of it may reach a terminal as a control sequence, and no cell of the
// CSV may reach a spreadsheet as a formula.
import { terminalSafe } from '../terminal-safe.ts';
import type { Lead } from './lead-store.ts';

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
  'forwardState',
  'forwardNote',
] as const;

/** A spreadsheet runs a cell that starts (after spaces or quotes) with one of these. */
const FORMULA = /^[\s"']*[=+\-@\uff1d\uff0b\uff0d\uff20]/;
/**
 * The same right after a separator: a reader that splits on `,`, `;` or a tab (Excel with the
 * separator of much of Europe, a text import that ignores quotes) starts a cell there.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t])(?=[\s"']*[=+\-@\uff1d\uff0b\uff0d\uff20])/g;
/** A cell with one of these is quoted: both separators spreadsheets use, quotes, line breaks. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV cell (RFC 4180). A possible formula gets a leading `'` (OWASP's advice), which
 * spreadsheets show as text, at the cell's start and after every `,`, `;` or tab inside it, so
 * a reader that splits there meets no formula either; the cell is quoted when it holds a
 * separator, a quote or a line break. Control characters are escaped as in the terminal; line
 * breaks stay in the (quoted) cell.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = terminalSafe(value === null || value === undefined ? '' : String(value), true).replace(FORMULA_AFTER_SEPARATOR, "$1'");
  if (FORMULA.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const leadsCsv = (leads: readonly Lead[]) =>
  [LEAD_COLUMNS.join(','), ...leads.map((lead) => LEAD_COLUMNS.map((column) => csvCell(lead[column])).join(','))]
    .map((line) => `${line}\r\n`)
    .join('');

const STATE_LABEL = { pending: 'not yet', forwarded: 'yes', parked: 'PARKED' } as const;

/** The table `npm run leads` prints, newest last, then the parked leads with their reasons. */
export function leadsTable(leads: readonly Lead[], withWebhook: boolean): string {
  if (leads.length === 0) return 'No contact requests stored.';
  const rows = leads.map((lead) =>
    [
      lead.receivedAt.slice(0, 16).replace('T', ' '),
      lead.fullName,
      lead.companyName,
      lead.businessEmail,
      lead.phoneNumber,
      lead.interestedInSelection,
      ...(withWebhook ? [STATE_LABEL[lead.forwardState]] : []),
    ].map((cell) => terminalSafe(cell)),
  );
  const head = ['received (UTC)', 'name', 'company', 'e-mail', 'phone', 'interest', ...(withWebhook ? ['forwarded'] : [])];
  const widths = head.map((title, column) => Math.min(32, Math.max(title.length, ...rows.map((row) => row[column]!.length))));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.slice(0, widths[column]).padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const parked = leads.filter((lead) => lead.forwardState === 'parked');
  return [
    line(head),
    ...rows.map(line),
    '',
    `${leads.length} request(s)`,
    ...(parked.length > 0
      ? [
          '',
          `${parked.length} parked: the webhook refused them for good. After fixing the cause, resend one with`,
          '  npm run leads -- --resend <id>',
          ...parked.map((lead) => `  ${lead.id}  ${terminalSafe(lead.forwardNote ?? '')}`),
        ]
      : []),
  ].join('\n');
}

/** Every stored field of each lead, for answering a person's request for their data. */
export function leadsDetail(leads: readonly Lead[]): string {
  return leads
    .map((lead) =>
      [
        `id:          ${lead.id}`,
        `received:    ${lead.receivedAt}`,
        `name:        ${terminalSafe(lead.fullName)}`,
        `company:     ${terminalSafe(lead.companyName)}`,
        `e-mail:      ${terminalSafe(lead.businessEmail)}`,
        `phone:       ${terminalSafe(lead.phoneNumber)}`,
        `interest:    ${terminalSafe(lead.interestedInSelection)}`,
        `reCAPTCHA:   ${terminalSafe(lead.captcha ?? '(not checked)')}`,
        `forwarded:   ${lead.forwardState}${lead.forwardedAt ? ` at ${lead.forwardedAt}` : ''}${lead.forwardNote ? ` (${terminalSafe(lead.forwardNote)})` : ''}`,
        `message:`,
        ...terminalSafe(lead.message, true)
          .split('\n')
          .map((text) => `  ${text}`),
      ].join('\n'),
    )
    .join('\n\n');
}
