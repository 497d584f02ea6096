import type { Browser, Frame, Page } from '@playwright/test';
import { instrumentPage, pageScript, startFrames } from './instrument';
import { gzipBytes, isBudgetedScript } from './jsSize';
import { countRenders, type RenderTally } from './renderCount';
import { percentile } from './stats';

interface BenchWindow {
  __bench: { longTasks: { start: number; duration: number }[]; frames: number[] | null };
}

export interface PlaybackFigures {
  chapter: string;
  beats: number;
  seconds: number;
  longTasks: number;
  longestTaskMs: number;
  frameP50: number;
  frameP95: number;
  /** All JS the page loaded to play the chapter (wasm and workers aside). */
  jsGzipKB: number;
  /** What the workers loaded, for the record. */
  workerJsGzipKB: number;
}

export interface SeekFigures {
  seeks: number;
  medianMs: number;
  p95Ms: number;
  worstMs: number;
  longTasks: number;
  chapters: number;
  /** The slowest seeks, slowest first: where to look next. */
  slowest: { chapter: string; beat: number; ms: number }[];
  /** A counted sweep's counts (else null). */
  counts: SeekCounts | null;
}

/** What a seek did, averaged over every seek of a sweep (see `renderCount.ts`). */
export interface SeekCounts {
  /** React components rendered, and React's commits (none: the build's React never reached the counter). */
  renders: number;
  commits: number;
  /** DOM nodes whose text or attributes changed. */
  changed: number;
  /** DOM nodes put in and taken out (each with its subtree). */
  added: number;
  removed: number;
  /** With `names`: renders per seek by component name, most first (minified names in a production build). */
  byName: [string, number][] | null;
}

async function openPlayer(browser: Browser, url: string, counted = false): Promise<{ page: Page; workers: Set<string>; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const workers = new Set<string>();
  page.on('worker', (w) => workers.add(w.url()));
  await page.addInitScript(pageScript(instrumentPage));
  if (counted) await page.addInitScript(pageScript(countRenders));
  await page.goto(url);
  await page.getByRole('table', { name: 'idempotency_keys' }).waitFor({ timeout: 30_000 });
  // Measure a loaded page: the stage, the learning tools and the next chapter's prefetch arrive
  // after the tables, and their first renders are load's cost ("long tasks during load"), not playback's.
  await page.getByRole('region', { name: 'Stage' }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return { page, workers, close: () => context.close() };
}

const timeline = (page: Page) => page.getByRole('slider', { name: 'Timeline' });

/** Plays one chapter from its first beat to its last at `speed`, recording frames and long tasks. */
export async function measurePlayback(browser: Browser, baseUrl: string, distDir: string, chapter: string, speed: number): Promise<PlaybackFigures> {
  const { page, workers, close } = await openPlayer(browser, `${baseUrl}?chapter=${chapter}&speed=${speed}`);
  try {
    const slider = timeline(page);
    const max = Number(await slider.getAttribute('max'));
    const before = await page.evaluate(() => (window as unknown as BenchWindow).__bench.longTasks.length);
    await page.evaluate(pageScript(startFrames).content);
    const started = Date.now();
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction((last) => Number((document.getElementById('timeline') as HTMLInputElement | null)?.value) >= last, max, {
      timeout: 180_000,
      polling: 100,
    });
    const seconds = (Date.now() - started) / 1000;
    await page.getByRole('button', { name: 'Pause' }).click();
    const { frames, tasks, resources } = await page.evaluate((skip) => {
      const bench = (window as unknown as BenchWindow).__bench;
      const frames = bench.frames ?? [];
      bench.frames = null;
      return {
        frames,
        tasks: bench.longTasks.slice(skip),
        resources: performance.getEntriesByType('resource').map((e) => e.name),
      };
    }, before);
    const scripts = resources.filter((r) => isBudgetedScript(r, workers));
    const workerScripts = resources.filter((r) => r.endsWith('.js') && !scripts.includes(r) && !r.endsWith('/embed.js'));
    const kb = (list: string[]) => list.reduce((sum, r) => sum + gzipBytes(distDir, r), 0) / 1024;
    return {
      chapter,
      beats: max + 1,
      seconds,
      longTasks: tasks.length,
      longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
      frameP50: percentile(frames.slice(1), 50),
      frameP95: percentile(frames.slice(1), 95),
      jsGzipKB: kb(scripts),
      workerJsGzipKB: kb([...new Set([...workerScripts, ...[...workers].filter((w) => w.startsWith(baseUrl))])]),
    };
  } finally {
    await close();
  }
}

/**
 * The player embedded in a `width` × `height` iframe of a course page (the player box), loaded as
 * `openPlayer` loads the page; the frame is what is measured.
 */
export async function openBox(browser: Browser, url: string, width: number, height: number, counted: boolean, readyRegion = 'Stage'): Promise<{ page: Frame; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: width + 100, height: height + 100 } });
  const page = await context.newPage();
  await page.addInitScript(pageScript(instrumentPage));
  if (counted) await page.addInitScript(pageScript(countRenders));
  const course = new URL('bench-box.html', url).href;
  await page.route(course, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><iframe title="Cloakroom" style="width:${width}px;height:${height}px;border:0" src="${url}"></iframe>` }),
  );
  await page.goto(course);
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  await frame.getByRole('region', { name: readyRegion, exact: true }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return { page: frame, close: () => context.close() };
}

/** How a sweep of seeks runs: in a player box of that size or on the full page; timed, or counted. */
export interface SeekOptions {
  box?: { width: number; height: number };
  /**
   * Count each seek's renders and DOM changes (`renderCount.ts`) instead of timing it: the counters
   * run inside the seek, so a counted sweep's times are not the figures (and they need only one run:
   * the counts are the same every time). With `names`, renders are also tallied by component.
   */
  count?: { names: boolean };
  /**
   * A learner's scene (`scene=` text) to sweep instead of the chapters: it opens as the sandbox
   * chapter once the worker has run it. A build without the sandbox cannot: the sweep throws, saying so.
   */
  scene?: string;
}

/** A learner's scene for the sweeps: the double click after a stale lock (EMBEDDING.md's example), 20 beats with the stage's actions on them. */
export const BENCH_SCENE = 'v1; payflow sandbox; paycoKey off; order @1; crash worker-1 save; wait @6s; tap 1 @6001';

/**
 * Seeks the Timeline (`#timeline`: the chapter's, or a comparison's) to each of its places with big
 * jumps (first, last, second, second-to-last, …), timing each in the page from the input event to the
 * end of React's commit (the next task), each painted before the next, in the order sought. In a page
 * opened counted, each seek's renders and DOM changes are tallied too (with `names`, by component).
 * With `marked`, each seek is bracketed by User Timing marks (`bench-seek-start`, `-end`) for a trace.
 */
export function sweepTimeline(page: Page | Frame, names?: boolean, marked = false): Promise<{ beat: number; ms: number; tally: RenderTally | null }[]> {
  return page.evaluate(async ({ names, marked }) => {
    const counter = (window as unknown as { __renders?: { reset(names: boolean): void; read(): RenderTally } }).__renders;
    const input = document.getElementById('timeline') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const nextTask = () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    const last = Number(input.max);
    const order: number[] = [];
    for (let lo = 0, hi = last; lo <= hi; lo++, hi--) order.push(...(lo === hi ? [lo] : [lo, hi]));
    const out: { beat: number; ms: number; tally: RenderTally | null }[] = [];
    for (const beat of order) {
      counter?.reset(names === true);
      if (marked) performance.mark('bench-seek-start');
      const t0 = performance.now();
      setValue.call(input, String(beat));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await nextTask();
      const ms = performance.now() - t0;
      if (marked) performance.mark('bench-seek-end');
      await nextFrame(); // let each seek paint
      // A count also takes what the seek's effects did after the paint (a second render, a measurement's).
      if (counter) await nextTask();
      out.push({ beat, ms, tally: counter ? counter.read() : null });
    }
    return out;
  }, { names, marked });
}

/**
 * Seeks to every beat of every chapter with big jumps (first, last, second, second-to-last, …),
 * timing each in the page from the input event to the end of React's commit (the next task), and
 * counting long tasks over the whole sweep. With `box`, in the player box of that size (embedded:
 * the stage and one view drawn) instead of the full page.
 */
/**
 * Puts `page` on `chapter` with the chapter menu (or, for `'scene'`, waits for the sandbox scene the
 * page was opened on) and waits until its Timeline works and its first render and prefetch settle.
 */
export async function readyToSweep(page: Frame | Page, chapter: string | 'scene'): Promise<void> {
  if (chapter === 'scene') {
    const chapterMenu = page.getByRole('combobox', { name: 'Chapter' });
    if ((await chapterMenu.locator('option[value="sandbox"]').count()) === 0) throw new Error('no sandbox in this build');
    // The blank sandbox (one beat) shows first; the scene replaces it once the worker has run it.
    await page.waitForFunction(() => Number((document.getElementById('timeline') as HTMLInputElement | null)?.max) > 0, null, { timeout: 30_000 });
  } else await page.getByRole('combobox', { name: 'Chapter' }).selectOption(chapter);
  await page.waitForFunction(() => !(document.getElementById('timeline') as HTMLInputElement | null)?.disabled, null, { timeout: 30_000 });
  await page.waitForTimeout(300);
}

export async function measureSeeking(browser: Browser, baseUrl: string, chapters: readonly string[], { box, count, scene }: SeekOptions = {}): Promise<SeekFigures> {
  const url = scene ? `${baseUrl}?chapter=sandbox&scene=${encodeURIComponent(scene)}` : `${baseUrl}?chapter=${chapters[0]}`;
  const { page, close } = box ? await openBox(browser, url, box.width, box.height, count !== undefined) : await openPlayer(browser, url, count !== undefined);
  const swept = scene ? ['sandbox'] : chapters;
  const times: number[] = [];
  const seeks: { chapter: string; beat: number; ms: number }[] = [];
  const tallies: RenderTally[] = [];
  let longTasks = 0;
  try {
    for (const chapter of swept) {
      await readyToSweep(page, scene ? 'scene' : chapter);
      const before = await page.evaluate(() => (window as unknown as BenchWindow).__bench.longTasks.length);
      const chapterSeeks = await sweepTimeline(page, count?.names);
      times.push(...chapterSeeks.map((s) => s.ms));
      seeks.push(...chapterSeeks.map(({ beat, ms }) => ({ chapter, beat, ms })));
      tallies.push(...chapterSeeks.flatMap((s) => (s.tally ? [s.tally] : [])));
      longTasks += await page.evaluate((skip) => (window as unknown as BenchWindow).__bench.longTasks.length - skip, before);
    }
  } finally {
    await close();
  }
  const slowest = seeks.sort((a, b) => b.ms - a.ms).slice(0, 5);
  const perSeek = (pick: (t: RenderTally) => number) => tallies.reduce((sum, t) => sum + pick(t), 0) / tallies.length;
  const names: Record<string, number> = {};
  for (const t of tallies) for (const [name, n] of Object.entries(t.names ?? {})) names[name] = (names[name] ?? 0) + n;
  return {
    seeks: times.length,
    medianMs: percentile(times, 50),
    p95Ms: percentile(times, 95),
    worstMs: Math.max(...times),
    longTasks,
    chapters: swept.length,
    slowest,
    counts: count
      ? {
          renders: perSeek((t) => t.renders),
          commits: perSeek((t) => t.commits),
          changed: perSeek((t) => t.changed),
          added: perSeek((t) => t.added),
          removed: perSeek((t) => t.removed),
          byName: count.names ? Object.entries(names).map(([name, n]): [string, number] => [name, n / tallies.length]).sort((a, b) => b[1] - a[1]) : null,
        }
      : null,
  };
}
