import { describe, expect, it } from 'vitest';
import { BREAK_IDS } from '../trace/types';
import { clashesIn, EXCLUSIVE_BREAKS, latestOfEach, toggleBreak, withoutClashes } from './exclusiveBreaks';

describe('break-it switches that exclude each other', () => {
  it('never lets “No key” and “A new key per try” be on together', () => {
    expect(clashesIn(['no-key', 'select-then-insert', 'key-per-try'])).toEqual([['no-key', 'key-per-try']]);
    expect(clashesIn(['no-key', 'select-then-insert'])).toEqual([]);
    for (const group of EXCLUSIVE_BREAKS) for (const b of group) expect(BREAK_IDS).toContain(b);
  });

  it('turning one on turns the other off; turning one off leaves the rest alone', () => {
    expect(toggleBreak(['no-key', 'select-then-insert'], 'key-per-try')).toEqual(['select-then-insert', 'key-per-try']);
    expect(toggleBreak(['key-per-try'], 'no-key')).toEqual(['no-key']);
    expect(toggleBreak(['no-key', 'select-then-insert'], 'no-key')).toEqual(['select-then-insert']);
    expect(toggleBreak([], 'no-fencing')).toEqual(['no-fencing']);
  });

  it('settles a list with a clash: the latest one wins, or (with no order to go by) neither', () => {
    expect(latestOfEach(['no-key', 'key-per-try', 'select-then-insert'])).toEqual(['key-per-try', 'select-then-insert']);
    expect(withoutClashes(['no-key', 'key-per-try', 'select-then-insert'])).toEqual(['select-then-insert']);
    expect(withoutClashes(['no-key', 'no-fencing'])).toEqual(['no-key', 'no-fencing']);
  });
});
