import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChapter } from '../core/scenarios';
import { loadSqlJs } from '../core/sqlite';
import type { Beat, Trace } from '../core/trace';
import { alignByTime, stepOfBeat } from './align';
import { compareTraces, nextDifference, previousDifference } from './differences';
import { summarise } from './summary';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

/** Beats at these times (the rest of a beat does not matter to the alignment). */
const at = (...times: number[]) => ({ beats: times.map((time, index) => ({ index, time }) as Beat) });

describe('the compare Timeline, aligned by virtual time', () => {
  it('pairs the k-th beats of one moment, and a side with nothing at a moment shows its latest beat before it', () => {
    //        A: 0   0   100        300 300
    //        B: 0       100 200    300
    expect(alignByTime(at(0, 0, 100, 300, 300), at(0, 100, 200, 300))).toEqual([
      { time: 0, a: 0, b: 0, moves: 'both' },
      { time: 0, a: 1, b: 0, moves: 'a' },
      { time: 100, a: 2, b: 1, moves: 'both' },
      { time: 200, a: 2, b: 2, moves: 'b' },
      { time: 300, a: 3, b: 3, moves: 'both' },
      { time: 300, a: 4, b: 3, moves: 'a' },
    ]);
  });

  it('shows nothing of a side before its first beat, and keeps its last beat after its end', () => {
    expect(alignByTime(at(50, 400), at(0))).toEqual([
      { time: 0, a: -1, b: 0, moves: 'b' },
      { time: 50, a: 0, b: 0, moves: 'a' },
      { time: 400, a: 1, b: 0, moves: 'a' },
    ]);
  });

  it('every beat of either side is shown, in order, and each step shows the latest beat at or before its moment', async () => {
    const a = await buildChapter(SQL, { chapter: 'double-click', story: 'library', breaks: [] });
    const b = await buildChapter(SQL, { chapter: 'double-click', story: 'library', breaks: ['select-then-insert'] });
    const steps = alignByTime(a, b);
    for (const [side, trace] of [['a', a], ['b', b]] as const) {
      const shown = steps.map((s) => s[side]);
      expect(new Set(shown)).toEqual(new Set(trace.beats.map((x) => x.index)));
      expect(shown).toEqual([...shown].sort((x, y) => x - y));
      for (const step of steps) {
        const beat = trace.beats[step[side]]!;
        expect(beat.time).toBeLessThanOrEqual(step.time);
        // No later beat of this side is also at or before the moment, unless it shares the moment (paired in order).
        const next = trace.beats[step[side] + 1];
        if (next) expect(next.time >= step.time).toBe(true);
      }
      for (const beat of trace.beats) expect(steps[stepOfBeat(steps, side, beat.index)]![side]).toBe(beat.index);
    }
  });
});

describe('two runs compared', () => {
  it('the crash chapter against “No PayCo key”: the first difference is the takeover’s second charge, 1 charge against 2', async () => {
    const a = await buildChapter(SQL, { chapter: 'crash', story: 'payflow', breaks: [] });
    const b = await buildChapter(SQL, { chapter: 'crash', story: 'payflow', breaks: ['no-provider-key'] });
    const comparison = compareTraces(a, b);
    const first = comparison.differences[0]!;
    const step = comparison.steps[first.step]!;
    const secondCharge = b.beats.find((beat) => beat.state.charges.length === 2)!;
    expect(step.b).toBe(secondCharge.index);
    expect(first.facets).toEqual(['ledger']);
    // Up to there, the two runs agree on every facet.
    expect(comparison.differing.slice(0, first.step).every((facets) => facets.length === 0)).toBe(true);

    const summary = summarise(a, b, comparison);
    expect(summary).toMatchObject({ unit: 'charge', a: { ledger: 1, doubled: 0, broken: [] }, b: { ledger: 2, doubled: 1, broken: ['charged-once'] } });
    expect(summary.extra).toEqual([{ side: 'b', id: 'ch_2', owner: 'o1', beat: secondCharge.index, time: secondCharge.time, step: first.step, worker: 'worker-2', origin: 'takeover' }]);
    expect(summary.first).toMatchObject({ step: first.step, time: secondCharge.time });
    expect(comparison.checks.find((c) => c.id === 'charged-once')).toMatchObject({ differs: true, a: { holds: true }, b: { holds: false, brokeAt: secondCharge.index } });
    expect(comparison.checks.filter((c) => c.differs).map((c) => c.id)).toEqual(['charged-once']);
  });

  it('next and previous difference walk the differences in order, and stop at the ends', async () => {
    const a = await buildChapter(SQL, { chapter: 'ticket', story: 'payflow', breaks: [] });
    const b = await buildChapter(SQL, { chapter: 'ticket', story: 'payflow', breaks: ['no-key'] });
    const comparison = compareTraces(a, b);
    expect(comparison.differences.length).toBeGreaterThan(1);
    const walked: number[] = [];
    for (let d = nextDifference(comparison, -1); d; d = nextDifference(comparison, d.step)) walked.push(d.step);
    expect(walked).toEqual(comparison.differences.map((d) => d.step));
    const back: number[] = [];
    for (let d = previousDifference(comparison, Infinity); d; d = previousDifference(comparison, d.step)) back.push(d.step);
    expect(back).toEqual([...walked].reverse());
    // Without a key the shop keeps no row: the rows differ from the first claim.
    const firstRow = b.beats.length && a.beats.find((beat) => beat.state.idempotencyKeys.length > 0)!;
    expect(comparison.steps[comparison.differences[0]!.step]!.a).toBeLessThanOrEqual((firstRow as Beat).index);
  });

  it('the library’s blind takeover lends twice, and says whose takeover it was', async () => {
    const a = await buildChapter(SQL, { chapter: 'crash', story: 'library', breaks: [] });
    const b = await buildChapter(SQL, { chapter: 'crash', story: 'library', breaks: ['blind-takeover'] });
    const summary = summarise(a, b, compareTraces(a, b));
    // Whatever the library's crash does with the switch, the summary counts what its ledger holds.
    const loans = (t: Trace) => t.beats.at(-1)!.state.loans.length;
    expect(summary.a.ledger).toBe(loans(a));
    expect(summary.b.ledger).toBe(loans(b));
    expect(summary.extra.length).toBe(Math.max(0, loans(b) - loans(a)));
  });
});
