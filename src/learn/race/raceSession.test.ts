import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../../core/sqlite';
import { createRaceSession } from './raceSession';
import { RACE_VARIANTS } from './raceVariants';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

/** A session as the worker runs it, and a search's context: its progress reports collected. */
function session() {
  const tried: number[] = [];
  const s = createRaceSession({ loadSql: async () => SQL, now: () => performance.now(), progressEveryMs: 0 });
  const context = { progress: (p: { tried: number }) => void tried.push(p.tried), signal: new AbortController().signal };
  return { ...s, tried, context };
}

describe('the race finder’s session', () => {
  it('reports how many schedules it tried and that none broke the correct store', async () => {
    const s = session();
    const last = await s.findRace({ variant: 'correct', runs: 60, seed: 3 }, s.context);
    expect(last).toMatchObject({ kind: 'held', tried: 60 });
    expect(s.tried.length).toBeGreaterThan(10);
    expect(s.tried).toEqual([...s.tried].sort((a, b) => a - b));
  }, 30_000); // 60 schedules take about 2 s alone, and went over Vitest’s 5 s default when the two cores were shared

  it('finds the SELECT-then-INSERT race and replays it into a Trace that ends in a double charge', async () => {
    const s = session();
    const last = await s.findRace({ variant: 'select-then-insert', runs: 500, seed: 1 }, s.context);
    expect(last.kind).toBe('found');
    if (last.kind !== 'found') return;
    expect(last.broken).toContain('no-double-charge');
    expect(last.trace.beats.at(-1)!.state.charges.map((c) => c.order_id)).toEqual(['o1', 'o1']);
    expect(last.trace.beats[0]!.caption.id).toBe('race.intro');
    expect(last.trace.explorer!.variant).toBe('select-then-insert + no-provider-key');
    expect(last.tried).toBeGreaterThanOrEqual(last.foundAfter);
  });

  it('finds a race in every broken shop it offers', async () => {
    for (const variant of RACE_VARIANTS.filter((v) => v.id !== 'correct')) {
      const s = session();
      expect((await s.findRace({ variant: variant.id, runs: 500, seed: 1 }, s.context)).kind, variant.id).toBe('found');
    }
  }, 60_000);
});
