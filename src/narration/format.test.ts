import { describe, expect, it } from 'vitest';
import { formatMoney, formatTime, ordinal, plural } from './format';

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

  it('agrees the noun with its count', () => {
    expect(plural(1, 'charge')).toBe('1 charge');
    expect(plural(2, 'charge')).toBe('2 charges');
    expect(plural(0, 'row')).toBe('0 rows');
    expect(plural(3, 'copy')).toBe('3 copies');
  });

  it('names the nth copy', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
  });
});
