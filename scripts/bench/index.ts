/**
 * `npm run bench`: builds the app, serves dist/, drives Chromium and prints the budgets' figures
 * (DESIGN.md, "Budgets"), then the Node figures. Medians of several runs. Figures, not assertions:
 * timed checks do not belong in `npm test`.
 *
 * `npm run bench -- --against <ref> [--keep]`: the figures that drift between machines (load, JS,
 * seeking, and the counts per seek) for this build and `ref`'s, measured in turn in one run, with
 * their ratio (against.ts, sideBySide.ts, refBuild.ts).
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchAgainst } from './against';
import { launchChromium } from './browser';
import { measureCommandFlood } from './commandFlood';
import { measureLoad, type LoadFigures } from './pageLoad';
import { measureLabInPage } from './labInPage';
import { BENCH_SCENE, measurePlayback, measureSeeking, type SeekCounts, type SeekFigures } from './playback';
import { measurePosters, type PosterFigures } from './posters';
import { serveDist } from './serveDist';
import { median } from './stats';
import { storeThroughput } from './storeThroughput';
import { sandboxAction } from './sandboxAction';
import { measureSeekSplit, SPLIT_KINDS } from './seekSplit';
import { BOX_REGIONS, measureRegionShare } from './regionSplit';
import { measureSandboxInPage, type SandboxPageFigures } from './sandboxInPage';
import { traceBuild } from './traceBuild';
import { measureCompareOpen, measureCompareSeeking, secondRun, type CompareOpenFigures, type CompareSeekFigures } from './compare';
import { measureYourTurnInPage, type YourTurnPageFigures } from './yourTurnInPage';
import { yourTurnScenes } from './yourTurnScenes';
import { CHAPTER_IDS } from '../../src/core/trace';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const distDir = resolve(process.env.BENCH_DIST ?? 'dist');
const port = Number(process.env.BENCH_PORT ?? 4180);
// BENCH_ONLY=load,seek (any of load, posters, play, seek, flood, lab, traces, sandbox, store, yourturn, compare) runs just those parts, to iterate on one figure.
// BENCH_ONLY=regions (only when named): which region of the player box a seek's layout and paint go to.
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const runs = (part: 'load' | 'posters' | 'play' | 'seek' | 'flood' | 'lab' | 'traces' | 'sandbox' | 'store' | 'yourturn' | 'compare') => !only || only.includes(part);

interface Figure {
  figure: string;
  value: string;
  budget: string;
  ok: boolean | null;
}

const figures: Figure[] = [];
const add = (figure: string, value: string, budget = '', ok: boolean | null = null) => figures.push({ figure, value, budget, ok });

let args: { against?: string; keep?: boolean };
try {
  ({ values: args } = parseArgs({ options: { against: { type: 'string' }, keep: { type: 'boolean' } } }));
} catch (error) {
  console.error(`bench: ${(error as Error).message} (usage: npm run bench [-- --against <git ref> [--keep]])`);
  process.exit(2);
}

const loadAtStart = loadavg()[0]!;
/** The machine, and how busy it was: timings taken under load run slower, the counts do not. */
const machine = (browserVersion: string) =>
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end; Node ${process.version}; Chromium ${browserVersion}; medians of ${RUNS} runs`;

if (process.env.BENCH_SKIP_BUILD !== '1') {
  execSync(`npx vite build --outDir ${JSON.stringify(distDir)} --emptyOutDir`, { stdio: 'ignore' });
}
if (args.against !== undefined) {
  await benchAgainst({ ref: args.against, keep: args.keep === true, port, distDir, runs: RUNS, parts: { load: runs('load'), play: runs('play'), seek: runs('seek') }, machine });
  process.exit(0);
}
const server = await serveDist(distDir, port);
const { browser, version } = await launchChromium();
try {
  if (runs('load')) {
    const loads: LoadFigures[] = [];
    for (let i = 0; i < RUNS; i++) loads.push(await measureLoad(browser, server.url, distDir));
    const js = median(loads.map((l) => l.jsBeforePaintGzipKB));
    add('JS before first paint (gzip)', `${js.toFixed(1)} KB`, '≤ 110 KB', js <= 110);
    add('JS loaded by store ready (gzip)', `${median(loads.map((l) => l.jsAtReadyGzipKB)).toFixed(1)} KB`);
    const fcp = median(loads.map((l) => l.firstPaintMs));
    add('first paint', `${fcp.toFixed(0)} ms`, '≤ 400 ms', fcp <= 400);
    const ready = median(loads.map((l) => l.storeReadyMs));
    add('store ready (idempotency_keys on screen)', `${ready.toFixed(0)} ms`, '≤ 800 ms', ready <= 800);
    add('long tasks during load', String(median(loads.map((l) => l.longTasksDuringLoad))));
    const warm: LoadFigures[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await measureLoad(browser, server.url, distDir, true));
    add('first paint, second visit (caches warm)', `${median(warm.map((l) => l.firstPaintMs)).toFixed(0)} ms`);
    add('store ready, second visit (caches warm)', `${median(warm.map((l) => l.storeReadyMs)).toFixed(0)} ms`);
  }
  if (runs('sandbox')) {
    const runsInPage: SandboxPageFigures[] = [];
    for (let i = 0; i < RUNS; i++) runsInPage.push(await measureSandboxInPage(browser, server.url, 20));
    const tasks = Math.max(...runsInPage.map((r) => r.longTasks));
    add(
      `a sandbox action in the page, from its button to the new scene on screen (${runsInPage[0]!.actions} actions from crash beat 5), median / p95`,
      `${median(runsInPage.map((r) => r.medianMs)).toFixed(0)} / ${median(runsInPage.map((r) => r.p95Ms)).toFixed(0)} ms`,
    );
    add('long tasks during those actions, most in a run (longest)', `${tasks} (${Math.max(...runsInPage.map((r) => r.longestTaskMs)).toFixed(0)} ms)`, '0', tasks === 0);
  }
  if (runs('posters')) {
    const posters: PosterFigures[] = [];
    for (let i = 0; i < RUNS; i++) posters.push(await measurePosters(browser, server.url, 10));
    const first = posters[0]!;
    const kb = median(posters.map((p) => p.bytesBeforePress)) / 1024;
    add(`course page with ${first.posters} posters: fetched before a press (${first.filesBeforePress.join(', ')})`, `${kb.toFixed(1)} KB`, 'no wasm, no React', first.filesBeforePress.every((f) => !f.endsWith('.wasm') && !f.includes('/assets/')));
    add('posters: press to a live player (scene from sql.js ready)', `${median(posters.map((p) => p.pressToReadyMs)).toFixed(0)} ms`);
    add('posters: engines (wasm fetches) after one press', String(Math.max(...posters.map((p) => p.wasmFetches))), '1', posters.every((p) => p.wasmFetches === 1));
  }
  if (runs('play')) {
    const plays = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) plays.push(await measurePlayback(browser, server.url, distDir, 'ticket', 2));
    const play = plays[Math.floor(plays.length / 2)]!;
    const chapterJs = median(plays.map((p) => p.jsGzipKB));
    add(`JS to play a chapter (gzip; workers apart: ${play.workerJsGzipKB.toFixed(1)} KB)`, `${chapterJs.toFixed(1)} KB`, '≤ 180 KB', chapterJs <= 180);
    const playTasks = median(plays.map((p) => p.longTasks));
    add(`long tasks playing "${play.chapter}" (${play.beats} beats at 2×, ${play.seconds.toFixed(0)} s)`, `${playTasks} (longest ${play.longestTaskMs.toFixed(0)} ms)`, '0', playTasks === 0);
    add('frame time while playing, p50 / p95', `${median(plays.map((p) => p.frameP50)).toFixed(1)} / ${median(plays.map((p) => p.frameP95)).toFixed(1)} ms`);
  }
  if (runs('seek')) {
    // Each run is a fresh page, so each has its cold first jump; the figures are the runs' medians,
    // and every run's p95 and worst are printed beside them.
    for (const box of [undefined, { width: 960, height: 540 }]) {
      const sweeps: SeekFigures[] = [];
      for (let i = 0; i < RUNS; i++) sweeps.push(await measureSeeking(browser, server.url, CHAPTER_IDS, { box }));
      const mid = (pick: (s: SeekFigures) => number) => median(sweeps.map(pick)).toFixed(1);
      const p95 = median(sweeps.map((s) => s.p95Ms));
      const worst = median(sweeps.map((s) => s.worstMs));
      const where = box ? `in a ${box.width} × ${box.height} player box (embedded)` : 'on the full page (1440 × 900)';
      add(`seek ${where}, median / p95 / worst (${sweeps[0]!.seeks} seeks over ${sweeps[0]!.chapters} chapters)`, `${mid((s) => s.medianMs)} / ${p95.toFixed(1)} / ${worst.toFixed(1)} ms`, 'p95 < 10, worst < 16 ms', p95 < 10 && worst < 16);
      add(`  each run: p95 / worst (where)`, sweeps.map((s) => `${s.p95Ms.toFixed(1)} / ${s.worstMs.toFixed(1)} (${s.slowest[0]!.chapter}@${s.slowest[0]!.beat})`).join(', '));
      const longTasks = Math.max(...sweeps.map((s) => s.longTasks));
      add(`  long tasks while seeking, most in a run`, String(longTasks), '0', longTasks === 0);
      // The counts do not drift with the machine: one counted sweep (its times are not figures).
      const counted = await measureSeeking(browser, server.url, CHAPTER_IDS, { box, count: { names: false } });
      add('  per seek: components rendered; DOM nodes changed (text, attributes); added / removed', describeCounts(counted.counts!));
      const scene = await measureSeeking(browser, server.url, CHAPTER_IDS, { box, scene: BENCH_SCENE, count: { names: false } });
      add(`  the same in a learner's scene (sandbox, ${scene.seeks} seeks)`, describeCounts(scene.counts!));
      if (box) {
        // A seek's time is React's work and the frame it lands in: which part to cut (one traced sweep; a trace slows it, so these are shares, not the figures).
        const split = await measureSeekSplit(browser, server.url, CHAPTER_IDS, box.width, box.height);
        add(`  per seek, traced: ${SPLIT_KINDS.join(' / ')}`, `${SPLIT_KINDS.map((kind) => split[kind].toFixed(2)).join(' / ')} ms (${split.seeks} seeks)`);
      }
    }
  }
  if (only?.includes('regions')) {
    // Each region's share of a box seek: drawn less skipped, per kind (regionSplit.ts). One paired run each.
    const kinds = ['script', 'style', 'layout', 'paint', 'composite'] as const;
    for (const region of Object.keys(BOX_REGIONS)) {
      const { drawn, skipped } = await measureRegionShare(browser, server.url, CHAPTER_IDS, 960, 540, region);
      const total = (s: typeof drawn) => SPLIT_KINDS.reduce((sum, kind) => sum + s[kind], 0);
      add(
        `box region: ${region}, per seek: ${kinds.join(' / ')}; all (drawn − content skipped)`,
        `${kinds.map((kind) => (drawn[kind] - skipped[kind]).toFixed(2)).join(' / ')}; ${(total(drawn) - total(skipped)).toFixed(2)} ms (of ${total(drawn).toFixed(2)})`,
      );
    }
  }
  if (runs('compare')) {
    const opens: CompareOpenFigures[] = [];
    for (let i = 0; i < RUNS; i++) opens.push(await measureCompareOpen(browser, server.url));
    add('compare: the crash chapter, "Compare…" → "No PayCo key" to both stages painted (page, 1440 px)', `${median(opens.map((o) => o.openMs)).toFixed(0)} ms`);
    let tasks = Math.max(...opens.map((o) => o.longTasks));
    let singleTasks = 0;
    for (const [width, height] of [[960, 540], [640, 360]] as const) {
      const sweeps: CompareSeekFigures[] = [];
      for (let i = 0; i < RUNS; i++) sweeps.push(await measureCompareSeeking(browser, server.url, width, height));
      tasks = Math.max(tasks, ...sweeps.map((s) => s.compare.longTasks));
      singleTasks = Math.max(singleTasks, ...sweeps.map((s) => s.single.longTasks));
      const single = median(sweeps.map((s) => s.single.medianMs));
      const both = median(sweeps.map((s) => s.compare.medianMs));
      const singleP95 = median(sweeps.map((s) => s.single.p95Ms));
      const bothP95 = median(sweeps.map((s) => s.compare.p95Ms));
      const ratio = both / single;
      add(
        `compare: seek in the ${width} × ${height} box, comparison (${sweeps[0]!.compare.seeks} steps) ÷ single view (crash, ${sweeps[0]!.single.seeks} beats), median (p95)`,
        `${both.toFixed(1)} ÷ ${single.toFixed(1)} ms = ${ratio.toFixed(2)}× (${bothP95.toFixed(1)} ÷ ${singleP95.toFixed(1)} ms = ${(bothP95 / singleP95).toFixed(2)}×)`,
        '≤ 2×',
        ratio <= 2 && bothP95 / singleP95 <= 2,
      );
      // The counts do not drift with the machine: one counted sweep of each (its times are not figures).
      const counted = await measureCompareSeeking(browser, server.url, width, height, true);
      const count = (s: CompareSeekFigures['single']) => `${s.counts!.renders.toFixed(1)}; ${s.counts!.changed.toFixed(1)}`;
      add('  per seek: components rendered; DOM nodes changed (text, attributes) — comparison vs single view', `${count(counted.compare)} vs ${count(counted.single)}`);
    }
    add('compare: long tasks opening a comparison and seeking in it, most in a run (the single view’s seeks beside it)', `${tasks} (${singleTasks})`, '0', tasks === 0);
  }
  if (runs('flood')) {
    const floods = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) floods.push(await measureCommandFlood(browser, server.url));
    const fps = median(floods.map((f) => f.fps));
    add(
      `frames in the player while a course page posts ${floods[0]!.commands.toLocaleString('en')} seeks, fps / p95 frame`,
      `${fps.toFixed(0)} / ${median(floods.map((f) => f.frameP95)).toFixed(1)} ms (last seek on screen after ${median(floods.map((f) => f.settledMs)).toFixed(0)} ms)`,
      '60 fps',
      fps >= 55,
    );
  }
  if (runs('lab')) {
    const small = await measureLabInPage(browser, server.url, 100);
    add('lab in the page, 100 checkouts × 3 versions', `${small.seconds.toFixed(2)} s`);
    const labs = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) labs.push(await measureLabInPage(browser, server.url, 10_000));
    const labSeconds = median(labs.map((l) => l.seconds));
    add('lab in the page, 10,000 checkouts × 3 versions', `${labSeconds.toFixed(2)} s`, '≤ 1.5 s', labSeconds <= 1.5);
    const labTasks = median(labs.map((l) => l.longTasks));
    add('long tasks on the page while the lab runs', String(labTasks), '0', labTasks === 0);
  }
  if (runs('yourturn')) {
    const turns: YourTurnPageFigures[] = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) turns.push(await measureYourTurnInPage(browser, server.url));
    const first = median(turns.map((t) => t.firstRunMs));
    const warm = median(turns.map((t) => t.warmRunMs));
    add('Your turn: the 12 tests on a correct store, first run (worker start, wasm handed over, compile)', `${first.toFixed(0)} ms`, '≤ 1 s', first <= 1000);
    add('Your turn: the 12 tests on a correct store, worker up', `${warm.toFixed(0)} ms`, '≤ 300 ms', warm <= 300);
    const running = Math.max(...turns.map((t) => t.longTasksRunning));
    add('long tasks on the page while the tests ran', String(running), '0', running === 0);
    const typing = Math.max(...turns.map((t) => t.longTasksTyping));
    add('long tasks while typing 60 keys in the editor', String(typing), '0', typing === 0);
    const lab = median(turns.map((t) => t.labMs));
    add('Your turn: "Run the lab on my store" on the reference, click to table (two runs of 100 checkouts in its worker)', `${lab.toFixed(0)} ms`);
    const labTasks = Math.max(...turns.map((t) => t.longTasksLab));
    add('long tasks on the page while the lab ran on the store', String(labTasks), '0', labTasks === 0);
    const looping = Math.max(...turns.map((t) => t.longTasksLooping));
    add('long tasks on the page while a store with an endless loop ran until “timed out”', String(looping), '0', looping === 0);
    const elsewhere = turns[0]!.yourTurnFilesElsewhere;
    add('Your turn’s files fetched in another chapter before it opens', elsewhere.length ? elsewhere.join(', ') : 'none', 'none', elsewhere.length === 0);
  }
} finally {
  await browser.close();
  await server.close();
}

if (runs('traces')) {
  const build = await traceBuild(RUNS);
  add(`building every chapter's Trace in Node (${build.traces} Traces, warm)`, `${build.totalMs.toFixed(0)} ms (slowest ${build.slowest.chapter}: ${build.slowest.ms.toFixed(0)} ms)`);
  add('the first Trace in a fresh engine (cold)', `${build.firstMs.toFixed(0)} ms`);
}
if (runs('sandbox')) {
  const sandbox = await sandboxAction(RUNS);
  const ratio = sandbox.actionP95Ms / sandbox.chapterMs;
  add(
    `a sandbox action → its new scene, a learner's ${sandbox.actions} actions from crash beat 5 as the worker runs them (p95) ÷ building its chapter (median)`,
    `${sandbox.actionP95Ms.toFixed(1)} ÷ ${sandbox.chapterMs.toFixed(1)} ms = ${ratio.toFixed(2)}× (median action ${sandbox.actionMedianMs.toFixed(1)} ms)`,
    '≤ 1.5×',
    ratio <= 1.5,
  );
  add(
    'the same: actions that re-simulated the whole scene (switches, anchors passed)',
    `${(sandbox.fellBack * 100).toFixed(0)}% of actions, median ${sandbox.fellBackMedianMs.toFixed(1)} ms`,
  );
  add('the same: the worker’s preparation between actions (not in an action’s time), median / p95', `${sandbox.prepareMedianMs.toFixed(1)} / ${sandbox.prepareP95Ms.toFixed(1)} ms`);
  const rebuild = sandbox.rebuildP95Ms / sandbox.chapterMs;
  add(
    `the old figure: the whole ${sandbox.actions}-action scene re-simulated from scratch (p95) ÷ its chapter`,
    `${sandbox.rebuildP95Ms.toFixed(1)} ÷ ${sandbox.chapterMs.toFixed(1)} ms = ${rebuild.toFixed(2)}× (${sandbox.sceneBeats} vs ${sandbox.chapterBeats} beats: ${(rebuild / (sandbox.sceneBeats / sandbox.chapterBeats)).toFixed(2)}× per beat)`,
  );
}
if (runs('compare')) {
  const second = await secondRun(RUNS);
  add(
    `compare: building the second run (its scene on a fresh database, then compared) ÷ the chapter's own Trace build, in Node as the worker runs it, median over ${second.pairs} chapter × switch-set pairs (worst)`,
    `${second.medianRatio.toFixed(2)}× (worst ${second.worst.pair}: ${second.worst.secondMs.toFixed(1)} ÷ ${second.worst.chapterMs.toFixed(1)} ms = ${second.worst.ratio.toFixed(2)}×)`,
    '≤ 1×',
    second.medianRatio <= 1,
  );
  add('  the crash chapter against No PayCo key', `${second.crash.secondMs.toFixed(1)} ÷ ${second.crash.chapterMs.toFixed(1)} ms = ${(second.crash.secondMs / second.crash.chapterMs).toFixed(2)}×`);
  add('  the same ÷ building that other scene alone (flipping the switch in the single view), median', `${second.medianRatioToOther.toFixed(2)}×`);
}
if (runs('yourturn')) {
  for (const row of await yourTurnScenes(RUNS)) {
    const ratio = row.yoursMs / row.lessonMs;
    add(`"${row.chapter}" built with the learner's store (the reference) ÷ the lesson's store, same run`, `${row.yoursMs.toFixed(1)} ÷ ${row.lessonMs.toFixed(1)} ms = ${ratio.toFixed(2)}×`, '≤ 1.5×', ratio <= 1.5);
  }
}
if (runs('store')) {
  const store = await storeThroughput(20_000, RUNS);
  for (const row of store.rows) add(`store run() (claim + save) — ${row.engine}`, `${Math.round(row.runsPerSecond).toLocaleString('en')} /s`);
  add('native ÷ sql.js (tuned), same store code', `${store.ratio.toFixed(2)}×`, '≤ 2.5×', store.ratio <= 2.5);
}

console.log(`Cloakroom benchmark — ${new Date().toISOString()}`);
console.log(machine(version));
console.table(figures.map((f) => ({ figure: f.figure, value: f.value, budget: f.budget, met: f.ok === null ? '' : f.ok ? 'yes' : 'NO' })));

function describeCounts(c: SeekCounts): string {
  return `${c.renders.toFixed(1)}; ${c.changed.toFixed(1)}; ${c.added.toFixed(1)} / ${c.removed.toFixed(1)}`;
}
