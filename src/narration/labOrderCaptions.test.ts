/**
 * A lab order's captions, worded in narration since core hands raw numbers (attempt numbers, how often
 * the ledger holds the order): the sentence a learner reads at every beat of every pinned lab-order
 * scene is the one it read when core still wrote "attempts 1 and 2" and "twice" itself
 * (labOrderCaptions.before.json, recorded before the move).
 */
import { readFileSync } from 'node:fs';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { traceCases } from '../core/testing/traceCases';
import { loadSqlJs } from '../core/sqlite';
import { captionText } from './captionText';

const before = JSON.parse(readFileSync(new URL('./labOrderCaptions.before.json', import.meta.url), 'utf8')) as Record<string, string[]>;

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

describe('a lab order’s captions, worded by narration from raw numbers', () => {
  const cases = traceCases().filter((c) => c.name.startsWith('lab-order '));
  it('covers every pinned lab-order scene', () => {
    expect(cases.map((c) => c.name).sort()).toEqual(Object.keys(before).sort());
  });
  for (const c of cases) {
    it(`reads as before at every beat: ${c.name}`, async () => {
      const trace = await c.build(SQL);
      const intro = trace.beats[0]!.caption;
      // Core hands numbers and ids only: the words are narration's.
      expect(Object.values(intro.vars ?? {}).join(' ')).not.toMatch(/attempts?|once|twice|times/);
      expect(trace.beats.map((b) => captionText(trace.story, b.caption))).toEqual(before[c.name]);
    });
  }
  it('words several lost attempts and any count of charges', () => {
    const words = (vars: Record<string, string | number>) => captionText('payflow', { id: 'lab.order.outro', vars: { owner: 'o7', ...vars } });
    expect(words({ hereTimes: 1, ledgerTimes: 3 })).toBe('This replay charged o7 once; the lab’s own ledger charged it 3 times.');
    expect(captionText('payflow', { id: 'lab.order.intro', vars: { owner: 'o7', version: 'no-key', lostAttempts: '1,2,4' } })).toContain(
      'loses the answer to attempts 1, 2 and 4,',
    );
  });
});
