import type { IdempotencyRow } from './schema';

/** What `run()` does with a key that someone already claimed. The five cases of the lesson, minus "new key". */
export type Decision =
  | { case: 'vanished' }
  | { case: 'mismatch' }
  | { case: 'replay'; response: string }
  | { case: 'in_flight'; retryAfterMs: number }
  | { case: 'stale'; oldLockedAt: number };

/** The decision on an existing row, as a pure function of the row, the request's fingerprint and the time. */
export function decide(row: IdempotencyRow | undefined, fingerprint: string, now: number, lockMs: number): Decision {
  if (!row) return { case: 'vanished' };
  if (row.fingerprint !== fingerprint) return { case: 'mismatch' };
  if (row.status === 'done') return { case: 'replay', response: row.response ?? 'null' };
  const age = now - row.locked_at;
  if (age < lockMs) return { case: 'in_flight', retryAfterMs: lockMs - age };
  return { case: 'stale', oldLockedAt: row.locked_at };
}
