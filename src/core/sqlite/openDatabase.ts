import type { Database, SqlJsStatic } from 'sql.js';

/**
 * A fresh in-memory database, tuned for one process holding it alone. With sql.js defaults each
 * autocommit statement journals to a file that lives in memory anyway; an exclusive lock and an
 * in-memory journal remove most of the gap to native SQLite (DESIGN.md, "Budgets").
 */
export function openDatabase(SQL: SqlJsStatic): Database {
  const db = new SQL.Database();
  db.exec('PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = MEMORY; PRAGMA foreign_keys = ON;');
  return db;
}
