import { describe, expect, it } from 'vitest';
import { chapterList } from '../../narration/chapters';
import { CHAPTER_IDS, STORY_IDS } from '../../core/trace';
import { blankOf, check, checkAll, clozeFor } from './cloze';

const payflow = clozeFor('payflow');
const library = clozeFor('library');

describe('the run() cloze', () => {
  it('has the lesson’s five blanks in each story, each once, in the order they appear, each pointing to a real chapter', () => {
    for (const story of STORY_IDS) {
      const cloze = clozeFor(story);
      const inCode = cloze.lines.flat().flatMap((s) => (typeof s === 'string' ? [] : [s.blank]));
      expect(inCode).toEqual(cloze.blanks.map((b) => b.id));
      for (const b of cloze.blanks) expect(CHAPTER_IDS).toContain(b.chapter);
    }
  });

  it('accepts the lesson’s answers written in reasonable ways', () => {
    for (const input of ['NOTHING', 'nothing', '  Nothing ', 'DO NOTHING', 'do  nothing;']) expect(check(blankOf(payflow, 'conflict'), input), input).toBe('right');
    for (const input of ['changes', '.changes', 'Changes']) expect(check(blankOf(payflow, 'changes'), input), input).toBe('right');
    for (const input of ['422', 'HTTP 422', ' 422 ']) expect(check(blankOf(payflow, 'mismatch-status'), input), input).toBe('right');
    for (const input of ['done', "'done'", '"DONE"']) expect(check(blankOf(payflow, 'done'), input), input).toBe('right');
    for (const input of ['409', 'http 409', '409 Conflict']) expect(check(blankOf(payflow, 'conflict-status'), input), input).toBe('right');
  });

  it('answers a reused key as each story’s server does: 422 in PayFlow, 409 key_conflict in the library', () => {
    expect(check(blankOf(payflow, 'mismatch-status'), '422')).toBe('right');
    expect(check(blankOf(payflow, 'mismatch-status'), '409')).toBe('wrong');
    for (const input of ['409', 'HTTP 409', '409 key_conflict']) expect(check(blankOf(library, 'mismatch-status'), input), input).toBe('right');
    expect(check(blankOf(library, 'mismatch-status'), '422')).toBe('wrong');
    expect(blankOf(library, 'mismatch-status').label).toContain('another body');
  });

  it('rejects the tempting wrong ones', () => {
    expect(check(blankOf(payflow, 'conflict'), 'UPDATE')).toBe('wrong');
    expect(check(blankOf(payflow, 'conflict'), 'REPLACE')).toBe('wrong');
    expect(check(blankOf(payflow, 'changes'), 'lastInsertRowid')).toBe('wrong');
    expect(check(blankOf(payflow, 'conflict-status'), '422')).toBe('wrong');
    expect(check(blankOf(library, 'conflict-status'), '4090')).toBe('wrong');
    expect(check(blankOf(payflow, 'done'), 'in_flight')).toBe('wrong');
  });

  it('tells an empty blank from a wrong one', () => {
    expect(checkAll(payflow, { conflict: 'nothing', done: 'finished' })).toEqual({
      conflict: 'right',
      changes: 'empty',
      'mismatch-status': 'empty',
      done: 'wrong',
      'conflict-status': 'empty',
    });
  });

  it('has hints that read as sentences and leave the chapter’s name to the link beside them', () => {
    const titles = chapterList().map((c) => c.title);
    for (const story of STORY_IDS) {
      for (const b of clozeFor(story).blanks) {
        expect(b.hint, b.hint).toMatch(/^[A-Z].*[.”]$/);
        for (const title of titles) expect(b.hint).not.toContain(title);
        expect(b.hint).not.toMatch(/\b(See|Watch)\b/);
        // A hint nudges, it does not say the answer outright.
        expect(b.hint.toLowerCase()).not.toContain(` ${b.answer.toLowerCase()} `);
      }
    }
  });
});
