/**
 * A lab order's captions, worded in narration since core hands raw numbers (attempt numbers, how often
 * the ledger holds the order). That the move kept every sentence was checked against captions recorded
 * before it; the words have since been rewritten on purpose (issue 22), and what they are now is pinned
 * with every scene's behaviour (traceHashes.test.ts).
 */
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { traceCases } from '../core/testing/traceCases';
import { loadSqlJs } from '../core/sqlite';
import { captionText } from './captionText';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

describe('a lab order’s captions, worded by narration from raw numbers', () => {
  const cases = traceCases().filter((c) => c.name.startsWith('lab-order '));
  it('covers the lab-order scenes', () => {
    expect(cases.length).toBe(18);
  });
  for (const c of cases) {
    it(`hands narration numbers, never words, and every beat reads as a sentence: ${c.name}`, async () => {
      const trace = await c.build(SQL);
      const intro = trace.beats[0]!.caption;
      // Core hands numbers and ids only: the words are narration's.
      expect(Object.values(intro.vars ?? {}).join(' ')).not.toMatch(/attempts?|once|twice|times/);
      for (const beat of trace.beats) expect(captionText(trace.story, beat.caption)).toMatch(/^[A-Z0-9].*[.!?]$/);
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
