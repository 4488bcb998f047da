// The contact requests ("leads") in SQLite, through Node's built-in node:sqlite: one row per
// lead with its forwarding state. A row is committed (WAL, synchronous=FULL) before the
// endpoint answers 201; a commit that fails (full disk, unwritable folder) throws, and the
// endpoint answers 503. The service, `vite dev`/`vite preview` and `npm run leads` open the
// same file; WAL lets the command read while the service writes, and busy_timeout makes a
// writer wait for another instead of failing. Only the owner may read it (names, e-mails,
// phones). Stores of the earlier JSONL format are imported once (./legacy-import.ts).
import { randomUUID } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { ContactPayload } from '../../machines/contact/contact.types.ts';
import { importLegacyStore, type LegacyLead } from './legacy-import.ts';

export const STORE_FILE_NAME = 'contact.sqlite';
export const DEFAULT_DATA_DIR = '.data';
export const storeFileOf = (dataDir: string) => join(dataDir, STORE_FILE_NAME);

export const FILE_MODE = 0o600;
const DIR_MODE = 0o700;
/** How long a write waits for another process's write before it fails (ms). */
const BUSY_TIMEOUT_MS = 5_000;

/** Whether the webhook has the lead: not yet, yes, or never (it refused it for good). */
export type ForwardState = 'pending' | 'forwarded' | 'parked';
/** What the reCAPTCHA check said (absent when no secret is configured). */
export type CaptchaVerdict = 'passed' | 'unavailable';

export interface Lead extends ContactPayload {
  readonly id: string;
  /** ISO 8601, UTC. */
  readonly receivedAt: string;
  readonly captcha: string | null;
  readonly forwardState: ForwardState;
  readonly forwardedAt: string | null;
  /** Why the lead is parked, or the last failed attempt's reason while pending. */
  readonly forwardNote: string | null;
  readonly forwardAttempts: number;
}

export interface NewLead extends ContactPayload {
  readonly captcha?: CaptchaVerdict | undefined;
}

export type InsertResult =
  | { readonly status: 'created' | 'replayed'; readonly lead: Lead }
  /** The key was used before for a different request. */
  | { readonly status: 'conflict' };

const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  business_email TEXT NOT NULL,
  company_name TEXT NOT NULL,
  full_name TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  interested_in_selection TEXT NOT NULL,
  message TEXT NOT NULL,
  captcha TEXT,
  idempotency_key TEXT UNIQUE,
  forward_state TEXT NOT NULL DEFAULT 'pending' CHECK (forward_state IN ('pending', 'forwarded', 'parked')),
  forwarded_at TEXT,
  forward_note TEXT,
  forward_attempts INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX IF NOT EXISTS leads_by_time ON leads (received_at);
CREATE INDEX IF NOT EXISTS leads_pending ON leads (forward_state, received_at);
CREATE INDEX IF NOT EXISTS leads_by_email ON leads (business_email COLLATE NOCASE);
`;

const COLUMNS = `id, received_at AS receivedAt, business_email AS businessEmail, company_name AS companyName,
  full_name AS fullName, phone_number AS phoneNumber, interested_in_selection AS interestedInSelection, message,
  captcha, forward_state AS forwardState, forwarded_at AS forwardedAt, forward_note AS forwardNote,
  forward_attempts AS forwardAttempts`;

const PAYLOAD_FIELDS = ['businessEmail', 'companyName', 'fullName', 'phoneNumber', 'interestedInSelection', 'message'] as const;
const samePayload = (a: ContactPayload, b: ContactPayload) => PAYLOAD_FIELDS.every((field) => a[field] === b[field]);

const asLead = (row: Record<string, SQLInputValue> | undefined) => row as unknown as Lead | undefined;

/** Creates the folder and the file owner-only (or makes an existing file so). */
function prepareFile(dataDir: string, file: string) {
  mkdirSync(dataDir, { recursive: true, mode: DIR_MODE });
  if (!existsSync(file)) closeSync(openSync(file, 'a', FILE_MODE));
  if ((statSync(file).mode & 0o777) !== FILE_MODE) chmodSync(file, FILE_MODE);
}

export class LeadStore {
  readonly file: string;
  readonly #db: DatabaseSync;
  #open = true;

  private constructor(file: string, db: DatabaseSync) {
    this.file = file;
    this.#db = db;
  }

  /**
   * Opens (creating if needed) the store in `dataDir`, and imports a JSONL store of the
   * earlier format found there. Throws when the folder or file cannot be written.
   */
  static open(dataDir: string, log: (message: string) => void = () => undefined): LeadStore {
    const file = storeFileOf(dataDir);
    prepareFile(dataDir, file);
    const db = new DatabaseSync(file);
    try {
      db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
      db.exec('PRAGMA journal_mode = WAL');
      // Every commit reaches the disk before the endpoint answers.
      db.exec('PRAGMA synchronous = FULL');
      // Deleted leads (retention, a person's request) are overwritten, not just unlinked.
      db.exec('PRAGMA secure_delete = ON');
      db.exec(SCHEMA);
      const store = new LeadStore(file, db);
      importLegacyStore(dataDir, store, log);
      return store;
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /** Runs `work` in one write transaction (taken at once, so two writers queue on busy_timeout). */
  transaction<T>(work: () => T): T {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.#db.exec('COMMIT');
      return result;
    } catch (error) {
      try {
        this.#db.exec('ROLLBACK');
      } catch {
        // SQLite already rolled back (e.g. after SQLITE_FULL).
      }
      throw error;
    }
  }

  /**
   * Stores a checked request with a fresh id, committed when this returns. With an
   * idempotency key already used for the same request, returns that lead instead.
   */
  insert(fields: NewLead, options: { idempotencyKey?: string | undefined; now?: Date } = {}): InsertResult {
    const key = options.idempotencyKey;
    return this.transaction(() => {
      if (key !== undefined) {
        const earlier = asLead(this.#db.prepare(`SELECT ${COLUMNS} FROM leads WHERE idempotency_key = ?`).get(key));
        if (earlier) return samePayload(earlier, fields) ? { status: 'replayed', lead: earlier } : { status: 'conflict' };
      }
      const id = randomUUID();
      this.#insertRow({ id, receivedAt: (options.now ?? new Date()).toISOString(), ...fields }, key ?? null, 'pending', null);
      return { status: 'created', lead: this.get(id)! };
    });
  }

  /** Adds a lead exactly as given (the JSONL import); an id already stored is left alone. */
  importLead(lead: LegacyLead, forwardedAt: string | null): boolean {
    if (this.get(lead.id)) return false;
    this.#insertRow(lead, null, forwardedAt ? 'forwarded' : 'pending', forwardedAt);
    return true;
  }

  #insertRow(
    lead: Omit<LegacyLead, 'captcha'> & { captcha?: string | null | undefined },
    key: string | null,
    state: ForwardState,
    forwardedAt: string | null,
  ) {
    this.#db
      .prepare(
        `INSERT INTO leads (id, received_at, business_email, company_name, full_name, phone_number,
           interested_in_selection, message, captcha, idempotency_key, forward_state, forwarded_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        lead.id,
        lead.receivedAt,
        lead.businessEmail,
        lead.companyName,
        lead.fullName,
        lead.phoneNumber,
        lead.interestedInSelection,
        lead.message,
        lead.captcha ?? null,
        key,
        state,
        forwardedAt,
      );
  }

  get(id: string): Lead | undefined {
    return asLead(this.#db.prepare(`SELECT ${COLUMNS} FROM leads WHERE id = ?`).get(id));
  }

  /** Every lead, oldest first. */
  list(): Lead[] {
    return this.#db.prepare(`SELECT ${COLUMNS} FROM leads ORDER BY received_at, rowid`).all() as unknown as Lead[];
  }

  /** Every lead sent with this e-mail address (any letter case), oldest first. */
  byEmail(email: string): Lead[] {
    return this.#db
      .prepare(`SELECT ${COLUMNS} FROM leads WHERE business_email = ? COLLATE NOCASE ORDER BY received_at, rowid`)
      .all(email.trim()) as unknown as Lead[];
  }

  /** Deletes every lead sent with this e-mail address; returns how many. */
  deleteByEmail(email: string): number {
    const removed = this.transaction(() =>
      Number(this.#db.prepare('DELETE FROM leads WHERE business_email = ? COLLATE NOCASE').run(email.trim()).changes),
    );
    // The write-ahead log still holds the deleted rows' pages until a checkpoint empties it.
    this.#db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    return removed;
  }

  /** The oldest lead the webhook has not yet accepted (parked ones aside). */
  nextPending(): Lead | undefined {
    return asLead(
      this.#db.prepare(`SELECT ${COLUMNS} FROM leads WHERE forward_state = 'pending' ORDER BY received_at, rowid LIMIT 1`).get(),
    );
  }

  /** How many leads are stored (a count: nothing is read into memory). */
  count(): number {
    return (this.#db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
  }

  countPending(): number {
    return (this.#db.prepare("SELECT count(*) AS n FROM leads WHERE forward_state = 'pending'").get() as { n: number }).n;
  }

  markForwarded(id: string, at = new Date()) {
    this.transaction(() =>
      this.#db
        .prepare(
          "UPDATE leads SET forward_state = 'forwarded', forwarded_at = ?, forward_note = NULL, forward_attempts = forward_attempts + 1 WHERE id = ?",
        )
        .run(at.toISOString(), id),
    );
  }

  /** A failed attempt that will be tried again. */
  noteFailure(id: string, note: string) {
    this.transaction(() =>
      this.#db.prepare('UPDATE leads SET forward_note = ?, forward_attempts = forward_attempts + 1 WHERE id = ?').run(note, id),
    );
  }

  /** The webhook refused the lead for good: it waits for a person (`npm run leads -- --resend`). */
  markParked(id: string, reason: string) {
    this.transaction(() =>
      this.#db
        .prepare("UPDATE leads SET forward_state = 'parked', forward_note = ?, forward_attempts = forward_attempts + 1 WHERE id = ?")
        .run(reason, id),
    );
  }

  /** Queues a parked (or forwarded) lead to be sent again; false when there is no such lead. */
  resend(id: string): boolean {
    return this.transaction(
      () =>
        Number(
          this.#db.prepare("UPDATE leads SET forward_state = 'pending', forward_note = NULL, forward_attempts = 0 WHERE id = ?").run(id)
            .changes,
        ) > 0,
    );
  }

  /** Deletes the leads received before `cutoff`; returns how many. */
  deleteReceivedBefore(cutoff: Date): number {
    return this.transaction(() => Number(this.#db.prepare('DELETE FROM leads WHERE received_at < ?').run(cutoff.toISOString()).changes));
  }

  /** SQLite's own consistency check ("ok" when sound). */
  integrityCheck(): string {
    return (this.#db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check;
  }

  close() {
    if (!this.#open) return;
    this.#open = false;
    this.#db.close();
  }
}
