import { describe, expect, it } from 'vitest';
import { CHAPTER_IDS } from '../../core/trace';
import { BLANKS, blank, check, checkAll, RUN_CLOZE } from './cloze';

describe('the run() cloze', () => {
  it('has the lesson’s five blanks, each once, each with a hint that names a real chapter', () => {
    const inCode = RUN_CLOZE.flat().flatMap((s) => (typeof s === 'string' ? [] : [s.blank]));
    expect(inCode.sort()).toEqual(BLANKS.map((b) => b.id).sort());
    for (const b of BLANKS) expect(CHAPTER_IDS).toContain(b.chapter);
  });

  it('accepts the lesson’s answers written in reasonable ways', () => {
    for (const input of ['NOTHING', 'nothing', '  Nothing ', 'DO NOTHING', 'do  nothing;']) expect(check(blank('conflict'), input), input).toBe('right');
    for (const input of ['changes', '.changes', 'Changes']) expect(check(blank('changes'), input), input).toBe('right');
    for (const input of ['422', 'HTTP 422', ' 422 ']) expect(check(blank('mismatch-status'), input), input).toBe('right');
    for (const input of ['done', "'done'", '"DONE"']) expect(check(blank('done'), input), input).toBe('right');
    for (const input of ['409', 'http 409', '409 Conflict']) expect(check(blank('conflict-status'), input), input).toBe('right');
  });

  it('rejects the tempting wrong ones', () => {
    expect(check(blank('conflict'), 'UPDATE')).toBe('wrong');
    expect(check(blank('conflict'), 'REPLACE')).toBe('wrong');
    expect(check(blank('changes'), 'lastInsertRowid')).toBe('wrong');
    expect(check(blank('mismatch-status'), '409')).toBe('wrong');
    expect(check(blank('conflict-status'), '422')).toBe('wrong');
    expect(check(blank('conflict-status'), '4090')).toBe('wrong');
    expect(check(blank('done'), 'in_flight')).toBe('wrong');
  });

  it('tells an empty blank from a wrong one', () => {
    expect(checkAll({ conflict: 'nothing', done: 'finished' })).toEqual({
      conflict: 'right',
      changes: 'empty',
      'mismatch-status': 'empty',
      done: 'wrong',
      'conflict-status': 'empty',
    });
  });
});
