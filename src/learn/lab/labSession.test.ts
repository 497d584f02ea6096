import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { runLab, type LabSettings } from '../../core/lab';
import { formatLabTable } from '../../narration/labTable';
import { words } from '../../narration/words';
import { problemOf } from '../../core/problem';
import { loadSqlJs } from '../../core/sqlite';
import type { Trace } from '../../core/trace';
import { createYielder } from '../yieldToEvents';
import type { LabProgress } from './labProtocol';
import { createLabSession } from './labSession';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const lesson: LabSettings = { story: 'payflow', checkouts: 100, loss: 0.2, attempts: 5, seed: 1 };

/** A session as the worker runs it; `sliceMs: 0` yields after every checkout. */
function session(sliceMs = 0) {
  const yielder = createYielder();
  const s = createLabSession({ loadSql: async () => SQL, now: () => performance.now(), yieldToEvents: yielder.yieldToEvents, sliceMs });
  return { ...s, close: yielder.close };
}

/** One call's context, as the channel hands it to a handler: its progress reports collected, and its cancel. */
function call() {
  const progress: LabProgress[] = [];
  const cancel = new AbortController();
  return { progress, cancel, context: { progress: (p: LabProgress) => void progress.push(p), signal: cancel.signal } };
}

describe('the lab worker’s session', () => {
  it('gives the same table as `npm run lab` for the same seed', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/lab.ts', '--checkouts', '100', '--seed', '3', '--json']);
    const cli = JSON.parse(stdout) as { rows: unknown[] };
    const s = session(5);
    const done = await s.runLab({ ...lesson, seed: 3 }, call().context);
    s.close();
    expect(done.kind).toBe('done');
    const rows = done.tallies.map((t) => t.row);
    expect(rows).toEqual(cli.rows);
    expect(formatLabTable(rows)).toBe(formatLabTable(await runLab(SQL, { ...lesson, seed: 3 })));
  }, 30_000);

  it('fills the table as it runs: progress grows, and each partial tally is counted from the ledger so far', async () => {
    const s = session(0);
    const { progress, context } = call();
    const last = await s.runLab({ ...lesson, checkouts: 40 }, context);
    s.close();
    expect(progress.length).toBeGreaterThan(100);
    const overall = progress.map((e) => e.versionIndex * e.total + e.done);
    expect(overall).toEqual([...overall].sort((a, b) => a - b));
    expect(last.kind === 'done' && last.tallies.map((t) => t.row)).toEqual(await runLab(SQL, { ...lesson, checkouts: 40 }));
    // The histogram of charges per order adds up to the figures in the row.
    for (const tally of last.kind === 'done' ? last.tallies : []) {
      const perOrder = Object.entries(tally.chargesPerOrder);
      expect(perOrder.reduce((sum, [n, orders]) => sum + Number(n) * orders, 0)).toBe(tally.row.charges);
      expect(perOrder.filter(([n]) => Number(n) > 1).reduce((sum, [, orders]) => sum + orders, 0)).toBe(tally.row.doubleCharged);
      expect(perOrder.reduce((sum, [, orders]) => sum + orders, 0)).toBe(40);
    }
  });

  it('stops when cancelled and reports the tallies it had', async () => {
    const s = session(0);
    const { progress, cancel, context } = call();
    const running = s.runLab({ ...lesson, checkouts: 5_000 }, context);
    await new Promise((resolve) => setTimeout(resolve, 20));
    cancel.abort();
    const last = await running;
    s.close();
    expect(last.kind).toBe('cancelled');
    expect(last.tallies).toEqual(progress.at(-1)!.tallies); // what it had at its last report, not a finished run
  });

  it('replays a double-charged order into its own Trace, charged as often as the lab’s ledger says', async () => {
    const s = session(50);
    const done = await s.runLab(lesson, call().context);
    const noKey = done.kind === 'done' ? done.tallies[0] : undefined;
    const { order, charges: ledgered } = noKey!.examples.doubled[0]!;
    const broken = await s.replayOrder({ version: 'no-key', order }, call().context);
    const kept = await s.replayOrder({ version: 'same-key', order }, call().context);
    s.close();
    const charges = (trace: Trace) => trace.beats.at(-1)!.state.charges.map((c) => c.order_id);
    expect(charges(broken)).toEqual([`o${order}`, `o${order}`]);
    expect(charges(kept)).toEqual([`o${order}`]);
    const outro = broken.beats.at(-1)!.caption;
    expect(ledgered).toBe(2);
    expect(outro).toEqual({ id: 'lab.order.outro', vars: { owner: `o${order}`, version: 'no-key', hereTimes: 2, ledgerTimes: 2 } });
  });

  it('warms up without a word: nothing is reported, nothing kept, and a real run right after is unaffected', async () => {
    const s = session(0);
    const warm = call();
    const warming = s.warmLab(undefined, warm.context);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const done = await s.runLab({ ...lesson, checkouts: 30 }, call().context);
    expect(await warming).toBeUndefined();
    const order = await s.replayOrder({ version: 'no-key', order: 1 }, call().context);
    s.close();
    expect(warm.progress).toEqual([]);
    expect(done.kind === 'done' && done.tallies.map((t) => t.row)).toEqual(await runLab(SQL, { ...lesson, checkouts: 30 }));
    expect(order.beats.length).toBeGreaterThan(0);
  });

  it('answers an order request before any run with an error a learner can read', async () => {
    const s = session();
    const failure = await Promise.resolve(s.replayOrder({ version: 'no-key', order: 1 }, call().context)).catch((error: unknown) => error);
    expect(words.problems.say(problemOf(failure))).toBe('Run the lab to its end first: there is no checkout to replay.');
    s.close();
  });
});
