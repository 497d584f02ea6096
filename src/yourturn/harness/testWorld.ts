/**
 * One test's world (STYLE.md 18: the harness owns the db, the clock and the processes; it judges only
 * what it recorded): a fresh database, a virtual clock the test moves by hand, and "processes", each a
 * fresh copy of the learner's module with its own store over that one database, as processes share a
 * file. Every `run()` call is tracked from outside; the works are the harness's, and count their calls.
 */
import type { Database, SqlJsStatic } from 'sql.js';
import { connectionFor, type Connection } from '../../core/sqlite/connection';
import { openDatabase } from '../../core/sqlite/openDatabase';
import { createSchema, type IdempotencyRow } from '../../core/store';
import { fingerprint } from '../cloakroom';
import { learnerDb, type StatementCall } from '../learnerDb';
import { describeError, describeValue, type CompiledStore, type LearnerStore } from '../learnerModule';
import type { Failure, Outcome } from './results';

/** The lock the tests give every store. */
export const TEST_LOCK_MS = 5_000;

/** Thrown inside a test to end it with `failure` (the first expectation that failed). */
export class TestFailed extends Error {
  constructor(readonly failure: Failure) {
    super(failure.kind);
  }
}

/** A call of the learner's `run()`, followed from outside. */
export class Tracked {
  outcome: Outcome = { kind: 'pending' };
  /** The value it answered, or the error it threw, as is. */
  value: unknown;
  error: unknown;

  constructor(call: () => unknown) {
    let result: unknown;
    try {
      result = call();
    } catch (error) {
      this.threw(error);
      return;
    }
    // A store whose run() is not async still answers; a thenable is followed as a promise would be.
    Promise.resolve(result).then(
      (value) => {
        this.value = value;
        this.outcome = { kind: 'answered', value: describeValue(value) };
      },
      (error: unknown) => this.threw(error),
    );
  }

  get settled(): boolean {
    return this.outcome.kind !== 'pending';
  }

  private threw(error: unknown): void {
    this.error = error;
    this.outcome = { kind: 'threw', error: describeError(error) };
  }
}

/** A work the harness hands to `run()`: it counts its calls and ends as the test says. */
export class Work {
  calls = 0;
  private settle: { resolve(value: unknown): void; reject(error: unknown): void } | undefined;

  /**
   * `answer` at once; `held`: a promise the test resolves (`finish`) or rejects (`fail`) later, or
   * never (the worker died while it worked); `throws`: a rejection with `error`; `call`: what `fn` answers.
   */
  constructor(
    private readonly counter: { calls: number },
    private readonly behaviour: { kind: 'answer'; value: unknown } | { kind: 'held' } | { kind: 'throws'; error: Error } | { kind: 'call'; fn: () => Promise<unknown> },
    private readonly before?: () => void,
  ) {}

  readonly fn = (): Promise<unknown> => {
    this.calls++;
    this.counter.calls++;
    this.before?.();
    const b = this.behaviour;
    if (b.kind === 'answer') return Promise.resolve(structuredClone(b.value));
    if (b.kind === 'throws') return Promise.reject(b.error);
    if (b.kind === 'call') return b.fn();
    return new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  };

  finish(value: unknown): void {
    this.settle?.resolve(structuredClone(value));
  }

  fail(error: Error): void {
    this.settle?.reject(error);
  }
}

/** One "process": a fresh copy of the learner's module, its store over the test's database. */
export class Process {
  /** Every statement it ran, in order. */
  readonly statements: StatementCall[] = [];
  /** Hears each statement inside its call (the test may start another request there). */
  onStatement: ((call: StatementCall, n: number) => void) | undefined;
  dead = false;
  readonly store: LearnerStore;

  constructor(world: TestWorld, compiled: CompiledStore) {
    const made = compiled.process();
    if (!made.ok) throw new TestFailed({ kind: 'code', problem: made.problem });
    const db = learnerDb(world.db, world.sql, {
      before: () => {
        // A process that died writes nothing more: the harness stops what its code still tries.
        if (this.dead) throw new Error('this process has died');
      },
      after: (call) => {
        this.statements.push(call);
        this.onStatement?.(call, this.statements.length);
      },
    });
    try {
      this.store = new made.Store(db, { lockMs: TEST_LOCK_MS, now: world.now });
    } catch (error) {
      throw new TestFailed({ kind: 'constructor', error: describeError(error) });
    }
  }

  run(key: string, params: unknown, work: Work): Tracked {
    return new Tracked(() => this.store.run(key, params, work.fn));
  }
}

/** A test's database, clock and processes. */
export class TestWorld {
  readonly db: Database;
  readonly sql: Connection;
  /** The works' calls, all processes together. */
  readonly works = { calls: 0 };
  private t = 1_000;

  constructor(
    SQL: SqlJsStatic,
    private readonly compiled: CompiledStore,
  ) {
    this.db = openDatabase(SQL);
    createSchema(this.db);
    this.sql = connectionFor(this.db);
  }

  readonly now = (): number => this.t;

  advance(ms: number): void {
    this.t += ms;
  }

  process(): Process {
    return new Process(this, this.compiled);
  }

  work(behaviour: ConstructorParameters<typeof Work>[1], before?: () => void): Work {
    return new Work(this.works, behaviour, before);
  }

  /** A work for another key's request, not counted among the test's works. */
  workAside(behaviour: ConstructorParameters<typeof Work>[1]): Work {
    return new Work({ calls: 0 }, behaviour);
  }

  /**
   * Lets the learner's code run on: microtask turns (never a timer: the test's time is virtual) until
   * `until` holds or nothing more would happen. A store that awaits a promise nobody settles stays pending.
   */
  async flush(until: () => boolean = () => false): Promise<void> {
    for (let i = 0; i < 2_000 && !until(); i++) await null;
  }

  /** The row of `key`, read by the harness (not through the learner's db). */
  row(key: string): IdempotencyRow | undefined {
    try {
      return this.sql.peek<IdempotencyRow>('SELECT * FROM idempotency_keys WHERE key = ?', [key])[0];
    } catch (error) {
      throw new TestFailed({ kind: 'database', error: describeError(error) });
    }
  }

  close(): void {
    this.db.close();
  }
}

/** Two answers are the same JSON (object keys in any order). */
export function sameJson(a: unknown, b: unknown): boolean {
  try {
    return fingerprint(a) === fingerprint(b);
  } catch {
    return false;
  }
}
