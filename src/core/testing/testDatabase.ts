import type { Database } from 'sql.js';
import { loadSqlJs } from '../sqlite/loadSqlJs';
import { openDatabase } from '../sqlite/openDatabase';
import { createSchema } from '../store/schema';

/** A fresh in-memory database with `idempotency_keys`, for tests. */
export async function testDatabase(): Promise<Database> {
  const db = openDatabase(await loadSqlJs());
  createSchema(db);
  return db;
}

/** A clock tests move by hand. */
export function manualClock(start = 1_000): { now: () => number; advance: (ms: number) => void; set: (t: number) => void } {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms), set: (value) => (t = value) };
}
