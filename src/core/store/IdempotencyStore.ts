import type { Database } from 'sql.js';
import { connectionFor, type Connection } from '../sqlite/connection';
import { decide } from './decide';
import { ConflictError, MismatchError } from './errors';
import { fingerprint as fingerprintOf } from './fingerprint';
import { claimRow, insertDoneRow, pruneRows, readRow, releaseRow, saveRow, takeOverRow } from './keyRows';
import type { IdempotencyRow } from './schema';

/** The places between the store's statements where a scheduler may let another request run. */
export type AwaitPoint = 'claim' | 'read' | 'takeover' | 'work' | 'save' | 'release';

/** Called before each await point; the store awaits what it returns. Absent ⇒ the store never yields. */
export type PauseHook = (point: AwaitPoint, key: string) => Promise<void>;

/** Each step `run()` takes, for the decision diagram and the Trace. */
export type StoreStep =
  | { step: 'claimed'; key: string; lockedAt: number }
  | { step: 'looked-up'; key: string; found: boolean }
  | { step: 'mismatch'; key: string }
  | { step: 'replayed'; key: string }
  | { step: 'in-flight'; key: string; retryAfterMs: number }
  | { step: 'vanished'; key: string }
  | { step: 'stale'; key: string; oldLockedAt: number }
  | { step: 'took-over'; key: string; oldLockedAt: number; lockedAt: number }
  | { step: 'takeover-lost'; key: string; oldLockedAt: number }
  | { step: 'work-started'; key: string; lockedAt: number }
  | { step: 'work-failed'; key: string; lockedAt: number }
  | { step: 'saved'; key: string; lockedAt: number }
  | { step: 'save-fenced'; key: string; lockedAt: number }
  | { step: 'released'; key: string; lockedAt: number }
  | { step: 'release-fenced'; key: string; lockedAt: number };

/**
 * The teaching variants: each is one of the lesson's tempting mistakes, as an option of this code.
 * The defaults are the correct store.
 */
export interface StoreVariant {
  /** `insert-on-conflict` claims atomically; `select-then-insert` looks up, works, then inserts. */
  claim: 'insert-on-conflict' | 'select-then-insert';
  /** `compare-and-set` takes a stale lock only if `locked_at` is unchanged; `blind` takes it regardless. */
  takeover: 'compare-and-set' | 'blind';
  /** With fencing, save and release only touch the row while it still carries this worker's `locked_at`. */
  fencing: boolean;
}

export const CORRECT_VARIANT: StoreVariant = { claim: 'insert-on-conflict', takeover: 'compare-and-set', fencing: true };

export interface StoreOptions {
  /** How long a claim is trusted; after that an `in_flight` row is presumed abandoned and may be taken over. */
  lockMs: number;
  /** The clock, in ms. The simulation passes its virtual clock; the default is the wall clock. */
  now?: () => number;
  /** The scheduler's hook at each await point (see `AwaitPoint`). */
  pause?: PauseHook;
  /** Sees each step of `run()`. */
  onStep?: (step: StoreStep) => void;
  /** Off by default: the correct store. */
  variant?: Partial<StoreVariant>;
}

/**
 * What the shop's endpoints ask of a store: `run`, and the library's `runAtomically`. The lesson's
 * `IdempotencyStore` is one; a learner's, adapted (src/yourturn), is another.
 */
export type KeyStore = Pick<IdempotencyStore, 'run' | 'runAtomically'>;

/** The result of `run()` for the first request and for every replay alike. */
export type Work<T> = () => T | Promise<T>;

/**
 * An idempotency store on SQLite: `run(key, params, work)` runs `work` at most once per key (while the
 * row lives) and answers every repeat with the saved response. The contract is in DESIGN.md,
 * "The store contract"; the comments below follow its numbering.
 */
export class IdempotencyStore {
  readonly lockMs: number;
  readonly variant: StoreVariant;
  private readonly sql: Connection;
  private readonly now: () => number;
  private readonly pause: PauseHook | undefined;
  private readonly onStep: ((step: StoreStep) => void) | undefined;

  /** `db` is a sql.js database (or a `Connection` over another SQLite binding, as the benchmark uses). */
  constructor(db: Database | Connection, options: StoreOptions) {
    if (!(options.lockMs >= 0)) throw new RangeError('lockMs must be a number ≥ 0');
    this.sql = connectionFor(db);
    this.lockMs = options.lockMs;
    // The wall clock is the right default outside the simulation; the simulation always passes its own.
    // eslint-disable-next-line no-restricted-properties
    this.now = options.now ?? Date.now;
    this.pause = options.pause;
    this.onStep = options.onStep;
    this.variant = { ...CORRECT_VARIANT, ...options.variant };
  }

  async run<T>(key: string, params: unknown, work: Work<T>): Promise<T> {
    const fp = fingerprintOf(params);
    const lockedAt =
      this.variant.claim === 'select-then-insert' ? await this.lookUpFirst(key, fp) : await this.claimOrDecide(key, fp);
    if (lockedAt === NOT_YET_INSERTED) return this.workThenInsert(key, fp, work);
    if (typeof lockedAt === 'object') return lockedAt.replay as T;

    if (this.pause) await this.pause('work', key);
    this.onStep?.({ step: 'work-started', key, lockedAt });
    let result: T;
    try {
      result = await work();
    } catch (error) {
      this.onStep?.({ step: 'work-failed', key, lockedAt });
      if (this.pause) await this.pause('release', key);
      this.release(key, lockedAt);
      throw error;
    }
    if (this.pause) await this.pause('save', key);
    this.save(key, lockedAt, result);
    return result;
  }

  /**
   * The library story's shape: the claim, the work and the saved answer in one synchronous
   * transaction. Possible only when the work writes to this same database; a failure (or a crash)
   * inside rolls back all three, so nothing is left half-done. No await point falls inside, so no
   * other request can run between the claim and the save: a stale lock (left by a `run()` that died)
   * is taken over and saved within the same transaction, and no race is left for compare-and-set or
   * fencing to stop.
   *
   * The SELECT-then-INSERT variant is the library lesson's warning made real: the look-up runs first,
   * outside the transaction, and a wait follows it, so two requests can both see "no key" and both
   * do the work.
   */
  async runAtomically<T>(key: string, params: unknown, work: () => T): Promise<T> {
    const fp = fingerprintOf(params);
    if (this.variant.claim === 'select-then-insert') {
      const found = await this.lookUpFirst(key, fp);
      if (typeof found === 'object') return found.replay as T;
      if (found !== NOT_YET_INSERTED) return this.sql.transaction(() => this.workThenSave(key, found, work));
      if (this.pause) await this.pause('work', key);
      const startedAt = this.now();
      this.onStep?.({ step: 'work-started', key, lockedAt: startedAt });
      return this.sql.transaction(() => {
        const result = work();
        this.insertDone(key, fp, result, startedAt);
        return result;
      });
    }
    return this.sql.transaction(() => {
      const claim = this.claimNow(key, fp);
      if (typeof claim === 'object') return claim.replay as T;
      return this.workThenSave(key, claim, work);
    });
  }

  private workThenSave<T>(key: string, lockedAt: number, work: () => T): T {
    const result = work();
    this.save(key, lockedAt, result);
    return result;
  }

  /** Retention: deletes `done` rows created at least `retentionMs` ago; never a live lease. Returns the count. */
  prune(retentionMs: number): number {
    return pruneRows(this.sql, this.now() - retentionMs);
  }

  // 1.–5. Claim atomically; if the key was taken, decide from its row.
  private async claimOrDecide(key: string, fp: string): Promise<number | Replay> {
    if (this.pause) await this.pause('claim', key);
    const now = this.now();
    const claimed = this.insertClaim(key, fp, now);
    if (claimed) return now;
    if (this.pause) await this.pause('read', key);
    return this.decideExisting(key, fp);
  }

  // The same as claimOrDecide without await points, for runAtomically.
  private claimNow(key: string, fp: string): number | Replay {
    const now = this.now();
    if (this.insertClaim(key, fp, now)) return now;
    const decision = this.decideOrThrow(key, fp, this.readRow(key), now);
    return typeof decision === 'object' ? decision : this.takeOver(key, decision);
  }

  private insertClaim(key: string, fp: string, now: number): boolean {
    const claimed = claimRow(this.sql, key, fp, now);
    if (claimed) this.onStep?.({ step: 'claimed', key, lockedAt: now });
    return claimed;
  }

  private async decideExisting(key: string, fp: string): Promise<number | Replay> {
    const row = this.readRow(key);
    const decision = this.decideOrThrow(key, fp, row, this.now());
    if (typeof decision === 'object') return decision;
    if (this.pause) await this.pause('takeover', key);
    return this.takeOver(key, decision);
  }

  /** Returns a replay, or the stale lock's `locked_at` to take over; throws for the error cases. */
  private decideOrThrow(key: string, fp: string, row: IdempotencyRow | undefined, now: number): Replay | number {
    const decision = decide(row, fp, now, this.lockMs);
    switch (decision.case) {
      case 'vanished':
        this.onStep?.({ step: 'vanished', key });
        throw new ConflictError('vanished');
      case 'mismatch': // 2. work never runs
        this.onStep?.({ step: 'mismatch', key });
        throw new MismatchError();
      case 'replay': // 3. work never runs
        this.onStep?.({ step: 'replayed', key });
        return { replay: JSON.parse(decision.response) as unknown };
      case 'in_flight': // 4.
        this.onStep?.({ step: 'in-flight', key, retryAfterMs: decision.retryAfterMs });
        throw new ConflictError('in_flight', decision.retryAfterMs);
      case 'stale': // 5.
        this.onStep?.({ step: 'stale', key, oldLockedAt: decision.oldLockedAt });
        return decision.oldLockedAt;
    }
  }

  // 5. Take over a stale lock. The new token must differ from the old one, or fencing could not tell them apart.
  private takeOver(key: string, oldLockedAt: number): number {
    const lockedAt = Math.max(this.now(), oldLockedAt + 1);
    const changes = takeOverRow(this.sql, key, oldLockedAt, lockedAt, this.variant.takeover === 'compare-and-set');
    if (changes === 0) {
      this.onStep?.({ step: 'takeover-lost', key, oldLockedAt });
      throw new ConflictError('takeover_lost');
    }
    this.onStep?.({ step: 'took-over', key, oldLockedAt, lockedAt });
    return lockedAt;
  }

  // Save: only while the row still carries my token (fencing); 0 rows ⇒ a newer owner's answer stands.
  private save(key: string, lockedAt: number, result: unknown): void {
    const changes = saveRow(this.sql, key, lockedAt, JSON.stringify(result ?? null), this.variant.fencing);
    if (changes === 0) {
      this.onStep?.({ step: 'save-fenced', key, lockedAt });
      throw new ConflictError('lock_lost');
    }
    this.onStep?.({ step: 'saved', key, lockedAt });
  }

  // Release after failed work, so a retry can run it again; fenced like save.
  private release(key: string, lockedAt: number): void {
    const changes = releaseRow(this.sql, key, lockedAt, this.variant.fencing);
    this.onStep?.({ step: changes === 0 ? 'release-fenced' : 'released', key, lockedAt });
  }

  private readRow(key: string): IdempotencyRow | undefined {
    return readRow(this.sql, key);
  }

  // The SELECT-then-INSERT variant: the gap between the look-up and the insert is the bug.
  private async lookUpFirst(key: string, fp: string): Promise<number | Replay | typeof NOT_YET_INSERTED> {
    if (this.pause) await this.pause('read', key);
    const row = this.readRow(key);
    this.onStep?.({ step: 'looked-up', key, found: row !== undefined });
    if (!row) return NOT_YET_INSERTED;
    const decision = this.decideOrThrow(key, fp, row, this.now());
    if (typeof decision === 'object') return decision;
    if (this.pause) await this.pause('takeover', key);
    return this.takeOver(key, decision);
  }

  private async workThenInsert<T>(key: string, fp: string, work: Work<T>): Promise<T> {
    if (this.pause) await this.pause('work', key);
    const startedAt = this.now();
    this.onStep?.({ step: 'work-started', key, lockedAt: startedAt });
    const result = await work();
    if (this.pause) await this.pause('save', key);
    this.insertDone(key, fp, result, startedAt);
    return result;
  }

  // The SELECT-then-INSERT variant records the key only now, after the work: whatever is there is replaced.
  private insertDone(key: string, fp: string, result: unknown, startedAt: number): void {
    insertDoneRow(this.sql, key, fp, JSON.stringify(result ?? null), startedAt, this.now());
    this.onStep?.({ step: 'saved', key, lockedAt: startedAt });
  }
}

interface Replay {
  replay: unknown;
}

// The SELECT-then-INSERT variant found no row: no claim exists yet, the work runs unguarded.
const NOT_YET_INSERTED: unique symbol = Symbol('not yet inserted');
