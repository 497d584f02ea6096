import Database from 'better-sqlite3';
import type { SqlValue } from 'sql.js';
import { Connection, type Row, type SqlDriver } from '../../core/sqlite';

/** Native SQLite (better-sqlite3) as a `SqlDriver`, so the very same store code runs on it. */
export function betterSqliteDriver(db: Database.Database): SqlDriver {
  return {
    prepare(sql) {
      const statement = db.prepare(sql);
      // A statement that returns rows cannot be `run` by better-sqlite3; it changes nothing either.
      const reader = statement.reader;
      return {
        run: (params) => (reader ? (statement.all(...(params as SqlValue[])), 0) : statement.run(...(params as SqlValue[])).changes),
        get: (params) => statement.get(...(params as SqlValue[])) as Row | undefined,
        all: (params) => statement.all(...(params as SqlValue[])) as Row[],
      };
    },
    exec: (sql) => void db.exec(sql),
  };
}

/** A database file opened for the server: the `Connection` core uses, and how to close it well. */
export interface NativeDatabase {
  readonly file: string;
  readonly connection: Connection;
  /** SQLite's version, e.g. 3.53.0. */
  readonly version: string;
  /** Moves the WAL's frames into the database file and truncates the WAL; returns how many frames were moved. */
  checkpoint(): number;
  /** Checkpoints, then closes. Safe to call twice. */
  close(): void;
}

export interface OpenOptions {
  /** How long a statement waits for another process's lock before SQLITE_BUSY. */
  busyTimeoutMs?: number;
}

/**
 * Opens (or creates) a SQLite file shared by several processes: WAL, so readers never block the
 * writer; a busy timeout, so a writer waits for another process's lock instead of failing at once.
 * It writes once at the start (an empty IMMEDIATE transaction), so a file that is read-only or locked
 * is reported now, not at the first request. Throws `DatabaseOpenError` with a one-line reason.
 */
export function openNativeDatabase(file: string, options: OpenOptions = {}): NativeDatabase {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { timeout: options.busyTimeoutMs ?? 5_000 });
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL'); // safe with WAL: a power cut may lose the last commits, never corrupt
    db.exec('BEGIN IMMEDIATE; COMMIT');
  } catch (error) {
    db?.close();
    throw new DatabaseOpenError(file, error);
  }
  const native = db;
  const version = (native.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  const checkpoint = (): number => {
    // TRUNCATE reports 0 frames once it has emptied the WAL, so count them with a PASSIVE pass first.
    const [passive] = native.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
    native.pragma('wal_checkpoint(TRUNCATE)');
    return passive?.checkpointed ?? 0;
  };
  return {
    file,
    connection: new Connection(betterSqliteDriver(native)),
    version,
    checkpoint,
    close() {
      if (!native.open) return;
      checkpoint();
      native.close();
    },
  };
}

/** The database file cannot be used; `message` says why in one line a person can act on. */
export class DatabaseOpenError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(reasonFor(file, cause));
    this.name = 'DatabaseOpenError';
  }
}

function reasonFor(file: string, cause: unknown): string {
  // better-sqlite3 checks the folder itself and throws a plain TypeError, without a SQLite code.
  if (cause instanceof TypeError && /directory does not exist/.test(cause.message)) return `cannot open ${file}: its folder does not exist`;
  const code = (cause as { code?: unknown }).code;
  switch (code) {
    case 'SQLITE_CANTOPEN':
      return `cannot open ${file} for writing: is it a folder, or is its folder read-only?`;
    case 'SQLITE_READONLY':
    case 'SQLITE_READONLY_DIRECTORY':
    case 'SQLITE_PERM':
      return `cannot write to ${file}: the file or its folder is read-only`;
    case 'SQLITE_BUSY':
    case 'SQLITE_LOCKED':
      return `${file} is locked by another program (still busy after the timeout); close it and try again`;
    case 'SQLITE_NOTADB':
      return `${file} is not a SQLite database`;
    default:
      return `cannot use ${file}: ${cause instanceof Error ? cause.message : String(cause)}`;
  }
}
