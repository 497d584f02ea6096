import { describe, expect, it } from 'vitest';
import { escapeCueText, formatTimestamp, lessonCues, toWebVTT } from './webvtt';

describe('WebVTT export', () => {
  it('writes timestamps as HH:MM:SS.mmm', () => {
    expect(formatTimestamp(0)).toBe('00:00:00.000');
    expect(formatTimestamp(61_234.4)).toBe('00:01:01.234');
    expect(formatTimestamp(3_600_000 + 5)).toBe('01:00:00.005');
  });

  it('lays chapters end to end, one caption cue per beat and one chapter cue per chapter', () => {
    const { captions, chapters } = lessonCues([
      { id: 'ticket', title: 'One ticket', beats: [{ text: 'A', durationMs: 1000 }, { text: 'B', durationMs: 500 }] },
      { id: 'crash', title: 'The crash', beats: [{ text: 'C', durationMs: 2000 }] },
    ]);
    expect(captions.map((c) => [c.id, c.start, c.end])).toEqual([
      ['ticket-0', 0, 1000],
      ['ticket-1', 1000, 1500],
      ['crash-0', 1500, 3500],
    ]);
    expect(chapters).toEqual([
      { id: 'ticket', start: 0, end: 1500, text: 'One ticket' },
      { id: 'crash', start: 1500, end: 3500, text: 'The crash' },
    ]);
  });

  it('produces a file a WebVTT parser accepts', () => {
    const file = toWebVTT([{ id: 'ticket-0', start: 0, end: 1200, text: 'The phone sends POST /checkout.' }]);
    expect(file).toBe('WEBVTT\n\nticket-0\n00:00:00.000 --> 00:00:01.200\nThe phone sends POST /checkout.\n');
  });

  it('escapes what WebVTT would read as markup or as the end of a cue', () => {
    expect(escapeCueText('a < b && c > d --> e\n\nf')).toBe('a &lt; b &amp;&amp; c &gt; d → e f');
  });
});
