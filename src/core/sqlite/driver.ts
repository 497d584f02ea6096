import type { Database, SqlValue, Statement } from 'sql.js';

/** A row as SQLite returns it: column name → value. */
export type Row = Record<string, SqlValue>;

/** One compiled statement. */
export interface PreparedStatement {
  /** Runs a write; returns how many rows it changed. */
  run(params: readonly SqlValue[]): number;
  /** Runs a read; returns the first row. */
  get(params: readonly SqlValue[]): Row | undefined;
  /** Runs a read; returns every row. */
  all(params: readonly SqlValue[]): Row[];
}

/**
 * What `Connection` needs from a SQLite binding. The app only ever uses sql.js; the benchmark plugs
 * native SQLite (better-sqlite3) in here to run the very same store code on both.
 */
export interface SqlDriver {
  prepare(sql: string): PreparedStatement;
  exec(sql: string): void;
}

/** sql.js as a `SqlDriver`. */
export function sqlJsDriver(db: Database): SqlDriver {
  const wrap = (statement: Statement): PreparedStatement => {
    // sql.js's getAsObject asks SQLite for every column's name on every row; a statement's columns
    // only change with the schema, which is then seen as a different column count.
    let names: string[] = [];
    const rowOf = (): Row => {
      const values = statement.get();
      if (names.length !== values.length) names = statement.getColumnNames();
      const row: Row = {};
      for (let i = 0; i < values.length; i++) row[names[i]!] = values[i]!;
      return row;
    };
    return {
      run(params) {
        statement.bind(params as SqlValue[]);
        statement.step();
        statement.reset();
        return db.getRowsModified();
      },
      get(params) {
        statement.bind(params as SqlValue[]);
        const row = statement.step() ? rowOf() : undefined;
        statement.reset();
        return row;
      },
      all(params) {
        statement.bind(params as SqlValue[]);
        const rows: Row[] = [];
        while (statement.step()) rows.push(rowOf());
        statement.reset();
        return rows;
      },
    };
  };
  return { prepare: (sql) => wrap(db.prepare(sql)), exec: (sql) => void db.exec(sql) };
}
