/**
 * Runs a learner's scene on the real store: the chapter it forked from first (its Trace says what had
 * happened by the fork's beat), then the scene itself. The SQL runs in core; this only hands it data.
 */
import type { SqlJsStatic } from 'sql.js';
import { Refusal } from '../core/problem';
import { buildChapter, type SceneRequest } from '../core/scenarios/buildChapter';
import { markFork } from '../core/scenarios/forked';
import { RECIPES, recipeScene } from '../core/scenarios/recipes';
import type { SceneConfig } from '../core/sim/scene';
import type { StoryId, Trace } from '../core/trace';
import { marksOf } from './marks';
import { LiveScene, type ClosedScene } from './liveScene';
import { foldScene, sceneBreaks, sceneChanges, type Base } from './sandboxScene';
import type { SandboxScene, SceneStart } from './sceneFormat';
import type { SceneProblem } from '../core/problem';

/** A scene that cannot be built as written: the action (index) it stops at, or the start, and why. */
export class SceneError extends Refusal {
  declare readonly problem: SceneProblem;

  constructor(
    problem: SceneProblem,
    /** The action the problem is in (from 0), or undefined for the start. */
    readonly action?: number,
  ) {
    super(problem);
    this.name = 'SceneError';
  }
}

/** Chapters built as the base of a fork, by story, chapter and switches: each action after the first re-runs only the scene. */
export type BaseCache = Map<string, Promise<Trace>>;

/** The Trace of the chapter a fork starts from, built with its switches (once per cache). */
export function forkBase(SQL: SqlJsStatic, story: StoryId, from: Exclude<SceneStart, { chapter: 'sandbox' }>, cache?: BaseCache): Promise<Trace> {
  const key = `${story}/${from.chapter}/${from.breaks.join(',')}`;
  let built = cache?.get(key);
  if (!built) {
    built = buildChapter(SQL, { chapter: from.chapter, story, breaks: from.breaks });
    cache?.set(key, built);
  }
  return built;
}

/** The chapter a fork starts from, built with its switches (once per cache), and its scene with none. */
async function baseOf(SQL: SqlJsStatic, sandbox: SandboxScene, cache?: BaseCache): Promise<Base | undefined> {
  const { from, story } = sandbox;
  if (from.chapter === 'sandbox') return undefined;
  const trace = await forkBase(SQL, story, from, cache);
  if (from.beat >= trace.beats.length) throw new SceneError({ kind: 'sceneBeatPastEnd', beat: from.beat, chapter: from.chapter, last: trace.beats.length - 1 });
  return { scene: recipeScene(from.chapter, story), trace };
}

/**
 * The Trace of `sandbox`, chapter `sandbox`. A fork keeps its chapter's leading switch, so the beats
 * before the fork are the chapter's own, one for one. Throws SceneError for a scene past its limits or
 * naming what it does not have.
 */
export async function buildSandboxTrace(SQL: SqlJsStatic, sandbox: SandboxScene): Promise<Trace> {
  return (await buildSandbox(SQL, sandbox)).trace;
}

/** A learner's scene, built: its Trace, the plain scene it ran, each beat's steps (a live scene stops before one), and whether it grew a live scene. */
export interface BuiltSandbox extends ClosedScene {
  config: SceneConfig;
  /** What core ran (a live scene of it grows into the next). */
  request: SceneRequest;
  /** It re-simulated only what followed the live scene's point, rather than the whole scene. */
  grown: boolean;
}

/** The Trace of `sandbox`, and the plain scene it ran (what the actions offered next are read against): grown from `live` when it can be. */
export async function buildSandbox(SQL: SqlJsStatic, sandbox: SandboxScene, cache?: BaseCache, live?: LiveScene): Promise<BuiltSandbox> {
  const { request, base } = await prepare(SQL, sandbox, cache);
  const grown = await live?.grow(request);
  const closed = grown ?? (await LiveScene.open(SQL, request).finish());
  closed.trace.marks = marksOf(closed.trace, sandbox.actions);
  const { from } = sandbox;
  if (from.chapter !== 'sandbox' && base) markFork(closed.trace, base.trace, from);
  return { ...closed, config: request.scene, request, grown: grown !== undefined };
}

/** What core runs for `sandbox`: its scene, opening and closing, as chapter `sandbox`. Throws SceneError. */
export async function sandboxRequest(SQL: SqlJsStatic, sandbox: SandboxScene, cache?: BaseCache): Promise<SceneRequest> {
  return (await prepare(SQL, sandbox, cache)).request;
}

/** The request core runs for `sandbox`, and the chapter it forked from (built), if it did. */
async function prepare(SQL: SqlJsStatic, sandbox: SandboxScene, cache?: BaseCache): Promise<{ request: SceneRequest; base?: Base }> {
  const base = await baseOf(SQL, sandbox, cache);
  const folded = foldScene(sandbox, base);
  if ('problem' in folded) throw new SceneError(folded.problem, folded.action);
  const { scene } = folded;
  const breaks = sceneBreaks(sandbox);
  const { from } = sandbox;
  // What the learner changed for the whole scene, the opening names; the chapter's own switches keep
  // their notes, one for one with the chapter's, so the beats before the fork stay at their places.
  const changes = sceneChanges(sandbox, scene, base);
  const blank = from.chapter === 'sandbox';
  const chapterLead = blank ? undefined : RECIPES[from.chapter].lead.find((b) => from.breaks.includes(b));
  const notes = blank ? [] : from.breaks.filter((b) => b !== chapterLead).map((b) => ({ id: `break.${b}` }));
  const intro = `${blank ? 'intro.sandbox' : 'intro.sandbox.fork'}${changes.length ? '.changed' : ''}`;
  const request: SceneRequest = { story: sandbox.story, chapter: 'sandbox', breaks, seed: 1, scene, intro, introVars: { sceneChanges: changes.join(',') }, notes, outro: 'outro.sandbox', tally: true, tellExtra: true };
  return { request, ...(base ? { base } : {}) };
}
