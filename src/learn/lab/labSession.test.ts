import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { runLab, type LabSettings } from '../../core/lab';
import { formatLabTable } from '../../narration/labTable';
import { loadSqlJs } from '../../core/sqlite';
import { createYielder } from '../yieldToEvents';
import type { LabEvent } from './labProtocol';
import { createLabSession } from './labSession';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const lesson: LabSettings = { story: 'payflow', checkouts: 100, loss: 0.2, attempts: 5, seed: 1 };

/** A session as the worker runs it, with its posts collected; `sliceMs: 0` yields after every checkout. */
function session(sliceMs = 0) {
  const events: LabEvent[] = [];
  const yielder = createYielder();
  const s = createLabSession({ loadSql: async () => SQL, post: (e) => events.push(e), now: () => performance.now(), yieldToEvents: yielder.yieldToEvents, sliceMs });
  return { ...s, events, close: yielder.close };
}

describe('the lab worker’s session', () => {
  it('gives the same table as `npm run lab` for the same seed', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/lab.ts', '--checkouts', '100', '--seed', '3', '--json']);
    const cli = JSON.parse(stdout) as { rows: unknown[] };
    const s = session(5);
    await s.handle({ type: 'run', id: 1, settings: { ...lesson, seed: 3 } });
    s.close();
    const done = s.events.at(-1)!;
    expect(done.type).toBe('done');
    const rows = done.type === 'done' ? done.tallies.map((t) => t.row) : [];
    expect(rows).toEqual(cli.rows);
    expect(formatLabTable(rows)).toBe(formatLabTable(await runLab(SQL, { ...lesson, seed: 3 })));
  }, 30_000);

  it('fills the table as it runs: progress grows, and each partial tally is counted from the ledger so far', async () => {
    const s = session(0);
    await s.handle({ type: 'run', id: 1, settings: { ...lesson, checkouts: 40 } });
    s.close();
    const progress = s.events.filter((e) => e.type === 'progress');
    expect(progress.length).toBeGreaterThan(100);
    const overall = progress.map((e) => e.versionIndex * e.total + e.done);
    expect(overall).toEqual([...overall].sort((a, b) => a - b));
    const last = s.events.at(-1)!;
    expect(last.type === 'done' && last.tallies.map((t) => t.row)).toEqual(await runLab(SQL, { ...lesson, checkouts: 40 }));
    // The histogram of charges per order adds up to the figures in the row.
    for (const tally of last.type === 'done' ? last.tallies : []) {
      const perOrder = Object.entries(tally.chargesPerOrder);
      expect(perOrder.reduce((sum, [n, orders]) => sum + Number(n) * orders, 0)).toBe(tally.row.charges);
      expect(perOrder.filter(([n]) => Number(n) > 1).reduce((sum, [, orders]) => sum + orders, 0)).toBe(tally.row.doubleCharged);
      expect(perOrder.reduce((sum, [, orders]) => sum + orders, 0)).toBe(40);
    }
  });

  it('stops when cancelled and reports the tallies it had', async () => {
    const s = session(0);
    const running = s.handle({ type: 'run', id: 7, settings: { ...lesson, checkouts: 5_000 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await s.handle({ type: 'cancel', id: 7 });
    await running;
    s.close();
    const last = s.events.at(-1)!;
    expect(last.type).toBe('cancelled');
    expect(s.events.some((e) => e.type === 'done')).toBe(false);
  });

  it('replays a double-charged order into its own Trace, charged as often as the lab’s ledger says', async () => {
    const s = session(50);
    await s.handle({ type: 'run', id: 1, settings: lesson });
    const done = s.events.at(-1)!;
    const noKey = done.type === 'done' ? done.tallies[0]! : undefined;
    const { order, charges: ledgered } = noKey!.examples.doubled[0]!;
    await s.handle({ type: 'order', id: 2, version: 'no-key', order });
    await s.handle({ type: 'order', id: 3, version: 'same-key', order });
    s.close();
    const [broken, kept] = s.events.slice(-2);
    expect(broken!.type).toBe('order');
    const charges = (e: LabEvent) => (e.type === 'order' ? e.trace.beats.at(-1)!.state.charges.map((c) => c.order_id) : []);
    expect(charges(broken!)).toEqual([`o${order}`, `o${order}`]);
    expect(charges(kept!)).toEqual([`o${order}`]);
    const outro = broken!.type === 'order' ? broken!.trace.beats.at(-1)!.caption : undefined;
    expect(ledgered).toBe(2);
    expect(outro).toEqual({ id: 'lab.order.outro', vars: { owner: `o${order}`, version: 'no-key', hereTimes: 2, ledgerTimes: 2 } });
  });

  it('warms up without a word: nothing is posted, nothing kept, and a real run right after is unaffected', async () => {
    const s = session(0);
    const warming = s.handle({ type: 'warm', id: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await s.handle({ type: 'run', id: 2, settings: { ...lesson, checkouts: 30 } });
    await warming;
    await s.handle({ type: 'order', id: 3, version: 'no-key', order: 1 });
    s.close();
    expect(s.events.every((e) => e.id !== 1)).toBe(true);
    const done = s.events.find((e) => e.type === 'done')!;
    expect(done.type === 'done' && done.tallies.map((t) => t.row)).toEqual(await runLab(SQL, { ...lesson, checkouts: 30 }));
    expect(s.events.at(-1)!.type).toBe('order');
  });

  it('answers an order request before any run with an error a learner can read', async () => {
    const s = session();
    await s.handle({ type: 'order', id: 9, version: 'no-key', order: 1 });
    s.close();
    expect(s.events).toEqual([{ type: 'error', id: 9, message: 'Run the lab to its end first: there is no checkout to replay.' }]);
  });
});
