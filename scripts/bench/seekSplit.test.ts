import { describe, expect, it } from 'vitest';
import { pairedSplits } from './regionSplit';
import { splitOf } from './seekSplit';

const X = (name: string, ts: number, dur: number, tid = 1, type?: string) => ({ name, ph: 'X', ts, dur, pid: 1, tid, ...(type ? { args: { data: { type } } } : {}) });
const mark = (name: string, ts: number) => ({ name, ph: 'R', ts, pid: 1, tid: 1 });

describe('the split of a seek’s time', () => {
  it('counts each event by its own time, inside the seeks’ marks, on the thread that took the input', () => {
    const events = [
      mark('bench-seek-start', 1_000),
      X('RunTask', 1_000, 9_000),
      X('EventDispatch', 1_100, 3_000, 1, 'input'),
      X('FunctionCall', 1_200, 2_500), // 2.5 ms of script inside 3 ms of dispatch: 0.5 ms is the dispatch's own
      X('Layout', 4_500, 2_000),
      { ...X('FontCache::GetFontPlatformData', 5_000, 600), cat: 'fonts' }, // inside the layout: its own time is the fonts'
      X('Paint', 7_000, 1_000),
      X('Layout', 5_000, 4_000, 2), // another thread: not the page's
      mark('bench-seek-end', 10_000),
      X('Layout', 11_000, 5_000), // after the seek: a frame of its own
      mark('bench-seek-start', 20_000),
      X('Layerize', 20_500, 1_000),
      X('ParseHTML', 21_600, 400),
      mark('bench-seek-end', 22_000),
    ];
    expect(splitOf(events)).toEqual({ seeks: 2, script: 1.5, style: 0, layout: 0.7, paint: 0.5, composite: 0.5, fonts: 0.3, other: 0.2 });
  });
});

describe('the paired split of a region’s sweeps', () => {
  it('gives each seek to the side the last region mark named, and every other event to both', () => {
    const events = [
      mark('bench-region-drawn', 0),
      mark('bench-seek-start', 1_000),
      X('EventDispatch', 1_100, 3_000, 1, 'input'),
      X('Layout', 4_500, 2_000),
      mark('bench-seek-end', 10_000),
      mark('bench-region-skipped', 15_000),
      mark('bench-seek-start', 20_000),
      X('EventDispatch', 20_100, 1_000, 1, 'input'),
      X('Layout', 21_500, 500),
      mark('bench-seek-end', 22_000),
    ];
    const { drawn, skipped } = pairedSplits(events);
    expect([drawn.seeks, drawn.layout, drawn.script]).toEqual([1, 2, 3]);
    expect([skipped.seeks, skipped.layout, skipped.script]).toEqual([1, 0.5, 1]);
  });
});
