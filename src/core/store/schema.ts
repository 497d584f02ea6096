import type { Database } from 'sql.js';
import type { Connection } from '../sqlite/connection';

/**
 * The table the lesson pins, plus `created_at` for retention. The lesson's stores always write
 * `created_at`; its default (-1, a mark no real time has) is for the seed's own four-column claim.
 */
export const IDEMPOTENCY_KEYS_DDL = `CREATE TABLE IF NOT EXISTS idempotency_keys (
  key         TEXT PRIMARY KEY,
  fingerprint TEXT NOT NULL,
  status      TEXT NOT NULL CHECK (status IN ('in_flight', 'done')),
  response    TEXT,
  locked_at   INTEGER NOT NULL,
  created_at  INTEGER NOT NULL DEFAULT (-1)
)`;

/**
 * For a learner's store (src/yourturn), which writes the seed's claim unchanged (`key, fingerprint,
 * status, locked_at`): a row inserted without `created_at` is created when it was claimed, its
 * `locked_at`. SQLite's DEFAULT cannot name another column, so a trigger replaces the mark in the same
 * statement (its own UPDATE is not counted in the INSERT's changes). Only a learner's `db` installs it
 * (src/yourturn/learnerDb.ts): it is a program run on every INSERT, and the lesson's stores, which
 * never need it, insert by the thousand in the lab.
 */
export const FOUR_COLUMN_CLAIM_DDL = `CREATE TRIGGER IF NOT EXISTS idempotency_keys_created_at AFTER INSERT ON idempotency_keys
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
