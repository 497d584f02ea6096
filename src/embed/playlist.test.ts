import { describe, expect, it } from 'vitest';
import { CHAPTER_IDS } from '../core/trace';
import { describeProblem } from './params';
import { readSetup } from './setup';

describe('the opening of an embed: playlist, start, end, continue', () => {
  it('offers only the playlist’s chapters, in its order, and opens on its first', () => {
    const { opening, problems } = readSetup('chapters=crash,ticket,crash', true);
    expect(opening).toMatchObject({ chapters: ['crash', 'ticket'], chapter: 'crash' });
    expect(problems).toEqual([]);
  });

  it('names a chapter outside the playlist and opens on the playlist’s first instead', () => {
    const { opening, problems } = readSetup('chapters=crash,ticket&chapter=scope', true);
    expect(opening.chapter).toBe('crash');
    expect(problems.map(describeProblem)).toEqual(['chapter=“scope” is not a chapter of the playlist (crash, ticket); using crash.']);
  });

  it('names unknown ids in a playlist and keeps the others; with none known, offers every chapter', () => {
    expect(readSetup('chapters=ticket,nope', true).opening.chapters).toEqual(['ticket']);
    expect(readSetup('chapters=ticket,nope', true).problems.map((p) => p.value)).toEqual(['nope']);
    const none = readSetup('chapters=nope,zilch', true);
    expect(none.opening.chapters).toEqual([...CHAPTER_IDS]);
    expect(describeProblem(none.problems[0]!)).toMatch(/^chapters=“nope,zilch” is not a comma-separated list of chapters .*; using every chapter\.$/);
  });

  it('reads start and end as beats from 0, and names anything else', () => {
    expect(readSetup('start=3&end=9', true).opening).toMatchObject({ start: 3, end: 9 });
    for (const bad of ['-1', '1.5', 'two', '1e3', '9999999']) {
      const { opening, problems } = readSetup(`start=${encodeURIComponent(bad)}`, true);
      expect(opening.start).toBeNull();
      expect(problems.map((p) => p.name)).toEqual(['start']);
    }
  });

  it('takes beat= as another name for start=, which wins when both are given', () => {
    expect(readSetup('chapter=crash&beat=5', true).opening.start).toBe(5);
    expect(readSetup('chapter=crash&beat=5&start=2', true).opening.start).toBe(2);
  });

  it('names an end before the start and plays to the chapter’s last beat', () => {
    const { opening, problems } = readSetup('start=5&end=2', true);
    expect(opening).toMatchObject({ start: 5, end: null });
    expect(problems.map(describeProblem)).toEqual(['end=“2” is not a beat at or after start=5; using the chapter’s last beat.']);
  });

  it('stops at a chapter’s end when embedded and goes on when standalone, unless continue says otherwise', () => {
    expect(readSetup('', true).opening.continueOn).toBe(false);
    expect(readSetup('', false).opening.continueOn).toBe(true);
    expect(readSetup('continue=1', true).opening.continueOn).toBe(true);
    expect(readSetup('continue=0', false).opening.continueOn).toBe(false);
    const bad = readSetup('continue=maybe', true);
    expect(bad.opening.continueOn).toBe(false);
    expect(describeProblem(bad.problems[0]!)).toBe('continue=“maybe” is not 1 or 0 (true/false, on/off); using stop at a chapter’s end when embedded.');
  });
});
