import { buildChapter } from '../../src/core/scenarios';
import { loadSqlJs } from '../../src/core/sqlite';
import type { Trace } from '../../src/core/trace';
import type { SceneConfig } from '../../src/core/sim/scene';
import type { Action, ActionVerb } from '../../src/sandbox/actions';
import { buildSandbox, type BaseCache } from '../../src/sandbox/buildSandbox';
import { landingBeat } from '../../src/sandbox/marks';
import { offersAt } from '../../src/sandbox/offers';
import { SandboxBuilder } from '../../src/sandbox/sandboxBuilder';
import type { SandboxScene } from '../../src/sandbox/sceneFormat';
import { median, percentile } from './stats';

export interface SandboxActionFigures {
  actions: number;
  /** An action → its new scene, as the engine worker does it (the live scene prepared meanwhile grown, or a fresh build), p95 and median over every action of every walk. */
  actionP95Ms: number;
  actionMedianMs: number;
  /** The same, only the actions that had to re-simulate the whole scene (a switch, an anchor already passed), median. */
  fellBackMedianMs: number;
  /** Share of actions that re-simulated the whole scene. */
  fellBack: number;
  /** The background preparation after each action (the worker does it while the learner looks; not in the action's time), median and p95. */
  prepareMedianMs: number;
  prepareP95Ms: number;
  /** The old figure: the whole 30-action scene re-simulated from scratch, p95. */
  rebuildP95Ms: number;
  /** Building the chapter it forked from, median, in the same run. */
  chapterMs: number;
  /** The final scene's beats and the chapter's: a 30-action scene is a bigger scene. */
  sceneBeats: number;
  chapterBeats: number;
}

/**
 * What the learner of the walk does, in order: sets the scene up first (PayCo's key off, lockMs, a third
 * worker: switches, which re-run everything), then acts on what happens, each at the first beat (at or
 * after the last one's) where that action is offered.
 */
const PLAN: readonly ActionVerb[] = [
  'payco-key', 'lock', 'add-worker',
  'order', 'lose', 'tap', 'delay', 'crash', 'order', 'tap', 'lose', 'wait', 'pause', 'tap', 'delay', 'lose-payco',
  'order', 'lose', 'tap', 'restart', 'kill', 'delay', 'tap', 'lose', 'wait', 'tap', 'reuse', 'delay', 'lose', 'tap',
];

/** The first offer of `verb` at or after `from` (a wait: the short one), and its beat; else any offer of a moment at `from`. */
function nextAction(trace: Trace, config: SceneConfig, from: number, taken: number, verb: ActionVerb): { action: Action; at: number } {
  for (let at = from; at < trace.beats.length; at++) {
    const offer = offersAt(trace, config, at, taken).find((o) => o.action.do === verb && !(o.action.do === 'wait' && o.action.prune));
    if (offer) return { action: offer.action, at };
  }
  const any = offersAt(trace, config, from, taken).find((o) => o.on !== 'scene' && !(o.action.do === 'wait' && o.action.prune))!;
  return { action: any.action, at: from };
}

/** One learner's walk through 30 actions from the crash chapter's beat 5, through the worker's builder: each action's time, each preparation's, and the final scene. */
export async function walk(SQL: Awaited<ReturnType<typeof loadSqlJs>>): Promise<{ action: number[]; fellBack: number[]; prepare: number[]; scene: SandboxScene; beats: number }> {
  const builder = new SandboxBuilder(SQL, () => new Promise((resolve) => setImmediate(resolve)));
  let scene: SandboxScene = { version: 1, story: 'payflow', from: { chapter: 'crash', beat: 5, breaks: [] }, actions: [] };
  let beat = 5;
  let built = await builder.build({ scene, at: beat });
  await builder.preparing;
  const action: number[] = [];
  const fellBack: number[] = [];
  const prepare: number[] = [];
  for (const verb of PLAN) {
    const next = nextAction(built.trace, built.config, beat, scene.actions.length, verb);
    scene = { ...scene, actions: [...scene.actions, next.action] };
    built = await builder.build({ scene, at: next.at, moveTo: next.action });
    action.push(built.ms);
    if (built.how !== 'grown') fellBack.push(built.ms);
    const t0 = performance.now();
    await builder.preparing;
    prepare.push(performance.now() - t0);
    // The learner watches on a little before acting again.
    beat = Math.min(landingBeat(built.trace, next.at, next.action) + 2, built.trace.beats.length - 1);
  }
  return { action, fellBack, prepare, scene, beats: built.trace.beats.length };
}

/** In Node, the same code the page's worker runs: a learner's 30 actions, each beside its chapter's own build. */
export async function sandboxAction(runs: number): Promise<SandboxActionFigures> {
  const SQL = await loadSqlJs();
  const action: number[] = [];
  const fellBack: number[] = [];
  const prepare: number[] = [];
  const chapter: number[] = [];
  const rebuild: number[] = [];
  const bases: BaseCache = new Map();
  let last: Awaited<ReturnType<typeof walk>> | undefined;
  const base = await buildChapter(SQL, { chapter: 'crash', story: 'payflow' });
  await walk(SQL); // warm, as the chapter is: the figures are the code's, not the JIT's first pass
  for (let i = 0; i < Math.max(3, runs); i++) {
    last = await walk(SQL);
    action.push(...last.action);
    fellBack.push(...last.fellBack);
    prepare.push(...last.prepare);
    for (let k = 0; k < 10; k++) {
      let t0 = performance.now();
      await buildChapter(SQL, { chapter: 'crash', story: 'payflow' });
      chapter.push(performance.now() - t0);
      t0 = performance.now();
      await buildSandbox(SQL, last.scene, bases);
      rebuild.push(performance.now() - t0);
    }
  }
  return {
    actions: PLAN.length,
    actionP95Ms: percentile(action, 95),
    actionMedianMs: median(action),
    fellBackMedianMs: median(fellBack),
    fellBack: fellBack.length / action.length,
    prepareMedianMs: median(prepare),
    prepareP95Ms: percentile(prepare, 95),
    rebuildP95Ms: percentile(rebuild, 95),
    chapterMs: median(chapter),
    sceneBeats: last!.beats,
    chapterBeats: base.beats.length,
  };
}
