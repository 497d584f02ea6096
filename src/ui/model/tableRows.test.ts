import { describe, expect, it } from 'vitest';
import { createPlayerStore } from '../../player/playerStore';
import { realTrace } from './realTraces';
import { rowChanges } from './rowChanges';
import { tableSelectors } from './tableRows';

/** A player on the real lab, at `cursor`. */
async function labAt() {
  const trace = await realTrace('lab');
  const store = createPlayerStore({ chapters: ['lab'], story: 'payflow', chapter: 'lab', buildTrace: async () => trace });
  await store.getState().loadTrace('lab');
  return { trace, at: (cursor: number) => (store.getState().seek(cursor), store.getState()) };
}

describe('a table’s rows before a beat', () => {
  it('are none where the beat starts a fresh database: the lab’s next version deleted nothing', async () => {
    const { trace, at } = await labAt();
    const starts = trace.beats.filter((b) => b.caption.id.startsWith('lab.start.')).map((b) => b.index);
    expect(starts).toHaveLength(3);
    for (const index of starts) expect(trace.beats[index]!.freshDatabase).toBe(true);
    // The second version's start follows the first one's hundred rows; none of them is "deleted".
    const second = starts[1]!;
    const state = at(second);
    expect(tableSelectors.idempotencyKeys.rows(state)).toEqual([]);
    expect(tableSelectors.idempotencyKeys.before(state)).toBeUndefined();
    expect(rowChanges(tableSelectors.charges.before(state), tableSelectors.charges.rows(state)!, (r) => r.id).removed).toEqual([]);
    // Within a version the beat before is the same database: its rows are all new at the tally.
    const done = at(second + 1);
    const rows = tableSelectors.idempotencyKeys.rows(done)!;
    expect(rows.length).toBeGreaterThan(0);
    expect(rowChanges(tableSelectors.idempotencyKeys.before(done), rows, (r) => r.key).added.size).toBe(rows.length);
  });

  it('are the beat before’s everywhere else', async () => {
    const { trace, at } = await labAt();
    const last = trace.beats.length - 1;
    expect(tableSelectors.idempotencyKeys.before(at(last))).toBe(tableSelectors.idempotencyKeys.rows(at(last - 1)));
    expect(tableSelectors.idempotencyKeys.before(at(0))).toBeUndefined();
  });
});
