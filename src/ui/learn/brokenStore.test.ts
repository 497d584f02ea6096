import { describe, expect, it } from 'vitest';
import type { Trace } from '../../core/trace';
import { storeMistakes } from './brokenStore';

const trace = (extra: Partial<Trace>): Trace => ({ kind: 'scene', chapter: 'double-click', story: 'payflow', breaks: [], seed: 1, lockMs: 5000, actors: [], beats: [], ...extra });

describe('storeMistakes', () => {
  it('names the store’s own mistakes, from the switches or from a race replay, and nothing for the correct store', () => {
    expect(storeMistakes(trace({ breaks: ['no-key', 'select-then-insert'] }))).toEqual(['SELECT, then INSERT']);
    expect(storeMistakes(trace({ explorer: { variant: 'blind-takeover + no-provider-key', breaks: ['blind-takeover', 'no-provider-key'], violations: [] } }))).toEqual(['Takeover without compare-and-set']);
    expect(storeMistakes(trace({ breaks: ['no-provider-key'] }))).toEqual([]);
    expect(storeMistakes(trace({ explorer: { variant: 'correct', breaks: [], violations: [] } }))).toEqual([]);
  });
});
