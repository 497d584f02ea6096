import Database from 'better-sqlite3';
import type { SqlDriver } from '../../src/core/sqlite';
import { betterSqliteDriver } from '../../src/server/sqlite/nativeDatabase';

/** Native SQLite (better-sqlite3) in memory as a `SqlDriver`: the benchmark runs the same store code on it. */
export function nativeDriver(): { driver: SqlDriver; version: string; close: () => void } {
  const db = new Database(':memory:');
  const version = (db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  return { driver: betterSqliteDriver(db), version, close: () => db.close() };
}
