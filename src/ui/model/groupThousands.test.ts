import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands } from './groupThousands';

describe('groupThousands', () => {
  it('writes numbers as en-US does', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(12433)).toBe('12,433');
    expect(groupThousands(-1234567)).toBe('-1,234,567');
    expect(groupThousands(1234.5)).toBe('1,234.5');
    expect(groupThousands(Number.NaN)).toBe('NaN');
  });

  it('agrees with toLocaleString for every safe integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});
