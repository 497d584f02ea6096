import { describe, expect, it } from 'vitest';
import { COMPARE_VERSION, type CompareSpec } from '../player/compare/spec';
import type { Action } from '../sandbox/actions';
import { sideName } from './compareWords';

const branches = (a: Action[], b: Action[]): CompareSpec => ({
  version: COMPARE_VERSION,
  of: 'scene',
  story: 'payflow',
  from: { chapter: 'sandbox' },
  a: { store: 'lesson', actions: a },
  b: { store: 'lesson', actions: b },
});
const order: Action = { do: 'order', at: 0 };

describe('the name of a side of two branches (issue 57: "scene A" and "scene B" hid that B turned PayCo’s key off)', () => {
  it('is what one branch switched that the other did not', () => {
    const spec = branches([order], [order, { do: 'payco-key', on: false }]);
    expect(sideName(spec, 'a')).toBe('with PayCo’s key');
    expect(sideName(spec, 'b')).toBe('No PayCo key');
    const both = branches([order, { do: 'break', id: 'no-fencing', on: true }], [order, { do: 'break', id: 'no-fencing', on: true }, { do: 'break', id: 'blind-takeover', on: true }]);
    expect(sideName(both, 'b')).toBe('Takeover without compare-and-set');
  });

  it('is the branch’s letter when they switched the same', () => {
    const spec = branches([order, { do: 'payco-key', on: false }], [{ do: 'payco-key', on: false }, order, order]);
    expect([sideName(spec, 'a'), sideName(spec, 'b')]).toEqual(['scene A', 'scene B']);
  });
});
