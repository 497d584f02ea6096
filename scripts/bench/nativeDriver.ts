import Database from 'better-sqlite3';
import type { SqlValue } from 'sql.js';
import type { Row, SqlDriver } from '../../src/core/sqlite';

/** Native SQLite (better-sqlite3) as a `SqlDriver`: used only by the benchmark, to run the same store code. */
export function nativeDriver(): { driver: SqlDriver; version: string; close: () => void } {
  const db = new Database(':memory:');
  const driver: SqlDriver = {
    prepare(sql) {
      const statement = db.prepare(sql);
      const reader = statement.reader;
      return {
        run: (params) => (reader ? (statement.all(...(params as SqlValue[])), 0) : statement.run(...(params as SqlValue[])).changes),
        get: (params) => statement.get(...(params as SqlValue[])) as Row | undefined,
        all: (params) => statement.all(...(params as SqlValue[])) as Row[],
      };
    },
    exec: (sql) => void db.exec(sql),
  };
  const version = (db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  return { driver, version, close: () => db.close() };
}
