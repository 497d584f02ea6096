/**
 * The comparison's figures (issue 30's budgets): building the second run beside the chapter on screen,
 * as the engine worker does it (in Node, the same code), against building the chapter's own Trace;
 * opening a comparison in the page; and seeking in the comparison in the player box against seeking the
 * single view in the same box, with the long tasks meanwhile. Figures, not assertions.
 */
import type { Browser, Frame } from '@playwright/test';
import { buildChapter } from '../../src/core/scenarios';
import { breaksFor } from '../../src/core/scenarios/breakSwitches';
import { loadSqlJs } from '../../src/core/sqlite';
import { STORY_IDS, type BreakId } from '../../src/core/trace';
import { COMPARED_CHAPTERS } from '../../src/embed/compareLink';
import { compared } from '../../src/player/compare/worker';
import { switchSets } from '../../src/ui/compare/choices';
import { openBox, sweepTimeline } from './playback';
import type { RenderTally } from './renderCount';
import { median, percentile } from './stats';

interface BenchWindow {
  __bench: { longTasks: { start: number; duration: number }[] };
}

export interface SecondRunFigures {
  /** Every chapter's every other switch set, both stories. */
  pairs: number;
  /** Over the pairs: the second run (its scene on a fresh database, then compared) ÷ the chapter's own build, median and worst. */
  medianRatio: number;
  worst: { pair: string; ratio: number; secondMs: number; chapterMs: number };
  /** The same against building that other scene alone (what flipping the switch in the single view builds). */
  medianRatioToOther: number;
  /** The crash chapter against No PayCo key: the issue's own pair. */
  crash: { secondMs: number; chapterMs: number };
}

const time = async <T>(run: () => Promise<T> | T): Promise<[T, number]> => {
  const t0 = performance.now();
  const value = await run();
  return [value, performance.now() - t0];
};

/** In Node, the same code the comparison service runs for a side it has not built: the scene, then compare/. */
export async function secondRun(runs: number): Promise<SecondRunFigures> {
  const SQL = await loadSqlJs();
  const pairs = STORY_IDS.flatMap((story) =>
    COMPARED_CHAPTERS.flatMap((chapter) =>
      switchSets(breaksFor(chapter, story))
        .filter((set) => set.length > 0)
        .map((breaks) => ({ story, chapter, breaks })),
    ),
  );
  const samples = new Map<string, { chapter: number[]; second: number[]; other: number[] }>();
  for (let round = 0; round <= Math.max(3, runs); round++) {
    for (const { story, chapter, breaks } of pairs) {
      const [a, chapterMs] = await time(() => buildChapter(SQL, { chapter, story, breaks: [] }));
      const [b, otherMs] = await time(() => buildChapter(SQL, { chapter, story, breaks: breaks as BreakId[] }));
      const [, compareMs] = await time(() => compared(a, b));
      if (round === 0) continue; // round 0 warms the engine, as the chapters' own figure does
      const key = `${story}/${chapter}/${breaks.join('+')}`;
      const s = samples.get(key) ?? { chapter: [], second: [], other: [] };
      s.chapter.push(chapterMs);
      s.other.push(otherMs);
      s.second.push(otherMs + compareMs);
      samples.set(key, s);
    }
  }
  const per = [...samples].map(([pair, s]) => ({ pair, chapterMs: median(s.chapter), secondMs: median(s.second), otherMs: median(s.other) }));
  const ratios = per.map((p) => ({ ...p, ratio: p.secondMs / p.chapterMs }));
  const worst = ratios.reduce((x, y) => (y.ratio > x.ratio ? y : x));
  const crash = per.find((p) => p.pair === 'payflow/crash/no-provider-key')!;
  return {
    pairs: per.length,
    medianRatio: median(ratios.map((r) => r.ratio)),
    worst: { pair: worst.pair, ratio: worst.ratio, secondMs: worst.secondMs, chapterMs: worst.chapterMs },
    medianRatioToOther: median(per.map((p) => p.secondMs / p.otherMs)),
    crash: { secondMs: crash.secondMs, chapterMs: crash.chapterMs },
  };
}

/** A sweep's times, or (in a page opened counted) what does not drift with the machine's load: renders and DOM changes per seek (renderCount.ts). */
interface SweepFigures {
  seeks: number;
  medianMs: number;
  p95Ms: number;
  longTasks: number;
  /** In a counted page: components rendered and DOM nodes changed (text, attributes) per seek, over the sweep. */
  counts: { renders: number; changed: number } | null;
}

export interface CompareSeekFigures {
  single: SweepFigures;
  compare: SweepFigures;
}

const CRASH_COMPARE = `chapter=crash&story=payflow&compare=${encodeURIComponent('v1; payflow crash; a; b break no-provider-key')}`;

async function sweep(frame: Frame): Promise<SweepFigures> {
  const before = await frame.evaluate(() => (window as unknown as BenchWindow).__bench.longTasks.length);
  const seeks = await sweepTimeline(frame);
  const longTasks = await frame.evaluate((skip) => (window as unknown as BenchWindow).__bench.longTasks.length - skip, before);
  const times = seeks.map((s) => s.ms);
  const tallies = seeks.flatMap((s) => (s.tally ? [s.tally] : []));
  const perSeek = (pick: (t: RenderTally) => number) => tallies.reduce((sum, t) => sum + pick(t), 0) / tallies.length;
  return {
    seeks: times.length,
    medianMs: median(times),
    p95Ms: percentile(times, 95),
    longTasks,
    counts: tallies.length > 0 ? { renders: perSeek((t) => t.renders), changed: perSeek((t) => t.changed) } : null,
  };
}

/**
 * The crash chapter's every beat in the single view, and the comparison's every step, in a `width` ×
 * `height` player box, each in a fresh page; `counted`, the pages count renders and DOM changes (then
 * the times are not figures: the counters run inside each seek).
 */
export async function measureCompareSeeking(browser: Browser, baseUrl: string, width: number, height: number, counted = false): Promise<CompareSeekFigures> {
  const single = await openBox(browser, `${baseUrl}?chapter=crash&story=payflow`, width, height, counted);
  let singleFigures;
  try {
    singleFigures = await sweep(single.page);
  } finally {
    await single.close();
  }
  const both = await openBox(browser, `${baseUrl}?${CRASH_COMPARE}`, width, height, counted, 'Differences');
  try {
    return { single: singleFigures, compare: await sweep(both.page) };
  } finally {
    await both.close();
  }
}

export interface CompareOpenFigures {
  /** From the press of the choice to both sides' stages on screen (painted), ms. */
  openMs: number;
  /** Long tasks from the press to there. */
  longTasks: number;
}

/** On the full page: the crash chapter, "Compare…", "No PayCo key", until both stages are painted. */
export async function measureCompareOpen(browser: Browser, baseUrl: string): Promise<CompareOpenFigures> {
  const { instrumentPage, pageScript } = await import('./instrument');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(pageScript(instrumentPage));
    await page.goto(`${baseUrl}?chapter=crash&story=payflow`);
    await page.getByRole('region', { name: 'Stage', exact: true }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.getByRole('button', { name: 'Compare…' }).click();
    const choice = page.getByRole('dialog').getByRole('button', { name: 'No PayCo key', exact: true });
    await choice.waitFor();
    const before = await page.evaluate(() => (window as unknown as BenchWindow).__bench.longTasks.length);
    const t0 = await page.evaluate(() => performance.now());
    await choice.click();
    const painted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const check = () => {
            const stages = document.querySelectorAll('.compare-side .stage');
            if (stages.length === 2) requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    const longTasks = await page.evaluate((skip) => (window as unknown as BenchWindow).__bench.longTasks.length - skip, before);
    return { openMs: painted - t0, longTasks };
  } finally {
    await context.close();
  }
}
