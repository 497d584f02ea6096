import { describe, expect, it } from 'vitest';
import { loadSqlJs } from './loadSqlJs';
import { isInMemory, openDatabase } from './openDatabase';

describe('openDatabase', () => {
  it('opens SQLite in memory: no file in sql.js’s file system, and close() closes it', async () => {
    const SQL = await loadSqlJs();
    const db = openDatabase(SQL);
    expect(isInMemory(db)).toBe(true);
    expect(isInMemory(new SQL.Database())).toBe(false);
    db.exec('CREATE TABLE t (a); BEGIN; INSERT INTO t VALUES (1); ROLLBACK; INSERT INTO t VALUES (2);');
    expect(db.exec('SELECT a FROM t')[0]!.values).toEqual([[2]]);
    expect(db.exec('PRAGMA foreign_keys')[0]!.values).toEqual([[1]]);
    db.close();
    expect(() => db.exec('SELECT 1')).toThrow();
    db.close(); // twice is harmless
  });

  it('keeps every database apart', async () => {
    const SQL = await loadSqlJs();
    const [a, b] = [openDatabase(SQL), openDatabase(SQL)];
    a.exec('CREATE TABLE t (a)');
    expect(b.exec(`SELECT name FROM sqlite_master WHERE name = 't'`)).toEqual([]);
    a.close();
    b.close();
  });
});
