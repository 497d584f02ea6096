import type { Browser, Frame, Page } from '@playwright/test';
import { instrumentPage, pageScript, startFrames } from './instrument';
import { gzipBytes, isBudgetedScript } from './jsSize';
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
}

async function openPlayer(browser: Browser, url: string): Promise<{ page: Page; workers: Set<string>; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const workers = new Set<string>();
  page.on('worker', (w) => workers.add(w.url()));
  await page.addInitScript(pageScript(instrumentPage));
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
export async function openBox(browser: Browser, url: string, width: number, height: number, readyRegion = 'Stage'): Promise<{ page: Frame; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: width + 100, height: height + 100 } });
  const page = await context.newPage();
  await page.addInitScript(pageScript(instrumentPage));
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

/**
 * Seeks the Timeline (`#timeline`: the chapter's, or a comparison's) to each of its places with big
 * jumps (first, last, second, second-to-last, …), timing each in the page from the input event to the
 * end of React's commit (the next task), each painted before the next: [place, ms] in the order sought.
 */
export function sweepTimeline(page: Page | Frame): Promise<[number, number][]> {
  return page.evaluate(async () => {
    const input = document.getElementById('timeline') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const nextTask = () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    const last = Number(input.max);
    const order: number[] = [];
    for (let lo = 0, hi = last; lo <= hi; lo++, hi--) order.push(...(lo === hi ? [lo] : [lo, hi]));
    const out: [number, number][] = [];
    for (const beat of order) {
      const t0 = performance.now();
      setValue.call(input, String(beat));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await nextTask();
      out.push([beat, performance.now() - t0]);
      await new Promise((r) => requestAnimationFrame(() => r(null))); // let each seek paint
    }
    return out;
  });
}

/**
 * Seeks to every beat of every chapter with big jumps (first, last, second, second-to-last, …),
 * timing each in the page from the input event to the end of React's commit (the next task), and
 * counting long tasks over the whole sweep. With `box`, in the player box of that size (embedded:
 * the stage and one view drawn) instead of the full page.
 */
export async function measureSeeking(browser: Browser, baseUrl: string, chapters: readonly string[], box?: { width: number; height: number }): Promise<SeekFigures> {
  const url = `${baseUrl}?chapter=${chapters[0]}`;
  const { page, close } = box ? await openBox(browser, url, box.width, box.height) : await openPlayer(browser, url);
  const times: number[] = [];
  const seeks: { chapter: string; beat: number; ms: number }[] = [];
  let longTasks = 0;
  try {
    for (const chapter of chapters) {
      await page.getByRole('combobox', { name: 'Chapter' }).selectOption(chapter);
      await page.waitForFunction(() => !(document.getElementById('timeline') as HTMLInputElement | null)?.disabled, null, { timeout: 30_000 });
      await page.waitForTimeout(300); // let the chapter's first render and prefetch settle
      const before = await page.evaluate(() => (window as unknown as BenchWindow).__bench.longTasks.length);
      const chapterTimes = await sweepTimeline(page);
      times.push(...chapterTimes.map(([, ms]) => ms));
      seeks.push(...chapterTimes.map(([beat, ms]) => ({ chapter, beat, ms })));
      longTasks += await page.evaluate((skip) => (window as unknown as BenchWindow).__bench.longTasks.length - skip, before);
    }
  } finally {
    await close();
  }
  const slowest = seeks.sort((a, b) => b.ms - a.ms).slice(0, 5);
  return { seeks: times.length, medianMs: percentile(times, 50), p95Ms: percentile(times, 95), worstMs: Math.max(...times), longTasks, chapters: chapters.length, slowest };
}
