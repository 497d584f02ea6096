import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../../core/sqlite';
import type { RaceEvent } from './raceProtocol';
import { createRaceSession } from './raceSession';
import { RACE_VARIANTS } from './raceVariants';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

function session() {
  const events: RaceEvent[] = [];
  const s = createRaceSession({ loadSql: async () => SQL, post: (e) => events.push(e), now: () => performance.now(), progressEveryMs: 0 });
  return { ...s, events };
}

describe('the race finder’s session', () => {
  it('reports how many schedules it tried and that none broke the correct store', async () => {
    const s = session();
    await s.handle({ type: 'find', id: 1, variant: 'correct', runs: 60, seed: 3 });
    const last = s.events.at(-1)!;
    expect(last).toMatchObject({ type: 'held', id: 1, tried: 60 });
    const progress = s.events.filter((e) => e.type === 'progress').map((e) => (e.type === 'progress' ? e.tried : 0));
    expect(progress.length).toBeGreaterThan(10);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  }, 30_000); // 60 schedules take about 2 s alone, and went over Vitest’s 5 s default when the two cores were shared

  it('finds the SELECT-then-INSERT race and replays it into a Trace that ends in a double charge', async () => {
    const s = session();
    await s.handle({ type: 'find', id: 2, variant: 'select-then-insert', runs: 500, seed: 1 });
    const last = s.events.at(-1)!;
    expect(last.type).toBe('found');
    if (last.type !== 'found') return;
    expect(last.broken).toContain('no order is charged twice');
    expect(last.trace.beats.at(-1)!.state.charges.map((c) => c.order_id)).toEqual(['o1', 'o1']);
    expect(last.trace.beats[0]!.caption.id).toBe('race.intro');
    expect(last.trace.explorer!.variant).toBe('select-then-insert + no-provider-key');
    expect(last.tried).toBeGreaterThanOrEqual(last.foundAfter);
  });

  it('finds a race in every broken shop it offers', async () => {
    for (const variant of RACE_VARIANTS.filter((v) => v.id !== 'correct')) {
      const s = session();
      await s.handle({ type: 'find', id: 3, variant: variant.id, runs: 500, seed: 1 });
      expect(s.events.at(-1)!.type, variant.id).toBe('found');
    }
  }, 60_000);
});
