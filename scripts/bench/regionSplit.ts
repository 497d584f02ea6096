/**
 * Which region of the player box a seek's layout and paint go to (`BENCH_ONLY=regions`, never in the
 * default run: about 20 s per region). One box page; each chapter is swept four times, A-B-B-A,
 * with the region drawn (A) and with its content skipped (B: `content-visibility: hidden`, which keeps
 * the region's size, so the rest of the box lays out as before), all in one trace. Each kind's time
 * per seek in A less B is that region's share. Paired in one page, so the machine's drift falls on both
 * alike: timings of separate runs differ by more than most regions cost. How issue 33's cuts were found.
 */
import type { Browser, Frame } from '@playwright/test';
import { sweepTimeline } from './playback';
import { splitOf, tracedBoxSweeps, type SeekSplit, type TraceEvent } from './seekSplit';

/** The box's regions, by the selector of the element whose content a B sweep skips. */
export const BOX_REGIONS: Record<string, string> = {
  'the head (chapter, banner)': '.box-head',
  'the stage (lanes, clock)': '.box-stage .stage',
  'the scene description (unseen)': '.scene-description.sr-only',
  'the view beside the stage': '.box-view',
  'the caption': '.caption-stack',
  'the controls (Timeline, buttons)': '.box-scene > .controls',
  'the chapter strip': '.chapter-strip',
};

/** Milliseconds per seek, by kind, with the region drawn and with its content skipped. */
export interface RegionShare {
  drawn: SeekSplit;
  skipped: SeekSplit;
}

const SWITCH_ID = 'bench-region-switch';

/** One region's paired sweeps of `chapters` in a `width` × `height` box. */
export async function measureRegionShare(browser: Browser, baseUrl: string, chapters: readonly string[], width: number, height: number, region: string): Promise<RegionShare> {
  const events = await tracedBoxSweeps(browser, baseUrl, chapters, width, height, {
    prepare: (frame) =>
      frame.evaluate(
        ({ id, css }) => {
          const style = document.createElement('style');
          style.id = id;
          style.textContent = css;
          document.head.append(style);
          style.sheet!.disabled = true;
        },
        { id: SWITCH_ID, css: `${BOX_REGIONS[region]!} { content-visibility: hidden; }` },
      ),
    sweep: async (frame) => {
      for (const skipped of [false, true, true, false]) {
        await skip(frame, skipped);
        await sweepTimeline(frame, false, true);
      }
    },
  });
  return pairedSplits(events);
}

/** Turns the region's content off or on, marks which in the trace, and lets a frame draw it. */
async function skip(frame: Frame, skipped: boolean): Promise<void> {
  await frame.evaluate(
    ({ id, skipped }) => {
      (document.getElementById(id) as HTMLStyleElement).sheet!.disabled = !skipped;
      performance.mark(skipped ? 'bench-region-skipped' : 'bench-region-drawn');
      return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    },
    { id: SWITCH_ID, skipped },
  );
}

/**
 * The split of the seeks swept with the region drawn and of those swept with it skipped: each seek's
 * marks go to the side the last region mark named (exported for its test).
 */
export function pairedSplits(events: readonly TraceEvent[]): RegionShare {
  const sides: Record<keyof RegionShare, TraceEvent[]> = { drawn: [], skipped: [] };
  let side: keyof RegionShare = 'drawn';
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.name === 'bench-region-drawn' || e.name === 'bench-region-skipped') side = e.name === 'bench-region-drawn' ? 'drawn' : 'skipped';
    else if (e.name === 'bench-seek-start' || e.name === 'bench-seek-end') sides[side].push(e);
    else {
      sides.drawn.push(e);
      sides.skipped.push(e);
    }
  }
  return { drawn: splitOf(sides.drawn), skipped: splitOf(sides.skipped) };
}
