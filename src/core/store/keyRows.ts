/**
 * The statements the store runs on `idempotency_keys`, one function each: the SQL, its bound values,
 * how many rows it changed. `IdempotencyStore` decides which to run and what the count means. The
 * SQL text is what the Trace records (and what the scenes' pinned hashes cover): change it only on
 * purpose. The teaching variants are a flag of the same statement, never a second copy of the code.
 */
import type { Connection } from '../sqlite/connection';
import type { IdempotencyRow } from './schema';

/** 1. The atomic claim: a new `in_flight` row, or nothing when the key exists. True when it was ours. */
export function claimRow(sql: Connection, key: string, fp: string, now: number): boolean {
  const changes = sql.run(
    `INSERT INTO idempotency_keys (key, fingerprint, status, locked_at, created_at)
       VALUES (?, ?, 'in_flight', ?, ?) ON CONFLICT(key) DO NOTHING`,
    [key, fp, now, now],
  );
  return changes === 1;
}

/** The key's row, if there is one. */
export function readRow(sql: Connection, key: string): IdempotencyRow | undefined {
  return sql.get<IdempotencyRow>(`SELECT * FROM idempotency_keys WHERE key = ?`, [key]);
}

/**
 * 5. Moves a stale lock to `lockedAt`. Compare-and-set: only while the row is still `in_flight` at
 * `oldLockedAt`; blind: whatever it holds. Returns the rows changed (0: the race was lost).
 */
export function takeOverRow(sql: Connection, key: string, oldLockedAt: number, lockedAt: number, compareAndSet: boolean): number {
  return compareAndSet
    ? sql.run(`UPDATE idempotency_keys SET locked_at = ? WHERE key = ? AND status = 'in_flight' AND locked_at = ?`, [
        lockedAt,
        key,
        oldLockedAt,
      ])
    : sql.run(`UPDATE idempotency_keys SET locked_at = ? WHERE key = ?`, [lockedAt, key]);
}

/** Save: the row becomes `done` with `response`; fenced, only while it still carries `lockedAt`. Returns the rows changed. */
export function saveRow(sql: Connection, key: string, lockedAt: number, response: string, fenced: boolean): number {
  return fenced
    ? sql.run(`UPDATE idempotency_keys SET status = 'done', response = ? WHERE key = ? AND status = 'in_flight' AND locked_at = ?`, [
        response,
        key,
        lockedAt,
      ])
    : sql.run(`UPDATE idempotency_keys SET status = 'done', response = ? WHERE key = ?`, [response, key]);
}

/** Release after failed work: the claim is deleted; fenced, only while it still carries `lockedAt`. Returns the rows changed. */
export function releaseRow(sql: Connection, key: string, lockedAt: number, fenced: boolean): number {
  return fenced
    ? sql.run(`DELETE FROM idempotency_keys WHERE key = ? AND status = 'in_flight' AND locked_at = ?`, [key, lockedAt])
    : sql.run(`DELETE FROM idempotency_keys WHERE key = ?`, [key]);
}

/** The SELECT-then-INSERT variant's only write, after the work: a `done` row replacing whatever is there. */
export function insertDoneRow(sql: Connection, key: string, fp: string, response: string, startedAt: number, now: number): void {
  sql.run(
    `INSERT OR REPLACE INTO idempotency_keys (key, fingerprint, status, response, locked_at, created_at)
       VALUES (?, ?, 'done', ?, ?, ?)`,
    [key, fp, response, startedAt, now],
  );
}

/** Retention: deletes `done` rows created at or before `createdBy`; never a live lease. Returns the count. */
export function pruneRows(sql: Connection, createdBy: number): number {
  return sql.run(`DELETE FROM idempotency_keys WHERE status = 'done' AND created_at <= ?`, [createdBy]);
}
