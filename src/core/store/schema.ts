import type { Database } from 'sql.js';
import type { Connection } from '../sqlite/connection';

/** The table the lesson pins, plus `created_at` for retention. */
export const IDEMPOTENCY_KEYS_DDL = `CREATE TABLE IF NOT EXISTS idempotency_keys (
  key         TEXT PRIMARY KEY,
  fingerprint TEXT NOT NULL,
  status      TEXT NOT NULL CHECK (status IN ('in_flight', 'done')),
  response    TEXT,
  locked_at   INTEGER NOT NULL,
  created_at  INTEGER NOT NULL
)`;

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
