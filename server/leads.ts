// The stored contact requests (the store in CONTACT_DATA_DIR, default .data), read while the
// service runs:
//   npm run leads                               a table, newest last, and any parked leads
//   npm run leads -- --csv                      CSV on stdout (npm run leads -- --csv > leads.csv)
//   npm run leads -- --csv=FILE                 CSV into FILE (owner-only, like the store)
//   npm run leads -- --email ADDRESS            everything stored for one e-mail address (a
//                                               person's request for their data; add --csv)
//   npm run leads -- --delete-email ADDRESS     deletes everything stored for that address
//   npm run leads -- --resend ID                queues a parked lead for the webhook again (the
//                                               running service sends it within 15 s)
// Nothing printed can drive the terminal: control characters are shown escaped.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { UNREADABLE_FILE_NAME } from './contact/legacy-import.ts';
import { leadsCsv, leadsDetail, leadsTable } from './contact/leads-format.ts';
import { given } from './settings.ts';
import { terminalSafe } from './terminal-safe.ts';
import { DEFAULT_DATA_DIR, FILE_MODE, LeadStore, storeFileOf, type Lead } from './contact/lead-store.ts';
import { LEGACY_FILE_NAME } from './contact/legacy-import.ts';

const usage = `usage: npm run leads [-- --csv[=FILE] | --email ADDRESS [--csv[=FILE]] | --delete-email ADDRESS | --resend ID]`;

function writeCsv(target: string | true, leads: readonly Lead[]) {
  if (target === true) process.stdout.write(leadsCsv(leads));
  else {
    writeFileSync(target, leadsCsv(leads), { mode: FILE_MODE });
    console.error(`wrote ${leads.length} request(s) to ${target}`);
  }
}

function main(): number {
  let values: { csv?: string | boolean; email?: string; 'delete-email'?: string; resend?: string };
  try {
    ({ values } = parseArgs({
      options: { csv: { type: 'string' }, email: { type: 'string' }, 'delete-email': { type: 'string' }, resend: { type: 'string' } },
      args: process.argv.slice(2).map((argument) => (argument === '--csv' ? '--csv=' : argument)),
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const csv = values.csv === undefined ? undefined : values.csv === '' ? true : String(values.csv);
  let dataDir: string;
  try {
    dataDir = resolve(given(process.env, 'CONTACT_DATA_DIR') ?? DEFAULT_DATA_DIR);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  // Reading must not create an empty store where there is none.
  if (!existsSync(storeFileOf(dataDir)) && !existsSync(join(dataDir, LEGACY_FILE_NAME))) {
    if (csv !== undefined) writeCsv(csv, []);
    else console.log(`No contact requests stored (no store in ${terminalSafe(dataDir)}).`);
    return values.resend ? 1 : 0;
  }
  const store = LeadStore.open(dataDir, (message) => console.error(terminalSafe(message)));
  try {
    if (existsSync(join(dataDir, UNREADABLE_FILE_NAME)))
      console.error(`note: ${terminalSafe(join(dataDir, UNREADABLE_FILE_NAME))} holds lines of the earlier store that were not requests`);
    if (values.resend !== undefined) {
      const lead = store.get(values.resend);
      if (!lead) {
        console.error(`no stored request has the id ${terminalSafe(values.resend)}`);
        return 1;
      }
      store.resend(lead.id);
      console.log(`queued ${lead.id} for the webhook again; the running service sends it within 15 s`);
      return 0;
    }
    if (values['delete-email'] !== undefined) {
      const removed = store.deleteByEmail(values['delete-email']);
      console.log(`deleted ${removed} request(s) sent with ${terminalSafe(values['delete-email'])}`);
      return 0;
    }
    const leads = values.email !== undefined ? store.byEmail(values.email) : store.list();
    if (csv !== undefined) writeCsv(csv, leads);
    else if (values.email !== undefined)
      console.log(
        leads.length === 0 ? `Nothing stored for ${terminalSafe(values.email)}.` : `${leadsDetail(leads)}\n\n${leads.length} request(s)`,
      );
    else console.log(leadsTable(leads, leads.some((lead) => lead.forwardState !== 'pending') || Boolean(process.env.CONTACT_WEBHOOK_URL)));
    return 0;
  } finally {
    store.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]).endsWith('leads.ts')) process.exitCode = main();
