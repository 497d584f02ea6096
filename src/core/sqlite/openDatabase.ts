import type { Database, SqlJsStatic } from 'sql.js';

/**
 * A fresh database, tuned for one process holding it alone, and kept in SQLite's own memory.
 *
 * sql.js always opens a file in Emscripten's emulated file system (`dbfile_…`), so every commit
 * copies its pages through a JavaScript `write` call: a fifth of the lab's time in Chromium. The
 * constructor names that file with `this.filename = …` and then opens `this.filename`; a subclass
 * whose `filename` ignores the assignment and reads `:memory:` gets an in-memory database instead,
 * the same SQLite with the same SQL, whose commits write nothing anywhere. Should a future sql.js
 * open its file another way, the check below notices and the ordinary file-backed database is used.
 * (With a file, an exclusive lock and an in-memory journal remove most of the gap to native SQLite,
 * DESIGN.md "Budgets"; the pragmas are harmless for `:memory:`.)
 */
export function openDatabase(SQL: SqlJsStatic): Database {
  const db = inMemory(SQL) ?? new SQL.Database();
  db.exec('PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = MEMORY; PRAGMA foreign_keys = ON;');
  return db;
}

/** Whether `db` keeps its pages in memory (its main database has no file). */
export function isInMemory(db: Database): boolean {
  const list = db.exec('PRAGMA database_list')[0];
  const main = list?.values.find((row) => row[1] === 'main');
  return main !== undefined && main[2] === '';
}

const classes = new WeakMap<SqlJsStatic, (new () => Database) | null>();

function inMemory(SQL: SqlJsStatic): Database | undefined {
  let MemoryDatabase = classes.get(SQL);
  if (MemoryDatabase === undefined) {
    MemoryDatabase = memoryDatabaseClass(SQL);
    classes.set(SQL, MemoryDatabase);
  }
  if (MemoryDatabase === null) return undefined;
  const db = new MemoryDatabase();
  if (isInMemory(db)) return db;
  db.close();
  classes.set(SQL, null);
  return undefined;
}

function memoryDatabaseClass(SQL: SqlJsStatic): new () => Database {
  class MemoryDatabase extends SQL.Database {
    override close(): void {
      try {
        super.close();
      } catch (error) {
        // close() ends by unlinking the file it believes it opened; there is none. The database is closed.
        if ((error as { name?: unknown } | null)?.name !== 'ErrnoError') throw error;
        (this as unknown as { db: unknown }).db = null;
      }
    }
  }
  Object.defineProperty(MemoryDatabase.prototype, 'filename', { get: () => ':memory:', set: () => {}, configurable: true });
  return MemoryDatabase;
}
