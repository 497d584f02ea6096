import type { Database } from 'sql.js';
import type { Connection } from '../sqlite/connection';

/**
 * The table the lesson pins, plus `created_at` for retention. The seed's own claim names four
 * columns (`key, fingerprint, status, locked_at`), and a learner's store writes it unchanged (src/yourturn):
 * a row inserted without `created_at` is created when it was claimed, its `locked_at`. SQLite's
 * DEFAULT cannot name another column, so the default is a mark no real time has (-1) and a trigger
 * replaces it in the same statement (its own UPDATE is not counted in the INSERT's changes).
 */
export const IDEMPOTENCY_KEYS_DDL = `CREATE TABLE IF NOT EXISTS idempotency_keys (
  key         TEXT PRIMARY KEY,
  fingerprint TEXT NOT NULL,
  status      TEXT NOT NULL CHECK (status IN ('in_flight', 'done')),
  response    TEXT,
  locked_at   INTEGER NOT NULL,
  created_at  INTEGER NOT NULL DEFAULT (-1)
);
CREATE TRIGGER IF NOT EXISTS idempotency_keys_created_at AFTER INSERT ON idempotency_keys
  WHEN NEW.created_at = -1
  BEGIN UPDATE idempotency_keys SET created_at = NEW.locked_at WHERE rowid = NEW.rowid; END`;

/** Creates `idempotency_keys` if it does not exist yet (safe to call on every start). */
export function createSchema(db: Database | Connection): void {
  db.exec(IDEMPOTENCY_KEYS_DDL);
}

/** One row of `idempotency_keys`, as SELECT returns it. */
export interface IdempotencyRow {
  key: string;
  fingerprint: string;
  status: 'in_flight' | 'done';
  response: string | null;
  locked_at: number;
  created_at: number;
}
