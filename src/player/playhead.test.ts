import { describe, expect, it } from 'vitest';
import { afterBeat, beatDuration, chapterBounds, clampBeat, neighbourChapter, nextBeat, playOn, previousBeat, stepSpeed, tick } from './playhead';

describe('next and previous beat', () => {
  it('steps forward within a chapter and stops at its last beat', () => {
    expect(nextBeat({ chapter: 2, beat: 0 }, 3)).toEqual({ chapter: 2, beat: 1 });
    expect(nextBeat({ chapter: 2, beat: 2 }, 3)).toBeNull();
  });

  it('steps back within a chapter and stops at its first beat', () => {
    expect(previousBeat({ chapter: 1, beat: 4 })).toEqual({ chapter: 1, beat: 3 });
    expect(previousBeat({ chapter: 1, beat: 0 })).toBeNull();
  });
});

describe('chapter bounds', () => {
  it('counts beats from 0 within each chapter', () => {
    expect(chapterBounds(12)).toEqual({ first: 0, last: 11 });
    expect(chapterBounds(0)).toEqual({ first: 0, last: 0 });
  });

  it('keeps a requested beat inside the chapter, whatever it was asked', () => {
    expect(clampBeat(99, 5)).toBe(4);
    expect(clampBeat(-3, 5)).toBe(0);
    expect(clampBeat(2.7, 5)).toBe(2);
    expect(clampBeat(Number.NaN, 5)).toBe(0);
  });

  it('finds the neighbouring chapter and nothing past either end', () => {
    expect(neighbourChapter(0, 1, 3)).toBe(1);
    expect(neighbourChapter(0, -1, 3)).toBeNull();
    expect(neighbourChapter(2, 1, 3)).toBeNull();
  });
});

describe('playing on', () => {
  it('goes to the next beat of the same chapter', () => {
    expect(playOn({ chapter: 0, beat: 3 }, 10, 4)).toEqual({ chapter: 0, beat: 4 });
  });

  it('starts the next chapter from its first beat at a chapter’s end', () => {
    expect(playOn({ chapter: 0, beat: 9 }, 10, 4)).toEqual({ chapter: 1, beat: 0 });
  });

  it('ends after the last beat of the last chapter', () => {
    expect(playOn({ chapter: 3, beat: 9 }, 10, 4)).toBe('end');
  });
});

describe('a beat’s duration', () => {
  it('halves at 2× and doubles at 0.5×', () => {
    const beat = { kind: 'sql' as const, words: 4 };
    const normal = beatDuration(beat, 1);
    expect(beatDuration(beat, 2)).toBeCloseTo(normal / 2);
    expect(beatDuration(beat, 0.5)).toBeCloseTo(normal * 2);
  });

  it('leaves a long caption on screen long enough to read it', () => {
    const short = beatDuration({ kind: 'send', words: 3 }, 1);
    const long = beatDuration({ kind: 'send', words: 30 }, 1);
    expect(long).toBeGreaterThan(short);
    expect(long).toBeGreaterThanOrEqual(30 * 250);
  });

  it('never leaves the 0.5×–2× range, even for a nonsense speed', () => {
    const beat = { kind: 'note' as const, words: 10 };
    expect(beatDuration(beat, 100)).toBe(beatDuration(beat, 2));
    expect(beatDuration(beat, 0)).toBe(beatDuration(beat, 0.5));
    expect(beatDuration(beat, Number.NaN)).toBe(beatDuration(beat, 1));
  });
});

describe('speed steps', () => {
  it('moves to the next listed speed and stays at the ends', () => {
    expect(stepSpeed(1, 1)).toBe(1.25);
    expect(stepSpeed(1, -1)).toBe(0.75);
    expect(stepSpeed(2, 1)).toBe(2);
    expect(stepSpeed(0.5, -1)).toBe(0.5);
    expect(stepSpeed(1.1, 1)).toBe(1.25);
    expect(stepSpeed(1.1, -1)).toBe(1);
  });
});

describe('a frame of playback', () => {
  it('adds the frame’s time and advances once the beat has had its duration', () => {
    expect(tick({ elapsed: 100, frameMs: 16, duration: 1000, held: false })).toEqual({ elapsed: 116, advance: false });
    expect(tick({ elapsed: 990, frameMs: 16, duration: 1000, held: false })).toEqual({ elapsed: 0, advance: true });
  });

  it('holds the beat while its sentence is still being spoken', () => {
    expect(tick({ elapsed: 5000, frameMs: 16, duration: 1000, held: true })).toMatchObject({ advance: false });
  });

  it('never skips a beat after a long pause between frames (a background tab)', () => {
    const first = tick({ elapsed: 0, frameMs: 60_000, duration: 1000, held: false });
    expect(first).toEqual({ elapsed: 0, advance: true });
  });
});

describe('after a beat has had its time', () => {
  const end = { beatCount: 4, chapterCount: 3, scene: false, clipEnd: null, continueOn: true };

  it('moves on to the next beat of the chapter', () => {
    expect(afterBeat({ ...end, at: { chapter: 1, beat: 2 } })).toEqual({ then: 'beat', beat: 3 });
  });

  it('finishes the chapter at its last beat and enters the next one, or stops there when it does not play on', () => {
    expect(afterBeat({ ...end, at: { chapter: 1, beat: 3 } })).toEqual({ then: 'finish', next: 2 });
    expect(afterBeat({ ...end, at: { chapter: 1, beat: 3 }, continueOn: false })).toEqual({ then: 'finish', next: null });
  });

  it('finishes with nothing after the last chapter', () => {
    expect(afterBeat({ ...end, at: { chapter: 2, beat: 3 } })).toEqual({ then: 'finish', next: null });
  });

  it('finishes at the clip’s end, wherever the chapter goes on', () => {
    expect(afterBeat({ ...end, at: { chapter: 0, beat: 1 }, clipEnd: 1 })).toEqual({ then: 'finish', next: null });
    expect(afterBeat({ ...end, at: { chapter: 0, beat: 0 }, clipEnd: 1 })).toEqual({ then: 'beat', beat: 1 });
  });

  it('stops an extra scene at its end: no chapter finished, nothing entered, whatever the clip says', () => {
    expect(afterBeat({ ...end, at: { chapter: 0, beat: 2 }, scene: true, clipEnd: 2 })).toEqual({ then: 'beat', beat: 3 });
    expect(afterBeat({ ...end, at: { chapter: 0, beat: 3 }, scene: true })).toEqual({ then: 'stop' });
  });
});
