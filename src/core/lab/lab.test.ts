import fc from 'fast-check';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../sqlite';
import { LabVersionRun, outcomeOf, runLab } from './index';
import { sameKeyTally } from './labVersion';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const lesson = { checkouts: 100, loss: 0.2, attempts: 5, seed: 1 };

describe('the l4 lab', () => {
  it('reproduces the lesson’s shape: same-key charges each order once; no-key and key-per-try are alike', async () => {
    const [noKey, perTry, sameKey] = await runLab(SQL, lesson);
    expect(sameKey).toMatchObject({ version: 'same-key', charges: 100, doubleCharged: 0 });
    expect({ ...perTry, version: 'x' }).toEqual({ ...noKey, version: 'x' });
    expect(noKey!.charges).toBeGreaterThan(100);
    expect(noKey!.doubleCharged).toBeGreaterThan(0);
    // Every version saw the same lost answers, so the phone made the same calls.
    expect(new Set([noKey!.calls, perTry!.calls, sameKey!.calls]).size).toBe(1);
  });

  it('counts every no-key call as a charge, because nothing stops a retry', async () => {
    const [noKey] = await runLab(SQL, { ...lesson, versions: ['no-key'] });
    expect(noKey!.charges).toBe(noKey!.calls);
  });

  it('loses nothing at 0% loss and lets the phone give up when every answer is lost', async () => {
    const [calm] = await runLab(SQL, { ...lesson, loss: 0, versions: ['no-key'] });
    expect(calm).toMatchObject({ charges: 100, doubleCharged: 0, gaveUp: 0, calls: 100 });
    const [storm] = await runLab(SQL, { ...lesson, checkouts: 10, loss: 1, attempts: 3, versions: ['same-key'] });
    expect(storm).toMatchObject({ charges: 10, doubleCharged: 0, gaveUp: 10, calls: 30 });
  });

  it('is deterministic for a seed and differs for another', async () => {
    expect(await runLab(SQL, lesson)).toEqual(await runLab(SQL, lesson));
    expect(await runLab(SQL, { ...lesson, seed: 2 })).not.toEqual(await runLab(SQL, lesson));
  });

  it('runs the library story too, counting loan rows', async () => {
    const [noKey, , sameKey] = await runLab(SQL, { ...lesson, story: 'library' });
    expect(sameKey).toMatchObject({ charges: 100, doubleCharged: 0 });
    expect(noKey!.charges).toBeGreaterThan(100);
  });
});

describe('the honest limit’s takeover half, run', () => {
  const lesson = { story: 'payflow' as const, checkouts: 100, loss: 0.2, attempts: 5, seed: 1 };

  it('one process cannot tell a blind takeover from compare-and-set: the same crashes, takeovers and ledger', async () => {
    const blind = await sameKeyTally(SQL, lesson, { variant: { takeover: 'blind' }, crashes: { every: 10 } });
    const cas = await sameKeyTally(SQL, lesson, { variant: {}, crashes: { every: 10 } });
    expect(blind).toMatchObject({ crashes: 10, takeovers: 10, row: { charges: 100, doubleCharged: 0 } });
    expect(cas).toEqual(blind);
  });

  it('only a lock left behind is taken over: without the crashes, no takeover runs', async () => {
    expect(await sameKeyTally(SQL, lesson, { variant: { takeover: 'blind' } })).toMatchObject({ crashes: 0, takeovers: 0 });
  });
});

/** Runs one version to its end and returns its row and its orders' logs. */
async function runVersion(version: 'same-key' | 'key-per-try' | 'no-key', settings: { checkouts: number; loss: number; attempts: number; seed: number }, newKey?: () => string) {
  const run = new LabVersionRun(SQL, version, { story: 'payflow', ...settings }, { newKey });
  try {
    while (!run.finished) await run.checkout();
    return { row: run.tally().row, orders: Array.from({ length: run.done }, (_, i) => run.order(i + 1)) };
  } finally {
    run.close();
  }
}

describe('the lab keeps the lesson’s promise', () => {
  it('gives each order its own key: 128 seeded bits in UUID form', async () => {
    const { orders } = await runVersion('same-key', { ...lesson, checkouts: 50 });
    const keys = orders.map((o) => o.intentKey);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(50);
    const again = await runVersion('same-key', { ...lesson, checkouts: 50 });
    expect(again.orders.map((o) => o.intentKey)).toEqual(keys); // from the seed, so a run replays
  });

  it('with the same key on every retry, charges each checkout exactly once, at every seed and size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 1, max: 400 }),
        fc.double({ min: 0, max: 0.95, noNaN: true }),
        fc.integer({ min: 1, max: 8 }),
        async (seed, checkouts, loss, attempts) => {
          const { row } = await runVersion('same-key', { seed, checkouts, loss, attempts });
          expect(row).toMatchObject({ charges: checkouts, doubleCharged: 0, refused: 0 });
        },
      ),
      // Seed 6 with 10,000 checkouts always runs: there the old keys (`k-` and 32 bits) collided, and
      // one order, handed another's key, got a 422 and was never charged.
      { numRuns: 40, examples: [[6, 10_000, 0.2, 5]] },
    );
  });

  it('counts an order refused with a 4xx as refused, never as done', async () => {
    // Every order is handed the same key on purpose: from the second on, the shop answers 422.
    const { row, orders } = await runVersion('same-key', { checkouts: 4, loss: 0, attempts: 5, seed: 1 }, () => 'one-key-for-all');
    expect(row).toMatchObject({ charges: 1, refused: 3, gaveUp: 0, calls: 4 });
    expect(orders.map((o) => [o.attempts.map((a) => a.status), o.refused, o.gaveUp])).toEqual([
      [[201], false, false],
      [[422], true, false],
      [[422], true, false],
      [[422], true, false],
    ]);
  });

  it('reads an answer as done (2xx), worth another try (409 in flight, 5xx) or refused (any other 4xx)', () => {
    expect([200, 201, 500, 503, 400, 404, 422].map((status) => outcomeOf(status))).toEqual(['done', 'done', 'retry', 'retry', 'refused', 'refused', 'refused']);
    expect(outcomeOf(409, { 'retry-after': '5' })).toBe('retry'); // in flight: come back
    expect(outcomeOf(409)).toBe('refused'); // the library's key_conflict: the key was used for another loan
  });
});
