/**
 * `npm run bench -- --against <ref>`: this build and another commit's, measured in the same run and
 * in turn (run i measures A then B, run i+1 B then A), so a machine that is busier at one moment
 * slows both alike. Each figure is printed for both with their ratio. A figure an older build cannot
 * give (a part it does not have, a page it lays out otherwise) is said in its cell; the rest go on.
 */
import type { Browser } from '@playwright/test';
import { CHAPTER_IDS } from '../../src/core/trace';
import { measureLoad, type LoadFigures } from './pageLoad';
import { BENCH_SCENE, measurePlayback, measureSeeking, type PlaybackFigures, type SeekCounts, type SeekFigures } from './playback';
import { median } from './stats';

/** One build as the bench reaches it. */
export interface BenchBuild {
  label: string;
  url: string;
  distDir: string;
}

/** A row of the table: the figure, its value for each build, and this build's ÷ the other's. */
export interface SideRow {
  figure: string;
  values: [string, string];
  ratio: string;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; problem: string };

async function attempt<T>(measure: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await measure() };
  } catch (error) {
    // The first line is the reason (Playwright's messages go on with a call log).
    return { ok: false, problem: `not measured: ${String((error as Error).message ?? error).split('\n')[0]!.slice(0, 90)}` };
  }
}

/** `runs` of `measure` on each build, alternating which goes first; a build that fails once is not asked again. */
async function alternate<T>(builds: readonly [BenchBuild, BenchBuild], runs: number, measure: (build: BenchBuild) => Promise<T>): Promise<[Outcome<T[]>, Outcome<T[]>]> {
  const results: [T[], T[]] = [[], []];
  const problems: [string | undefined, string | undefined] = [undefined, undefined];
  for (let i = 0; i < runs; i++) {
    for (const side of i % 2 === 0 ? [0, 1] : [1, 0]) {
      if (problems[side] !== undefined) continue;
      const outcome = await attempt(() => measure(builds[side]!));
      if (outcome.ok) results[side]!.push(outcome.value);
      else problems[side] = outcome.problem;
    }
  }
  const of = (side: 0 | 1): Outcome<T[]> => (problems[side] !== undefined ? { ok: false, problem: problems[side]! } : { ok: true, value: results[side] });
  return [of(0), of(1)];
}

/**
 * A row from each build's numbers (`pick` gives one or more per build: "median / p95 / worst"),
 * written with `format`; the ratio is taken number by number.
 */
function row<T>(figure: string, outcomes: readonly [Outcome<T>, Outcome<T>], pick: (value: T) => number[], format: (numbers: number[]) => string): SideRow {
  const numbers = outcomes.map((o) => (o.ok ? pick(o.value) : undefined));
  const values = outcomes.map((o, side) => (o.ok ? format(numbers[side]!) : o.problem)) as [string, string];
  const [a, b] = numbers;
  const ratio = a && b ? a.map((x, i) => (b[i] === 0 ? (x === 0 ? '1.00' : '–') : (x / b[i]!).toFixed(2))).join(' / ') : '';
  return { figure, values, ratio };
}

const medianOf = <T>(list: readonly T[], pick: (item: T) => number) => median(list.map(pick));
const ms = (digits: number) => (n: number[]) => n.map((x) => x.toFixed(digits)).join(' / ') + ' ms';
const kb = (n: number[]) => `${n[0]!.toFixed(1)} KB`;
const count = (n: number[]) => n.map((x) => x.toFixed(1)).join(' / ');

/** The chapters each build offers in its Chapter menu; the sweeps cover those both have. */
async function offeredChapters(browser: Browser, url: string): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await page.goto(url);
    const menu = page.getByRole('combobox', { name: 'Chapter' });
    await menu.waitFor({ timeout: 30_000 });
    return await menu.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  } finally {
    await page.close();
  }
}

export interface SideBySideParts {
  load: boolean;
  play: boolean;
  seek: boolean;
}

/** Measures both builds, in turn, and returns the table's rows (this build first). */
export async function sideBySide(browser: Browser, builds: readonly [BenchBuild, BenchBuild], runs: number, parts: SideBySideParts): Promise<{ rows: SideRow[]; notes: string[] }> {
  const rows: SideRow[] = [];
  const notes: string[] = [];
  if (parts.load) {
    const loads = await alternate(builds, runs, (b) => measureLoad(browser, b.url, b.distDir));
    rows.push(
      row('first paint (median)', loads, (l: LoadFigures[]) => [medianOf(l, (x) => x.firstPaintMs)], ms(0)),
      row('store ready: idempotency_keys on screen (median)', loads, (l: LoadFigures[]) => [medianOf(l, (x) => x.storeReadyMs)], ms(0)),
      row('JS before first paint (gzip)', loads, (l: LoadFigures[]) => [medianOf(l, (x) => x.jsBeforePaintGzipKB)], kb),
      row('JS loaded by store ready (gzip)', loads, (l: LoadFigures[]) => [medianOf(l, (x) => x.jsAtReadyGzipKB)], kb),
      row('long tasks during load (median)', loads, (l: LoadFigures[]) => [medianOf(l, (x) => x.longTasksDuringLoad)], count),
    );
  }
  if (parts.play) {
    // What a chapter loads is the same every run: one playthrough each.
    const plays = await alternate(builds, 1, (b) => measurePlayback(browser, b.url, b.distDir, 'ticket', 2));
    rows.push(
      row('JS to play a chapter ("ticket" at 2×; gzip, workers apart)', plays, (p: PlaybackFigures[]) => [p[0]!.jsGzipKB], kb),
      row('long tasks playing it (longest)', plays, (p: PlaybackFigures[]) => [p[0]!.longTasks, p[0]!.longestTaskMs], (n) => `${n[0]} (${n[1]!.toFixed(0)} ms)`),
    );
  }
  if (parts.seek) {
    const offered = await Promise.all(builds.map((b) => attempt(() => offeredChapters(browser, b.url))));
    const lists = offered.map((o) => (o.ok ? o.value : [...CHAPTER_IDS]));
    const chapters = CHAPTER_IDS.filter((id) => lists.every((list) => list.includes(id)));
    const left = CHAPTER_IDS.filter((id) => !chapters.includes(id));
    if (left.length > 0) notes.push(`The seek sweeps cover the ${chapters.length} chapters both builds have (not ${left.join(', ')}).`);
    for (const box of [{ width: 960, height: 540 }, undefined]) {
      const where = box ? `in a ${box.width} × ${box.height} player box` : 'on the full page (1440 × 900)';
      const sweeps = await alternate(builds, runs, (b) => measureSeeking(browser, b.url, chapters, { box }));
      const seeks = sweeps.find((s) => s.ok && s.value.length > 0);
      const label = seeks?.ok ? `${seeks.value[0]!.seeks} seeks over ${seeks.value[0]!.chapters} chapters` : 'every beat';
      rows.push(
        row(`seek ${where}, median / p95 / worst (${label}; medians of the runs)`, sweeps, (s: SeekFigures[]) => [medianOf(s, (x) => x.medianMs), medianOf(s, (x) => x.p95Ms), medianOf(s, (x) => x.worstMs)], ms(1)),
        row('  long tasks while seeking, most in a run', sweeps, (s: SeekFigures[]) => [Math.max(...s.map((x) => x.longTasks))], (n) => String(n[0])),
      );
      // The counts are the same every run (they do not drift): one counted sweep each.
      const counted = await alternate(builds, 1, (b) => measureSeeking(browser, b.url, chapters, { box, count: { names: false } }));
      rows.push(countRow(`  per seek: components rendered; DOM nodes changed (text, attributes); added / removed`, counted));
      const scene = await alternate(builds, 1, (b) => measureSeeking(browser, b.url, chapters, { box, scene: BENCH_SCENE, count: { names: false } }));
      rows.push(countRow(`  the same in a learner's scene (sandbox, ${BENCH_SCENE.split(';').length - 2} actions)`, scene));
    }
  }
  return { rows, notes };
}

function countRow(figure: string, outcomes: [Outcome<SeekFigures[]>, Outcome<SeekFigures[]>]): SideRow {
  // A React that never reported a commit counted nothing: that is no figure.
  const counted = outcomes.map((o): Outcome<SeekCounts> => {
    if (!o.ok) return o;
    const counts = o.value[0]!.counts!;
    return counts.commits > 0 ? { ok: true, value: counts } : { ok: false, problem: 'not measured: its React reported no commit to the counter' };
  }) as [Outcome<SeekCounts>, Outcome<SeekCounts>];
  return row(figure, counted, (c) => [c.renders, c.changed, c.added, c.removed], (n) => `${n[0]!.toFixed(1)}; ${n[1]!.toFixed(1)}; ${n[2]!.toFixed(1)} / ${n[3]!.toFixed(1)}`);
}
