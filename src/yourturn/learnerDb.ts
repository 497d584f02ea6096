/**
 * The `db` a learner's store is handed: node:sqlite's `DatabaseSync` shape (`prepare(sql)` →
 * `.run(...)` `{ changes, lastInsertRowid }`, `.get(...)`, `.all(...)`; `exec(sql)`) over the page's
 * sql.js, as the seed's lab gives it. It is the harness's (STYLE.md 18): every statement goes through
 * the scene's one `Connection`, so the Trace records it as it records the lesson's, and each call is a
 * place where the harness may act, before the statement (a dead process writes nothing) and after it,
 * inside the call, where a second process may start a request (DESIGN.md, "Your turn").
 */
import type { Database, SqlValue } from 'sql.js';
import type { Connection, Row } from '../core/sqlite/connection';
import { FOUR_COLUMN_CLAIM_DDL } from '../core/store';
import { touchesKeys, verbOf, type SqlVerb } from './sqlKinds';

/** One statement of the learner's, as it ran. */
export interface StatementCall {
  sql: string;
  verb: SqlVerb;
  /** It names `idempotency_keys`. */
  keys: boolean;
  /** Rows a write changed (0 for a read). */
  changes: number;
  /** Rows a read returned. */
  rows: readonly Row[];
  /** The values bound to it, in order. */
  params: readonly SqlValue[];
}

export interface LearnerDbHooks {
  /** Before each statement; throwing refuses it (a process that died can write nothing). */
  before?(sql: string): void;
  /** After each statement ran, inside its call, before its result returns to the learner's code. */
  after?(call: StatementCall): void;
  /** Runs each statement (and its `after`): a scene runs it as this store's worker, whichever task is running. */
  around?<T>(body: () => T): T;
}

/** node:sqlite's `StatementSync`, as far as the seed uses it. */
export interface LearnerStatement {
  readonly sourceSQL: string;
  run(...params: unknown[]): { changes: number; lastInsertRowid: number };
  get(...params: unknown[]): Row | undefined;
  all(...params: unknown[]): Row[];
}

/** node:sqlite's `DatabaseSync`, as far as the seed uses it. */
export interface LearnerDb {
  prepare(sql: string): LearnerStatement;
  exec(sql: string): void;
}

/** Databases that already accept the seed's four-column claim. */
const claimsReady = new WeakSet<Database>();

/**
 * The learner's `db` over `raw` (to split `exec`'s SQL) and `sql`, its `Connection`. Its table
 * accepts the seed's four-column claim from now on (the trigger of FOUR_COLUMN_CLAIM_DDL).
 */
export function learnerDb(raw: Database, sql: Connection, hooks: LearnerDbHooks = {}): LearnerDb {
  if (!claimsReady.has(raw)) {
    sql.exec(FOUR_COLUMN_CLAIM_DDL);
    claimsReady.add(raw);
  }
  const call = <T>(text: string, params: unknown[], runIt: (values: SqlValue[]) => { result: T; changes: number; rows: readonly Row[] }): T => {
    const values = bindable(params);
    const body = () => {
      hooks.before?.(text);
      const { result, changes, rows } = runIt(values);
      hooks.after?.({ sql: text, verb: verbOf(text), keys: touchesKeys(text), changes, rows, params: values });
      return result;
    };
    return hooks.around ? hooks.around(body) : body();
  };
  // node:sqlite's lastInsertRowid is its connection's, and each process has its own: the rowid of this
  // db's last INSERT that inserted a row. Asked of SQLite only after a statement that may have inserted.
  let lastInsertRowid = 0;
  const statement = (text: string): LearnerStatement => ({
    sourceSQL: text,
    run: (...params) =>
      call(text, params, (values) => {
        const changes = sql.run(text, values);
        const verb = verbOf(text);
        if (changes > 0 && (verb === 'insert' || verb === 'other')) lastInsertRowid = sql.peek<{ id: number }>('SELECT last_insert_rowid() AS id')[0]!.id;
        return { result: { changes, lastInsertRowid }, changes, rows: [] };
      }),
    get: (...params) =>
      call(text, params, (values) => {
        const row = sql.get(text, values);
        return { result: row, changes: 0, rows: row ? [row] : [] };
      }),
    all: (...params) =>
      call(text, params, (values) => {
        const rows = sql.all(text, values);
        return { result: rows, changes: 0, rows };
      }),
  });
  return {
    prepare(text) {
      if (typeof text !== 'string') throw new TypeError('The "sql" argument must be a string.');
      // node:sqlite compiles at prepare(): a mistake in the SQL throws here, not at the first run. The
      // Connection keeps what it compiled, so the seed's prepare-per-call style compiles each text once.
      sql.compile(text);
      return statement(text);
    },
    exec(text) {
      if (typeof text !== 'string') throw new TypeError('The "sql" argument must be a string.');
      // Each statement on its own, through the Connection, so the Trace sees a learner's DROP TABLE too.
      for (const part of raw.iterateStatements(text)) {
        const one = part.getSQL();
        part.free();
        call(one, [], () => ({ result: undefined, changes: sql.run(one), rows: [] }));
      }
    },
  };
}

/** The values node:sqlite binds: numbers, strings, null, bigints and bytes, by position; anything else is refused as it refuses it. */
function bindable(params: unknown[]): SqlValue[] {
  return params.map((value, i) => {
    if (value === null || typeof value === 'number' || typeof value === 'string' || value instanceof Uint8Array) return value;
    if (typeof value === 'bigint') return Number(value);
    if (typeof value === 'object' && i === 0 && params.length === 1) {
      throw new TypeError('Named parameters are not supported here: write ? in the SQL and pass the values in order, as the lesson does.');
    }
    throw new TypeError(`Provided value cannot be bound to SQLite parameter ${i + 1}.`);
  });
}
