import { buildChapter } from '../../src/core/scenarios';
import { loadSqlJs } from '../../src/core/sqlite';
import type { Action } from '../../src/sandbox/actions';
import { buildSandbox, type BaseCache } from '../../src/sandbox/buildSandbox';
import type { SandboxScene } from '../../src/sandbox/sceneFormat';
import { median, percentile } from './stats';

export interface SandboxActionFigures {
  actions: number;
  /** Re-simulating the 30-action scene after one more action (the worker's base chapter already built), p95. */
  actionP95Ms: number;
  /** Building the chapter it forked from, median, in the same run. */
  chapterMs: number;
  /** The scene's beats and the chapter's: a 30-action scene is a bigger scene. */
  sceneBeats: number;
  chapterBeats: number;
}

/** A learner's 30 actions (exported for the bench's own checks) on the crash chapter's beat 5: orders, taps, lost and delayed messages, faults, waits. */
export function thirtyActions(): Action[] {
  const actions: Action[] = [{ do: 'payco-key', on: false }];
  for (let i = 0; i < 3; i++) actions.push({ do: 'order', at: 1_000 + i * 2_000 });
  for (let i = 0; i < 8; i++) actions.push({ do: 'tap', intent: 1 + (i % 3), at: 1_500 + i * 900 });
  for (let i = 0; i < 6; i++) actions.push({ do: 'lose', direction: i % 2 ? 'request' : 'response', phone: 'phone', intent: 2 + (i % 3), tap: 1, attempt: 1 + (i % 2) });
  for (let i = 0; i < 4; i++) actions.push({ do: 'delay', direction: 'response', phone: 'phone', intent: 2, tap: 1 + (i % 2), attempt: 2 + i, ms: 4_000 });
  actions.push({ do: 'crash', worker: 'worker-2', point: 'save', visit: 2 }, { do: 'pause', worker: 'worker-1', point: 'work', visit: 2, ms: 6_000 });
  actions.push({ do: 'kill', worker: 'worker-2', at: 12_000 }, { do: 'restart', worker: 'worker-2', at: 15_000 }, { do: 'add-worker' });
  actions.push({ do: 'wait', at: 20_000 }, { do: 'lose-payco', call: 3 }, { do: 'lock', ms: 3_000 });
  return actions.slice(0, 30);
}

/** In Node, the same code the page's worker runs: an action's re-simulation beside its chapter's own build. */
export async function sandboxAction(runs: number): Promise<SandboxActionFigures> {
  const SQL = await loadSqlJs();
  const actions = thirtyActions();
  const scene: SandboxScene = { version: 1, story: 'payflow', from: { chapter: 'crash', beat: 5, breaks: [] }, actions };
  const bases: BaseCache = new Map();
  const first = await buildSandbox(SQL, scene, bases); // the first action builds the base chapter; warm
  const base = await buildChapter(SQL, { chapter: 'crash', story: 'payflow' });
  const action: number[] = [];
  const chapter: number[] = [];
  for (let i = 0; i < Math.max(20, runs * 10); i++) {
    let t0 = performance.now();
    await buildSandbox(SQL, scene, bases);
    action.push(performance.now() - t0);
    t0 = performance.now();
    await buildChapter(SQL, { chapter: 'crash', story: 'payflow' });
    chapter.push(performance.now() - t0);
  }
  return { actions: actions.length, actionP95Ms: percentile(action, 95), chapterMs: median(chapter), sceneBeats: first.trace.beats.length, chapterBeats: base.beats.length };
}
