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
import { describeError } from '../learnerModule';
import { expectLateWritesChangeNothing, expectOutcome, expectRow, expectWorkRuns, fail } from './expectations';
import type { TestId } from './results';
import { answer, deadClaim, FIRST, KEY, neighbourClaim, OTHER_KEY, ownerStands, PARAMS, q, raceEveryWay, SECOND, slowWorkerGoneStale, STALE_MS, takenOverWhileSlow, WORK_MS } from './testMoves';
import { TEST_LOCK_MS, TestFailed, type TestWorld } from './testWorld';

type Test = (world: () => TestWorld) => Promise<void>;

/** The twelve, by id: each throws `TestFailed` with its first failed expectation. */
export const TESTS: Record<TestId, Test> = {
  // 1. A new key claims and runs the work once. The work takes time, as a PayCo call does (a save that
  // asks for the clock's time, not its own token, misses its row), and another key is claimed in the
  // same millisecond (a save without `key = ?` would save over it too).
  async 'new-key'(world) {
    const w = world();
    const neighbour = await neighbourClaim(w);
    const call = w.process().run(KEY, PARAMS, w.work({ kind: 'answer', value: FIRST }, () => w.advance(WORK_MS)));
    await w.flush(() => call.settled);
    expectOutcome(call, 'request', { kind: 'answer', value: q(FIRST) });
    expectWorkRuns(w, 1);
    expectRow(w, KEY, { kind: 'done', value: q(FIRST) });
    expectRow(w, OTHER_KEY, { kind: 'held', by: 'neighbour', lockedAt: neighbour });
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

  // 6. A stale key is taken over and the work runs. Stale from lockMs on (the contract's fresh is
  // now - locked_at < lockMs), so the retry comes exactly lockMs after the claim; the takeover's
  // locked_at is the retry's now(), its token. A dead claim on another key, made in the same
  // millisecond, stays as it was (a takeover without `key = ?` would move it too).
  async stale(world) {
    const w = world();
    const neighbour = await neighbourClaim(w);
    await deadClaim(w);
    const claimedAt = w.now();
    w.advance(TEST_LOCK_MS);
    const lockAge = { ageMs: w.now() - claimedAt, lockMs: TEST_LOCK_MS };
    try {
      const retry = w.process().run(KEY, PARAMS, w.work({ kind: 'answer', value: SECOND }));
      await w.flush(() => retry.settled);
      expectOutcome(retry, 'retry', { kind: 'answer', value: q(SECOND) });
    } catch (error) {
      if (error instanceof TestFailed) error.failure.lockAge = lockAge;
      throw error;
    }
    expectWorkRuns(w, 2);
    expectRow(w, KEY, { kind: 'done', value: q(SECOND), lockedAt: w.now() });
    expectRow(w, OTHER_KEY, { kind: 'held', by: 'neighbour', lockedAt: neighbour });
  },

  // 7. Two retries on one stale key: only one takes over (each started inside the other's statements).
  'two-stale': (world) =>
    raceEveryWay(world, async (w) => {
      await deadClaim(w);
      w.advance(STALE_MS);
      return 1;
    }),

  // 8. When the work throws, the claim is released and a retry runs the work.
  // Another key claimed in the same millisecond keeps its claim (a DELETE without `key = ?` frees it too).
  async 'work-throws'(world) {
    const w = world();
    const neighbour = await neighbourClaim(w);
    const p = w.process();
    const error = new Error('PayCo answered 503');
    const first = p.run(KEY, PARAMS, w.work({ kind: 'throws', error }));
    await w.flush(() => first.settled);
    expectOutcome(first, 'request', { kind: 'rethrow', error: describeError(error) });
    expectRow(w, KEY, { kind: 'gone' });
    expectRow(w, OTHER_KEY, { kind: 'held', by: 'neighbour', lockedAt: neighbour });
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

  // 11. Fencing: the slow worker's late save changes nothing, and the new owner's answer stands. Played
  // in both orders: the slow save after the new owner's save, and while the new owner still works
  // (where a save fenced by status alone, without its locked_at, would take the row).
  async 'late-save'(world) {
    {
      const w = world();
      const { slowWork, slow, slowProcess } = await slowWorkerGoneStale(w);
      const owner = w.process().run(KEY, PARAMS, w.work({ kind: 'answer', value: SECOND }));
      await w.flush(() => owner.settled);
      expectOutcome(owner, 'owner', { kind: 'answer', value: q(SECOND) });
      const since = slowProcess.statements.length;
      slowWork.finish(FIRST);
      await w.flush(() => slow.settled);
      expectLateWritesChangeNothing(slowProcess, since, 'slow', { caller: 'owner', holds: 'answer', lockedAt: w.row(KEY)?.locked_at ?? -1 });
      expectOutcome(slow, 'slow', { kind: 'conflict' });
      expectRow(w, KEY, { kind: 'done', value: q(SECOND) });
    }
    const w = world();
    const taken = await takenOverWhileSlow(w);
    taken.slowWork.finish(FIRST);
    await w.flush(() => taken.slow.settled);
    expectLateWritesChangeNothing(taken.slowProcess, taken.since, 'slow', { caller: 'owner', holds: 'claim', lockedAt: taken.lockedAt });
    expectOutcome(taken.slow, 'slow', { kind: 'conflict' });
    await ownerStands(w, taken);
  },

  // 12. Fencing: the slow worker's failed work deletes nothing; the new owner's claim stands and saves.
  async 'failed-work'(world) {
    const w = world();
    const taken = await takenOverWhileSlow(w);
    const error = new Error('PayCo timed out');
    taken.slowWork.fail(error);
    await w.flush(() => taken.slow.settled);
    expectLateWritesChangeNothing(taken.slowProcess, taken.since, 'slow', { caller: 'owner', holds: 'claim', lockedAt: taken.lockedAt });
    expectOutcome(taken.slow, 'slow', { kind: 'rethrow', error: describeError(error) });
    await ownerStands(w, taken);
  },
};
