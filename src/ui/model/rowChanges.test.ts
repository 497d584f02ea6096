import { describe, expect, it } from 'vitest';
import { rowChanges } from './rowChanges';

const keyOf = (r: { key: string }) => r.key;

describe('what a beat changed in a table', () => {
  it('marks a new row, a changed cell and a removed row', () => {
    const before = [
      { key: 'k1', status: 'in_flight', locked_at: 1000 },
      { key: 'k2', status: 'done', locked_at: 500 },
    ];
    const after = [
      { key: 'k1', status: 'done', locked_at: 1000 },
      { key: 'k3', status: 'in_flight', locked_at: 2000 },
    ];
    const changes = rowChanges(before, after, keyOf);
    expect([...changes.added]).toEqual(['k3']);
    expect([...changes.changed.get('k1')!]).toEqual(['status']);
    expect(changes.removed).toEqual([{ key: 'k2', status: 'done', locked_at: 500 }]);
  });

  it('marks nothing at a chapter’s first beat, or when the state is the same object', () => {
    const rows = [{ key: 'k1' }];
    expect(rowChanges(undefined, rows, keyOf).added.size).toBe(0);
    expect(rowChanges(rows, rows, keyOf).added.size).toBe(0);
  });
});
