import type { Database } from 'sql.js';
import { connectionFor, type Connection } from '../sqlite/connection';
import type { KeyStore } from '../store/IdempotencyStore';
import { fetchHandler, idempotentEndpoint, tracked, type Endpoint, type Handler } from './endpoint';
import { Refusal, type Answer } from './responses';

/** The library's tables and its catalogue (the lesson's K-01 … K-05). */
export const LIBRARY_DDL = `
CREATE TABLE IF NOT EXISTS book (isbn TEXT PRIMARY KEY, title TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS loan (
  id       INTEGER PRIMARY KEY AUTOINCREMENT,
  member   TEXT NOT NULL,
  isbn     TEXT NOT NULL REFERENCES book(isbn),
  issuedAt TEXT NOT NULL,
  "return" TEXT
);
INSERT OR IGNORE INTO book (isbn, title) VALUES
  ('K-01', 'The Pragmatic Programmer'), ('K-02', 'Designing Data-Intensive Applications'),
  ('K-03', 'Release It!'), ('K-04', 'Database Internals'), ('K-05', 'Site Reliability Engineering');`;

/** Creates the library's `book` and `loan` tables and its catalogue (sql.js, or any `Connection`). */
export function createLibrarySchema(db: Database | Connection): void {
  db.exec(LIBRARY_DDL);
}

/** `POST /loans` body, as in the library lesson. */
export interface LoanBody {
  member: string;
  isbn: string;
  issuedAt: string;
}

export interface LoansOptions {
  /** The database of the loans and the keys: sql.js in the page, a `Connection` over native SQLite on the server. */
  db: Database | Connection;
  store: KeyStore;
  /** Runs inside the loan's transaction, after the loan row is written: the simulation's crash point. */
  afterLoanInsert?: () => void;
}

/**
 * The library's `POST /loans`. The loan lives in the same database as the key, so the claim, the
 * loan and the saved answer are one transaction (`runAtomically`): a crash leaves nothing half-done.
 * A key reused with another body is answered 409 `key_conflict`, as the library lesson's server did.
 * Without a key, every call creates a loan.
 */
export function createLoansHandler(options: LoansOptions): Handler {
  return fetchHandler(createLoansEndpoint(options));
}

/** The same `POST /loans` at the parsed-request level (what the lab calls). */
export function createLoansEndpoint(options: LoansOptions): Endpoint {
  const sql = connectionFor(options.db);
  const createLoan = (body: LoanBody): Answer => {
    // Thrown, not returned: the transaction rolls back, so the key is left unused for a corrected request.
    if (!sql.get(`SELECT 1 AS found FROM book WHERE isbn = ?`, [body.isbn])) {
      throw new Refusal({ status: 422, body: { error: 'validation', field: 'isbn' } });
    }
    sql.run(`INSERT INTO loan (member, isbn, issuedAt, "return") VALUES (?, ?, ?, NULL)`, [body.member, body.isbn, body.issuedAt]);
    const id = sql.get<{ id: number }>(`SELECT last_insert_rowid() AS id`)!.id;
    options.afterLoanInsert?.();
    return { status: 201, body: { id, member: body.member, isbn: body.isbn, issuedAt: body.issuedAt } };
  };
  return idempotentEndpoint<LoanBody>({
    method: 'POST',
    path: '/loans',
    keyRequired: false,
    parseBody: parseLoanBody,
    bodyIdentity: 'raw-sha256',
    mismatch: { status: 409, error: 'key_conflict' },
    async perform({ guard, body }) {
      if (guard === null) return { answer: sql.transaction(() => createLoan(body)), replayed: false };
      const run = tracked(() => createLoan(body));
      const answer = await options.store.runAtomically(guard.key, guard.params, run.work);
      return { answer, replayed: !run.ran() };
    },
  });
}

function parseLoanBody(raw: unknown): { ok: true; body: LoanBody } | { ok: false; message: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, message: 'The body must be an object: {"member", "isbn", "issuedAt"}.' };
  }
  const { member, isbn, issuedAt } = raw as Record<string, unknown>;
  for (const [name, value] of [['member', member], ['isbn', isbn], ['issuedAt', issuedAt]] as const) {
    if (typeof value !== 'string' || value.length === 0 || value.length > 64) {
      return { ok: false, message: `${name} must be a string of 1–64 characters.` };
    }
  }
  return { ok: true, body: { member: member as string, isbn: isbn as string, issuedAt: issuedAt as string } };
}
