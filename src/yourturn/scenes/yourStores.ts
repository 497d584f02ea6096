/**
 * A learner's store in a scene (DESIGN.md, "Your turn"): the `StoreFactory` of core/sim, so the same
 * scenes, faults, checks and Trace run on it. Each worker process gets a fresh copy of the learner's
 * module and a store over the scene's one database, through the harness's `db`:
 * - a process that died writes nothing more (its statements are refused);
 * - its statements and steps are its worker's, whichever task the scheduler is running;
 * - the scene's points are where the harness owns the code: before `run()` (claim), around the work
 *   (work; save, once it returned; release, once it threw). A crash or a freeze can happen there;
 * - requests also interleave at the learner's statements: right after one of its SELECTs on
 *   idempotency_keys, a request waiting at its claim starts there and then, inside that statement
 *   call, and runs up to its first await, as a second process acts between two statements. Its work
 *   waits for its own turn of the scheduler. (Not inside the library's transaction: a second process
 *   would wait for the write lock there.)
 */
import type { Database } from 'sql.js';
import { connectionFor } from '../../core/sqlite/connection';
import { ConflictError, MismatchError, type KeyStore } from '../../core/store';
import { WorkerCrash } from '../../core/sim/faults';
import type { StoreFactory, StoreHooks } from '../../core/sim/workerStore';
import type { Task } from '../../core/sim/scheduler';
import { learnerDb } from '../learnerDb';
import { describeError, type CodeProblem, type CompiledStore, type LearnerStore } from '../learnerModule';
import { verbOf } from '../sqlKinds';
import { StepReader } from './stepReader';

/** Thrown when a scene cannot make the learner's store (its module or constructor failed). */
export class StoreRefused extends Error {
  constructor(readonly why: { kind: 'code'; problem: CodeProblem } | { kind: 'constructor'; error: string }) {
    super(JSON.stringify(why));
    this.name = 'StoreRefused';
  }
}

interface Waiting {
  task: Task | undefined;
  /** Set as it begins, before its first statement (which may itself begin another). */
  begun: boolean;
  call: Promise<unknown> | undefined;
  begin(): void;
}

/** The factory for one scene: the requests waiting at their claim are shared by all its workers. */
export function learnerStores(compiled: CompiledStore): StoreFactory {
  const waiting: Waiting[] = [];
  let inTransaction = false;
  const startOneWaiting = (hooks: StoreHooks) => {
    if (inTransaction) return;
    const running = hooks.current();
    const next = waiting.find((w) => !w.begun && w.task !== running && w.task?.status === 'parked' && w.task.label === 'claim' && w.task.readyAt <= hooks.now());
    next?.begin();
  };
  return (db: Database, hooks: StoreHooks): KeyStore => {
    const made = compiled.process();
    if (!made.ok) throw new StoreRefused({ kind: 'code', problem: made.problem });
    const sql = connectionFor(db);
    const reader = new StepReader(sql, (step) => hooks.actAs(() => hooks.onStep(step)));
    const ldb = learnerDb(db, sql, {
      around: (body) => hooks.actAs(body),
      before(text) {
        if (!hooks.alive()) throw new WorkerCrash(hooks.worker);
        reader.statementStarts(text, verbOf(text) !== 'select');
      },
      after(call) {
        reader.statementRan(call);
        if (call.verb === 'select' && call.keys) startOneWaiting(hooks);
      },
    });
    let store: LearnerStore;
    try {
      store = new made.Store(ldb, { lockMs: hooks.lockMs, now: hooks.now });
    } catch (error) {
      throw new StoreRefused({ kind: 'constructor', error: describeError(error) });
    }

    /** The learner's run() on `key`, its outcome read into steps; `atPoints`: the work passes the scene's points. */
    const call = (key: string, params: unknown, work: () => unknown, gate: Promise<void>, atPoints: boolean): Promise<unknown> => {
      let ran = false;
      const wrapped = async () => {
        await gate; // a request started inside another's statement works in its own turn
        if (atPoints) await hooks.pause('work', key);
        ran = true;
        hooks.actAs(() => hooks.onStep({ step: 'work-started', key, lockedAt: reader.tokenOf(key) ?? hooks.now() }));
        try {
          const result = await work();
          if (atPoints) await hooks.pause('save', key);
          return result;
        } catch (error) {
          if (error instanceof WorkerCrash) throw error;
          hooks.actAs(() => hooks.onStep({ step: 'work-failed', key, lockedAt: reader.tokenOf(key) ?? hooks.now() }));
          if (atPoints) await hooks.pause('release', key);
          throw error;
        }
      };
      reader.key = key;
      let result: unknown;
      try {
        result = store.run(key, params, wrapped);
      } catch (error) {
        result = Promise.reject(error);
      }
      return Promise.resolve(result).then(
        (value) => {
          if (!ran) reader.emit({ step: 'replayed', key });
          return value;
        },
        (error: unknown) => {
          if (error instanceof MismatchError) reader.emit({ step: 'mismatch', key });
          else if (error instanceof ConflictError) {
            const last = reader.last.get(key);
            // The seed's ConflictError has no reason: the shop reads it from what the store just did, as
            // the lesson's store says it (a lost takeover, a fenced save), so the 409 and the client's
            // reading of it are the lesson's.
            const reason = last === 'takeover-lost' ? 'takeover_lost' : last === 'save-fenced' ? 'lock_lost' : undefined;
            if (reason && error.reason === 'in_flight' && error.retryAfterMs === undefined) throw new ConflictError(reason);
            if (last !== 'takeover-lost' && last !== 'save-fenced') {
              const row = sql.peek<{ locked_at: number; status: string }>('SELECT locked_at, status FROM idempotency_keys WHERE key = ?', [key])[0];
              const age = row && row.status === 'in_flight' ? hooks.now() - row.locked_at : 0;
              const retryAfterMs = Math.max(0, hooks.lockMs - age);
              reader.emit({ step: 'in-flight', key, retryAfterMs });
              // The seed's store throws a bare ConflictError; the shop's HTTP layer, the lesson's, still
              // says when to come back (Retry-After, from the row's lock), as it does for the lesson's
              // store: the clients then retry when they would there, and Compare sets the two side by side.
              if (error.retryAfterMs === undefined && row?.status === 'in_flight') throw new ConflictError(error.reason, retryAfterMs);
            }
          }
          throw error;
        },
      );
    };

    const settled = <T>(value: Promise<T>): Promise<T> =>
      value.then(
        (v) => (hooks.alive() ? v : Promise.reject(new WorkerCrash(hooks.worker))),
        (error: unknown) => Promise.reject(hooks.alive() ? error : new WorkerCrash(hooks.worker)),
      );

    return {
      async run<T>(key: string, params: unknown, work: () => T | Promise<T>): Promise<T> {
        let open = () => {};
        const gate = new Promise<void>((resolve) => (open = resolve));
        const me: Waiting = {
          task: hooks.current(),
          begun: false,
          call: undefined,
          begin() {
            me.begun = true;
            me.call = call(key, params, work, gate, true);
          },
        };
        waiting.push(me);
        try {
          await hooks.pause('claim', key);
        } finally {
          waiting.splice(waiting.indexOf(me), 1);
        }
        open();
        me.begun = true;
        return settled((me.call ?? call(key, params, work, gate, true)) as Promise<T>);
      },
      // The library's shape: claim, work and answer in one transaction, with no point inside it (an
      // await there would let another task's statements into this transaction on the shared connection).
      async runAtomically<T>(key: string, params: unknown, work: () => T): Promise<T> {
        await hooks.pause('claim', key);
        sql.run('BEGIN IMMEDIATE');
        inTransaction = true;
        try {
          const value = (await settled(call(key, params, work, Promise.resolve(), false))) as T;
          sql.run('COMMIT');
          return value;
        } catch (error) {
          sql.run('ROLLBACK');
          throw error;
        } finally {
          inTransaction = false;
        }
      },
    };
  };
}
