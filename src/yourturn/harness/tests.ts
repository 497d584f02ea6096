/**
 * The seed's twelve tests for `IdempotencyStore.run` (seed 000, "Your turn"), on the learner's store:
 * each from a fresh database, on a clock the test moves, with the harness's own works and PayCo.
 *
 * Requests interleave where the code awaits, as in the seed, and also at its statements: the `db` is
 * the harness's, so inside a statement call (after it ran, before it returns) the harness may start a
 * second request, which runs up to its first await before the first goes on, as a second process would
 * act between two statements. A lab in one process cannot do that, and the seed says so: "nothing can
 * run between your SELECT and your INSERT unless you await in between", so no test there can catch a
 * SELECT-then-INSERT claim or a takeover without compare-and-set. Here tests 5 and 7 start the second
 * request inside each statement the first makes before its work, then once more while it works, and
 * catch both.
 */
import { PayCo } from '../../core/provider/PayCo';
import { describeError, describeValue } from '../learnerModule';
import { expectOutcome, expectRow, expectWorkRuns, fail } from './expectations';
import type { StartedAt, TestId } from './results';
import { TEST_LOCK_MS, TestFailed, TestWorld, type Process, type Tracked, type Work } from './testWorld';

const KEY = 'k1';
const PARAMS = { orderId: 'o1', cart: { scarf: 1, gloves: 2 } };
const answer = (chargeId: string) => ({ status: 201, body: { orderId: 'o1', chargeId, amount: 6500, status: 'paid' } });
const FIRST = answer('ch_1');
const SECOND = answer('ch_2');
/** Long enough past lockMs that a store that counts staleness with `>` or `>=` sees the lock as stale. */
const STALE_MS = TEST_LOCK_MS + 1_000;

/** A first request claims KEY and is held in its work until its lock is stale (the fencing tests' start). */
async function slowWorkerGoneStale(w: TestWorld): Promise<{ slowWork: Work; slow: Tracked }> {
  const slowWork = w.work({ kind: 'held' });
  const slow = w.process().run(KEY, PARAMS, slowWork);
  await w.flush(() => slowWork.calls > 0 || slow.settled);
  expectWorkRuns(w, 1);
  w.advance(STALE_MS);
  return { slowWork, slow };
}

type Test = (world: () => TestWorld) => Promise<void>;

const q = (value: unknown) => describeValue(value);

/** A claim whose worker died: a process claims `KEY` and its work never returns. */
async function deadClaim(world: TestWorld): Promise<Process> {
  const dead = world.process();
  const call = dead.run(KEY, PARAMS, world.work({ kind: 'held' }));
  await world.flush(() => world.works.calls > 0 || call.settled);
  expectWorkRuns(world, 1);
  dead.dead = true;
  return dead;
}

/**
 * Two requests for `KEY` at once, from two processes: the second started inside the first one's
 * statement 1, 2, 3… before its work, and last while it works. In each run, one of them runs the work
 * and answers its answer, and the other gets ConflictError. `prepare` sets the row up first (a dead
 * claim, gone stale) and says how many works it ran.
 */
async function raceEveryWay(world: () => TestWorld, prepare: (w: TestWorld) => Promise<number>): Promise<void> {
  for (let boundary = 1; boundary <= 30; boundary++) {
    const w = world();
    const before = await prepare(w);
    const [first, second] = [w.process(), w.process()];
    const [firstWork, secondWork] = [w.work({ kind: 'held' }), w.work({ kind: 'held' })];
    let b: Tracked | undefined;
    let startedAt: StartedAt = { kind: 'after' };
    first.onStatement = (call, n) => {
      if (n !== boundary || b || firstWork.calls > 0) return;
      startedAt = { kind: 'statement', n, sql: call.sql };
      b = second.run(KEY, PARAMS, secondWork);
    };
    const a = first.run(KEY, PARAMS, firstWork);
    await w.flush(() => a.settled || firstWork.calls > 0);
    const last = b === undefined;
    if (last) startedAt = { kind: firstWork.calls > 0 ? 'await' : 'after' };
    b ??= second.run(KEY, PARAMS, secondWork);
    const started = b;
    await w.flush(() => started.settled || secondWork.calls > 0);
    firstWork.finish(FIRST);
    secondWork.finish(SECOND);
    await w.flush(() => a.settled && started.settled);
    try {
      judgeRace(w, before, [a, firstWork, FIRST], [started, secondWork, SECOND]);
    } catch (error) {
      if (error instanceof TestFailed) error.failure.startedAt = startedAt;
      throw error;
    }
    if (last) return;
  }
}

function judgeRace(w: TestWorld, before: number, ...calls: [Tracked, Work, unknown][]): void {
  const ran = w.works.calls - before;
  if (ran > 1) fail({ kind: 'work-runs', ran, expected: 1 });
  const [[a, aWork, aAnswer], [b, , bAnswer]] = calls;
  const aRan = aWork.calls > 0;
  expectOutcome(a, 'request', aRan ? { kind: 'answer', value: q(aAnswer) } : { kind: 'conflict' });
  expectOutcome(b, 'second', aRan ? { kind: 'conflict' } : { kind: 'answer', value: q(bAnswer) });
  expectRow(w, KEY, { kind: 'done', value: q(aRan ? aAnswer : bAnswer) });
}

/** The twelve, by id: each throws `TestFailed` with its first failed expectation. */
export const TESTS: Record<TestId, Test> = {
  // 1. A new key claims and runs the work once.
  async 'new-key'(world) {
    const w = world();
    const call = w.process().run(KEY, PARAMS, w.work({ kind: 'answer', value: FIRST }));
    await w.flush(() => call.settled);
    expectOutcome(call, 'request', { kind: 'answer', value: q(FIRST) });
    expectWorkRuns(w, 1);
    expectRow(w, KEY, { kind: 'done', value: q(FIRST) });
  },

  // 2. The same key and params replay the saved answer; the work does not run. Another key with the
  // same cart is there too, so a store that reads another row than its key's is caught.
  async replay(world) {
    const w = world();
    const p = w.process();
    const other = p.run('k0', PARAMS, w.work({ kind: 'answer', value: answer('ch_0') }));
    await w.flush(() => other.settled);
    const first = p.run(KEY, PARAMS, w.work({ kind: 'answer', value: FIRST }));
    await w.flush(() => first.settled);
    expectOutcome(first, 'request', { kind: 'answer', value: q(FIRST) });
    w.advance(1_000);
    const again = p.run(KEY, PARAMS, w.work({ kind: 'answer', value: SECOND }));
    await w.flush(() => again.settled);
    expectOutcome(again, 'retry', { kind: 'replay', value: q(FIRST) });
    expectWorkRuns(w, 2);
  },

  // 3. Other params give a mismatch, and the work never runs.
  async mismatch(world) {
    const w = world();
    const p = w.process();
    const first = p.run(KEY, PARAMS, w.work({ kind: 'answer', value: FIRST }));
    await w.flush(() => first.settled);
    expectOutcome(first, 'request', { kind: 'answer', value: q(FIRST) });
    const other = p.run(KEY, { orderId: 'o1', cart: { hat: 1 } }, w.work({ kind: 'answer', value: SECOND }));
    await w.flush(() => other.settled);
    expectOutcome(other, 'retry', { kind: 'mismatch' });
    expectWorkRuns(w, 1);
    expectRow(w, KEY, { kind: 'done', value: q(FIRST) });
  },

  // 4. {a, b} equals {b, a}: the same cart with its fields in another order is the same request.
  async reordered(world) {
    const w = world();
    const p = w.process();
    const first = p.run(KEY, PARAMS, w.work({ kind: 'answer', value: FIRST }));
    await w.flush(() => first.settled);
    expectOutcome(first, 'request', { kind: 'answer', value: q(FIRST) });
    const again = p.run(KEY, { cart: { gloves: 2, scarf: 1 }, orderId: 'o1' }, w.work({ kind: 'answer', value: SECOND }));
    await w.flush(() => again.settled);
    expectOutcome(again, 'retry', { kind: 'replay', value: q(FIRST) });
    expectWorkRuns(w, 1);
  },

  // 5. An in-flight, fresh key gives a conflict: a double click, the second started at every point.
  'in-flight': (world) => raceEveryWay(world, async () => 0),

  // 6. A stale key is taken over and the work runs.
  async stale(world) {
    const w = world();
    await deadClaim(w);
    w.advance(STALE_MS);
    const retry = w.process().run(KEY, PARAMS, w.work({ kind: 'answer', value: SECOND }));
    await w.flush(() => retry.settled);
    expectOutcome(retry, 'retry', { kind: 'answer', value: q(SECOND) });
    expectWorkRuns(w, 2);
    expectRow(w, KEY, { kind: 'done', value: q(SECOND) });
  },

  // 7. Two retries on one stale key: only one takes over (each started inside the other's statements).
  'two-stale': (world) =>
    raceEveryWay(world, async (w) => {
      await deadClaim(w);
      w.advance(STALE_MS);
      return 1;
    }),

  // 8. When the work throws, the claim is released and a retry runs the work.
  async 'work-throws'(world) {
    const w = world();
    const p = w.process();
    const error = new Error('PayCo answered 503');
    const first = p.run(KEY, PARAMS, w.work({ kind: 'throws', error }));
    await w.flush(() => first.settled);
    expectOutcome(first, 'request', { kind: 'rethrow', error: describeError(error) });
    expectRow(w, KEY, { kind: 'gone' });
    const retry = p.run(KEY, PARAMS, w.work({ kind: 'answer', value: SECOND }));
    await w.flush(() => retry.settled);
    expectOutcome(retry, 'retry', { kind: 'answer', value: q(SECOND) });
    expectWorkRuns(w, 2);
  },

  // 9. A restart: a new store over the same database sees everything the old one wrote.
  async restart(world) {
    const w = world();
    const first = w.process().run(KEY, PARAMS, w.work({ kind: 'answer', value: FIRST }));
    await w.flush(() => first.settled);
    expectOutcome(first, 'request', { kind: 'answer', value: q(FIRST) });
    const restarted = w.process();
    const again = restarted.run(KEY, PARAMS, w.work({ kind: 'answer', value: SECOND }));
    await w.flush(() => again.settled);
    expectOutcome(again, 'restarted', { kind: 'replay', value: q(FIRST) });
    const other = restarted.run(KEY, { orderId: 'o1', cart: { hat: 1 } }, w.work({ kind: 'answer', value: SECOND }));
    await w.flush(() => other.settled);
    expectOutcome(other, 'restarted', { kind: 'mismatch' });
    expectWorkRuns(w, 1);
  },

  // 10. The end-to-end crash: charged, died before the save, 409 while the lock is fresh, taken over
  // after lockMs, and PayCo's own key replays the charge: one charge.
  async crash(world) {
    const w = world();
    const payco = new PayCo(w.db, w.now);
    const charge = async () => {
      const c = payco.charge({ orderId: 'o1', amount: 6500, idempotencyKey: 'charge:o1' });
      return { status: 201, body: { orderId: 'o1', chargeId: c.id, amount: c.amount, status: 'paid' } };
    };
    const dead = w.process();
    // The first worker charges, then dies before its save: its work never returns.
    const first = dead.run(KEY, PARAMS, w.work({ kind: 'held' }, () => void charge()));
    await w.flush(() => w.works.calls > 0 || first.settled);
    expectWorkRuns(w, 1);
    dead.dead = true;
    w.advance(1_000);
    const early = w.process().run(KEY, PARAMS, w.work({ kind: 'answer', value: SECOND }));
    await w.flush(() => early.settled);
    expectOutcome(early, 'retry', { kind: 'conflict' });
    expectWorkRuns(w, 1);
    w.advance(STALE_MS);
    const retry = w.process().run(KEY, PARAMS, w.work({ kind: 'call', fn: charge }));
    await w.flush(() => retry.settled);
    expectWorkRuns(w, 2);
    const charges = w.sql.peek<{ n: number }>('SELECT COUNT(*) AS n FROM payco_charges')[0]!.n;
    if (charges !== 1) fail({ kind: 'charges', count: charges });
    expectOutcome(retry, 'retry', { kind: 'answer', value: q(FIRST) });
    expectRow(w, KEY, { kind: 'done', value: q(FIRST) });
  },

  // 11. Fencing: the slow worker's late save changes nothing, and the new owner's answer stands.
  async 'late-save'(world) {
    const w = world();
    const { slowWork, slow } = await slowWorkerGoneStale(w);
    const owner = w.process().run(KEY, PARAMS, w.work({ kind: 'answer', value: SECOND }));
    await w.flush(() => owner.settled);
    expectOutcome(owner, 'owner', { kind: 'answer', value: q(SECOND) });
    slowWork.finish(FIRST);
    await w.flush(() => slow.settled);
    expectOutcome(slow, 'slow', { kind: 'conflict' });
    expectRow(w, KEY, { kind: 'done', value: q(SECOND) });
  },

  // 12. Fencing: the slow worker's failed work deletes nothing; the new owner's claim stands and saves.
  async 'failed-work'(world) {
    const w = world();
    const { slowWork, slow } = await slowWorkerGoneStale(w);
    const ownerWork = w.work({ kind: 'held' });
    const owner = w.process().run(KEY, PARAMS, ownerWork);
    await w.flush(() => ownerWork.calls > 0 || owner.settled);
    expectWorkRuns(w, 2);
    const lockedAt = w.row(KEY)?.locked_at ?? -1;
    const error = new Error('PayCo timed out');
    slowWork.fail(error);
    await w.flush(() => slow.settled);
    expectOutcome(slow, 'slow', { kind: 'rethrow', error: describeError(error) });
    expectRow(w, KEY, { kind: 'owner', lockedAt });
    ownerWork.finish(SECOND);
    await w.flush(() => owner.settled);
    expectOutcome(owner, 'owner', { kind: 'answer', value: q(SECOND) });
    expectRow(w, KEY, { kind: 'done', value: q(SECOND) });
  },
};
