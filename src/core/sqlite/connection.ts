import type { Database, SqlValue } from 'sql.js';
import { sqlJsDriver, type PreparedStatement, type Row, type SqlDriver } from './driver';

export type { Row };

/** What one statement did, for whoever records the Trace: the real SQL, its bound values, its effect. */
export interface StatementEvent {
  sql: string;
  params: readonly SqlValue[];
  /** Rows changed by a write (`changes`); 0 for a read. */
  changes: number;
  /** Rows returned by a read. */
  rows: number;
}

export type StatementObserver = (event: StatementEvent) => void;

/**
 * A thin layer over one sql.js `Database`: cached prepared statements, `changes` after a write, and one
 * optional observer that sees every statement (the simulation turns those into Trace beats).
 * Everything that touches a database in core (store, PayCo, HTTP handlers) goes through the
 * connection of that database, obtained with `connectionFor(db)`, so all share one observer.
 */
export class Connection {
  private readonly statements = new Map<string, PreparedStatement>();
  private observer: StatementObserver | undefined;

  constructor(private readonly driver: SqlDriver) {}

  /** Runs one or more statements with no parameters (schema, pragmas); not observed. */
  exec(sql: string): void {
    this.driver.exec(sql);
  }

  /** Calls `observer` after every statement from now on (`undefined` stops observing). */
  observe(observer: StatementObserver | undefined): void {
    this.observer = observer;
  }

  /** Runs a write; returns how many rows it changed. */
  run(sql: string, params: readonly SqlValue[] = []): number {
    const ran = this.prepare(sql).run(params);
    // SQLite's changes() keeps the last INSERT/UPDATE/DELETE's count through BEGIN, COMMIT, DDL…
    const changes = WRITES_ROWS.test(sql) ? ran : 0;
    this.observer?.({ sql, params, changes, rows: 0 });
    return changes;
  }

  /** Runs a read; returns the first row, or undefined. */
  get<T extends object = Row>(sql: string, params: readonly SqlValue[] = []): T | undefined {
    const row = this.prepare(sql).get(params) as T | undefined;
    this.observer?.({ sql, params, changes: 0, rows: row ? 1 : 0 });
    return row;
  }

  /** Runs a read; returns every row. */
  all<T extends object = Row>(sql: string, params: readonly SqlValue[] = []): T[] {
    const rows = this.prepare(sql).all(params) as T[];
    this.observer?.({ sql, params, changes: 0, rows: rows.length });
    return rows;
  }

  /** Reads without telling the observer: for snapshots of state, which are not part of the story. */
  peek<T extends object = Row>(sql: string, params: readonly SqlValue[] = []): T[] {
    const observer = this.observer;
    this.observer = undefined;
    try {
      return this.all<T>(sql, params);
    } finally {
      this.observer = observer;
    }
  }

  /**
   * Runs `body` as one transaction: BEGIN … COMMIT, or ROLLBACK if it throws. `body` is synchronous on
   * purpose: all simulated workers share this one connection, so a transaction must never span an
   * await point (see DESIGN.md, "One connection, many simulated workers").
   */
  transaction<T>(body: () => T): T {
    this.run('BEGIN IMMEDIATE');
    try {
      const result = body();
      if (result instanceof Promise) throw new TypeError('a transaction body must be synchronous');
      this.run('COMMIT');
      return result;
    } catch (error) {
      this.run('ROLLBACK');
      throw error;
    }
  }

  /** Compiles `sql` now (throwing SQLite's error if it does not compile), kept for its first run. */
  compile(sql: string): void {
    this.prepare(sql);
  }

  private prepare(sql: string): PreparedStatement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.driver.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

/** Statements whose changes() is their own: the rest report the previous write's count. */
const WRITES_ROWS = /^\s*(INSERT|UPDATE|DELETE|REPLACE|WITH)\b/i;

const connections = new WeakMap<Database, Connection>();

/** The one shared `Connection` for a sql.js database (a `Connection` passes through unchanged). */
export function connectionFor(db: Database | Connection): Connection {
  if (db instanceof Connection) return db;
  let connection = connections.get(db);
  if (!connection) {
    connection = new Connection(sqlJsDriver(db));
    connections.set(db, connection);
  }
  return connection;
}
