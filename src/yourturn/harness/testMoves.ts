/**
 * The moves the twelve tests (tests.ts) share: their key and answers, a slow worker gone stale, a dead
 * claim, another key claimed in the same millisecond, and two requests raced at every statement.
 */
import { describeValue } from '../learnerModule';
import { expectOutcome, expectRow, expectWorkRuns, fail } from './expectations';
import type { StartedAt } from './results';
import { TEST_LOCK_MS, TestFailed, type Process, type TestWorld, type Tracked, type Work } from './testWorld';

export const KEY = 'k1';
export const PARAMS = { orderId: 'o1', cart: { scarf: 1, gloves: 2 } };
export const answer = (chargeId: string) => ({ status: 201, body: { orderId: 'o1', chargeId, amount: 6500, status: 'paid' } });
export const FIRST = answer('ch_1');
export const SECOND = answer('ch_2');
/** Well past lockMs (test 6 plays the boundary itself: a lock exactly lockMs old is stale). */
export const STALE_MS = TEST_LOCK_MS + 1_000;
/** How long a work takes where the test lets time pass during it, as PayCo's call does. */
export const WORK_MS = 200;
/** The other key of the tests that claim two keys in one millisecond. */
export const OTHER_KEY = 'k0';

/** A first request claims KEY and is held in its work until its lock is stale (the fencing tests' start). */
export async function slowWorkerGoneStale(w: TestWorld): Promise<{ slowWork: Work; slow: Tracked; slowProcess: Process }> {
  const slowWork = w.work({ kind: 'held' });
  const slowProcess = w.process();
  const slow = slowProcess.run(KEY, PARAMS, slowWork);
  await w.flush(() => slowWork.calls > 0 || slow.settled);
  expectWorkRuns(w, 1);
  w.advance(STALE_MS);
  return { slowWork, slow, slowProcess };
}

/** The slow worker gone stale, and a new owner that took the key over and still works: its token, and where the slow worker's later statements begin. */
export async function takenOverWhileSlow(w: TestWorld) {
  const slowSide = await slowWorkerGoneStale(w);
  const ownerWork = w.work({ kind: 'held' });
  const owner = w.process().run(KEY, PARAMS, ownerWork);
  await w.flush(() => ownerWork.calls > 0 || owner.settled);
  expectWorkRuns(w, 2);
  return { ...slowSide, ownerWork, owner, lockedAt: w.row(KEY)?.locked_at ?? -1, since: slowSide.slowProcess.statements.length };
}

/** After the slow worker's late step: the new owner's claim still stands, and its work's answer is saved. */
export async function ownerStands(w: TestWorld, { ownerWork, owner, lockedAt }: { ownerWork: Work; owner: Tracked; lockedAt: number }): Promise<void> {
  expectRow(w, KEY, { kind: 'held', by: 'owner', lockedAt });
  ownerWork.finish(SECOND);
  await w.flush(() => owner.settled);
  expectOutcome(owner, 'owner', { kind: 'answer', value: q(SECOND) });
  expectRow(w, KEY, { kind: 'done', value: q(SECOND) });
}

/**
 * Another key claimed in the same millisecond by another process, its work held (or never ending):
 * a statement that forgets `key = ?` finds its row too, with the same locked_at. Its row's locked_at.
 */
export async function neighbourClaim(w: TestWorld): Promise<number> {
  const work = w.workAside({ kind: 'held' });
  const call = w.process().run(OTHER_KEY, { orderId: 'o0', cart: { hat: 1 } }, work);
  await w.flush(() => work.calls > 0 || call.settled);
  return w.row(OTHER_KEY)?.locked_at ?? -1;
}

export const q = (value: unknown) => describeValue(value);

/** A claim whose worker died: a process claims `KEY` and its work never returns. */
export async function deadClaim(world: TestWorld): Promise<Process> {
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
export async function raceEveryWay(world: () => TestWorld, prepare: (w: TestWorld) => Promise<number>): Promise<void> {
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
