import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatList, formatMoney, formatNumber, formatTime, ordinal } from './format';

describe('one way to write numbers', () => {
  it('grows the unit of time with the amount, so an hour never reads 3600 s', () => {
    expect(formatTime(500)).toBe('0.5 s');
    expect(formatTime(5_300)).toBe('5.3 s');
    expect(formatTime(250)).toBe('0.25 s');
    expect(formatTime(3_600_000)).toBe('1 h');
    expect(formatTime(25 * 3_600_000)).toBe('25 h');
    expect(formatTime(7 * 24 * 3_600_000)).toBe('7 days');
  });

  it('writes money in cents, as the ledger’s amount column holds it', () => {
    expect(formatMoney(1500)).toBe('1500 cents');
  });

  it('agrees the noun with its count, by the language’s plural rules', () => {
    expect(formatCount(1, 'charge')).toBe('1 charge');
    expect(formatCount(2, 'charge')).toBe('2 charges');
    expect(formatCount(0, 'row')).toBe('0 rows');
    expect(formatCount(3, 'copy')).toBe('3 copies');
    expect(formatCount(1, { one: '# attempt', other: '# attempts' })).toBe('1 attempt');
    expect(formatCount(12_433, { one: '# charge', other: '# charges' })).toBe('12,433 charges');
  });

  it('groups counts and trims decimals as the language writes them, never “-0”', () => {
    expect(formatCount(12_433)).toBe('12,433');
    expect(formatNumber(1.25, 2)).toBe('1.25');
    expect(formatNumber(0.5, 2)).toBe('0.5');
    expect(formatTime(-1)).toBe('0 s');
    expect(formatTime(0)).toBe('0 s');
  });

  it('writes every count as the locale does: grouped, whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });

  it('lists items as a sentence does', () => {
    expect(formatList(['1'])).toBe('1');
    expect(formatList(['1', '2'])).toBe('1 and 2');
    expect(formatList(['1', '2', '4'])).toBe('1, 2 and 4');
  });

  it('names the nth copy', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
  });
});
