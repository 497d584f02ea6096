import { describe, expect, it } from 'vitest';
import { clipStart, fitClip } from './clip';

describe('a clip checked against its chapter', () => {
  it('keeps bounds the chapter has', () => {
    expect(fitClip({ chapter: 'ticket', start: 1, end: 3 }, 4)).toEqual({ clip: { chapter: 'ticket', start: 1, end: 3 }, problems: [] });
    expect(fitClip({ chapter: 'ticket', start: null, end: null }, 4)).toEqual({ clip: { chapter: 'ticket', start: null, end: null }, problems: [] });
  });

  it('drops a beat the chapter does not have and names it with the chapter’s beat count', () => {
    expect(fitClip({ chapter: 'crash', start: 1, end: 4 }, 4)).toEqual({
      clip: { chapter: 'crash', start: 1, end: null },
      problems: [{ name: 'end', value: 4, beats: 4 }],
    });
    expect(fitClip({ chapter: 'crash', start: 5, end: 9 }, 2).problems).toEqual([
      { name: 'start', value: 5, beats: 2 },
      { name: 'end', value: 9, beats: 2 },
    ]);
  });

  it('starts its own chapter at its start, and every other chapter at beat 0', () => {
    const clip = { chapter: 'ticket' as const, start: 2, end: null };
    expect(clipStart(clip, 'ticket')).toBe(2);
    expect(clipStart(clip, 'crash')).toBe(0);
    expect(clipStart({ ...clip, start: null }, 'ticket')).toBe(0);
    expect(clipStart(undefined, 'ticket')).toBe(0);
  });
});
