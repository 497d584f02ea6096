/**
 * The steps of `run()` read from what a learner's SQL did (run()'s tree and the Trace's holders light
 * from these): the rows of `idempotency_keys` just before and just after each write, diffed, never the
 * SQL's text. A new in_flight row is a claim; a row gone is a release; in_flight to done is a save; a
 * new locked_at on an in_flight row is a takeover (from the locked_at this worker last read). A write
 * that changed no row is read by what it tried to set (status: a fenced save; locked_at: a lost
 * takeover; a DELETE: a fenced release), on the key of the call in progress.
 */
import type { Connection } from '../../core/sqlite/connection';
import type { IdempotencyRow, StoreStep } from '../../core/store';
import type { StatementCall } from '../learnerDb';
import { columnsSet } from '../sqlKinds';

const rowsOf = (sql: Connection) => new Map(sql.peek<IdempotencyRow>('SELECT * FROM idempotency_keys').map((r) => [r.key, r]));

export class StepReader {
  /** The locked_at this worker wrote for each key (its fencing token, as far as its SQL shows). */
  private readonly tokens = new Map<string, number>();
  private readonly read = new Map<string, IdempotencyRow>();
  private before: Map<string, IdempotencyRow> | undefined;
  /** The key of the call of `run()` in progress on this worker. */
  key = '';
  /** The last step read per key: a lost takeover or a fenced save already says why a 409 followed. */
  readonly last = new Map<string, StoreStep['step']>();

  constructor(
    private readonly sql: Connection,
    private readonly onStep: (step: StoreStep) => void,
  ) {}

  tokenOf(key: string): number | undefined {
    return this.tokens.get(key);
  }

  /** Before a statement runs. */
  statementStarts(sql: string, writes: boolean): void {
    this.before = writes && /\bidempotency_keys\b/i.test(sql) ? safe(() => rowsOf(this.sql)) : undefined;
  }

  /** After it ran (inside its call). */
  statementRan(call: StatementCall): void {
    if (!call.keys) return;
    if (call.verb === 'select') {
      for (const row of call.rows) if (typeof row.key === 'string' && typeof row.locked_at === 'number') this.read.set(row.key, row as unknown as IdempotencyRow);
      return;
    }
    const before = this.before;
    const after = safe(() => rowsOf(this.sql));
    if (!before || !after) return;
    let changed = false;
    for (const key of new Set([...before.keys(), ...after.keys()])) {
      const step = this.change(key, before.get(key), after.get(key));
      if (step) {
        changed = true;
        this.emit(step);
      }
    }
    if (!changed && call.changes === 0) this.refused(call);
    if (!changed && call.changes > 0) this.unseen(call, after);
  }

  /**
   * A write that changed a row and left it as it was: a takeover that wrote the very locked_at already
   * there (two blind takeovers in one millisecond), after which this worker holds that token too; or a
   * save that wrote its answer again over a done row holding the same answer (an unfenced late save
   * after PayCo replayed the charge): a save all the same, over a row that was not its claim.
   */
  private unseen(call: StatementCall, after: Map<string, IdempotencyRow>): void {
    const row = after.get(this.key);
    const set = call.verb === 'update' ? columnsSet(call.sql) : [];
    if (row?.status === 'done' && (set.includes('status') || set.includes('response'))) {
      this.emit({ step: 'saved', key: this.key, lockedAt: this.tokens.get(this.key) ?? row.locked_at });
      return;
    }
    if (!set.includes('locked_at') || row?.status !== 'in_flight') return;
    this.tokens.set(this.key, row.locked_at);
    this.emit({ step: 'took-over', key: this.key, oldLockedAt: this.read.get(this.key)?.locked_at ?? row.locked_at, lockedAt: row.locked_at });
  }

  /** A step the call's outcome says (a replay, a refusal). */
  emit(step: StoreStep): void {
    this.last.set(step.key, step.step);
    this.onStep(step);
  }

  private change(key: string, was: IdempotencyRow | undefined, now: IdempotencyRow | undefined): StoreStep | undefined {
    if (!was && now) {
      if (now.status === 'done') return { step: 'saved', key, lockedAt: now.locked_at };
      this.tokens.set(key, now.locked_at);
      return { step: 'claimed', key, lockedAt: now.locked_at };
    }
    if (was && !now) return { step: 'released', key, lockedAt: this.tokens.get(key) ?? was.locked_at };
    if (!was || !now) return undefined;
    if (now.status === 'done' && (was.status !== 'done' || was.response !== now.response)) return { step: 'saved', key, lockedAt: this.tokens.get(key) ?? now.locked_at };
    if (now.status === 'in_flight' && now.locked_at !== was.locked_at) {
      this.tokens.set(key, now.locked_at);
      return { step: 'took-over', key, oldLockedAt: this.read.get(key)?.locked_at ?? was.locked_at, lockedAt: now.locked_at };
    }
    return undefined;
  }

  private refused(call: StatementCall): void {
    const key = this.key;
    const lockedAt = this.tokens.get(key) ?? 0;
    if (call.verb === 'delete') return this.emit({ step: 'release-fenced', key, lockedAt });
    if (call.verb !== 'update') return;
    const set = columnsSet(call.sql);
    if (set.includes('status') || set.includes('response')) this.emit({ step: 'save-fenced', key, lockedAt });
    else if (set.includes('locked_at')) this.emit({ step: 'takeover-lost', key, oldLockedAt: this.read.get(key)?.locked_at ?? 0 });
  }
}

/** A read of the table that may fail (the learner dropped it): then nothing is read. */
function safe<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
