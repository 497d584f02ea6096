/**
 * A learner's scene: the story, where it started (a chapter's beat, or the blank sandbox) and the
 * actions taken since, in order. `resolveScene` turns it into the plain SceneConfig core runs; the
 * text form that travels in `scene=` is src/embed/sceneLink.ts.
 */
import { RECIPES, withBreaks } from '../core/scenarios/recipes';
import type { SceneConfig } from '../core/sim/scene';
import { storyProfile } from '../core/stories';
import type { BreakId, StoryId, Trace } from '../core/trace';
import { SCENE_LIMITS, type SandboxScene } from './sceneFormat';
import { applyAction, breaksAfter, type Action } from './actions';
import { forkAt } from './fork';
import type { SceneProblem } from '../core/problem';


/** The blank sandbox: the `sandbox` chapter's recipe (one phone, two workers, nothing scheduled). */
export function blankScene(story: StoryId): SceneConfig {
  return RECIPES.sandbox.scene(storyProfile(story));
}

/** A chapter's scene and the Trace it built, for a fork to cut. */
export interface Base {
  /** The chapter's scene with every switch off (the fork's switches are applied after the actions). */
  scene: SceneConfig;
  trace: Trace;
}

/** The switches a scene runs with: where it started, then each `break` action. */
export function sceneBreaks(sandbox: SandboxScene): BreakId[] {
  return breaksAfter(sandbox.from.chapter === 'sandbox' ? [] : sandbox.from.breaks, sandbox.actions);
}

/**
 * What the learner changed for the whole scene, against where it started (the blank sandbox, or the
 * chapter with its own switches), each as `name=value` for the opening caption to name: `lockMs=1000`,
 * `paycoKey=off`, `break+=blind-takeover`, `break-=no-fencing`, `workers=3`.
 */
export function sceneChanges(sandbox: SandboxScene, scene: SceneConfig, base?: Base): string[] {
  const inherited = sandbox.from.chapter === 'sandbox' ? [] : sandbox.from.breaks;
  const start = withBreaks(sandbox.story, sandbox.from.chapter === 'sandbox' ? blankScene(sandbox.story) : base!.scene, inherited);
  const now = sceneBreaks(sandbox);
  return [
    ...(scene.lockMs !== start.lockMs ? [`lockMs=${scene.lockMs}`] : []),
    ...(scene.paycoKey !== start.paycoKey ? [`paycoKey=${scene.paycoKey ? 'on' : 'off'}`] : []),
    ...now.filter((b) => !inherited.includes(b)).map((b) => `break+=${b}`),
    ...inherited.filter((b) => !now.includes(b)).map((b) => `break-=${b}`),
    ...(scene.workers.length !== start.workers.length ? [`workers=${scene.workers.length}`] : []),
  ];
}

/** Why a scene cannot be built as written: the first action (its index) past the limits or naming what is not there. */
export interface SceneLimit {
  action: number;
  problem: SceneProblem;
}

/**
 * The SceneConfig a learner's scene runs: the start (the blank sandbox, or `base` cut at its beat),
 * every action applied in order, then the switches on at the end. Throws if the scene is past its
 * limits (`foldScene` says where instead).
 */
export function resolveScene(sandbox: SandboxScene, base?: Base): SceneConfig {
  const folded = foldScene(sandbox, base);
  if ('problem' in folded) throw new Error(`action ${folded.action}: ${folded.problem.kind}`);
  return folded.scene;
}

/**
 * One fold of the actions that both checks and applies them: the scene to run, or why it cannot be
 * built, naming the first action (its index) past the limits. Anchors that name a worker, an intent
 * or a tap that does not exist are refused here too.
 */
export function foldScene(sandbox: SandboxScene, base?: Base): { scene: SceneConfig } | SceneLimit {
  const profile = storyProfile(sandbox.story);
  let scene: SceneConfig;
  if (sandbox.from.chapter === 'sandbox') scene = blankScene(sandbox.story);
  else {
    if (!base) throw new Error(`a scene forked from ${sandbox.from.chapter} needs that chapter's Trace`);
    scene = forkAt(base.scene, base.trace, sandbox.from.beat);
  }
  for (const [i, action] of sandbox.actions.entries()) {
    const problem = anchorProblem(scene, action, profile.provider);
    if (problem) return { action: i, problem };
    scene = applyAction(scene, action, profile);
    if (scene.workers.length > SCENE_LIMITS.workers) return { action: i, problem: { kind: 'sceneTooManyWorkers', max: SCENE_LIMITS.workers } };
    if (scene.phones[0]!.intents.length > SCENE_LIMITS.intents) return { action: i, problem: { kind: 'sceneTooManyIntents', max: SCENE_LIMITS.intents } };
  }
  return { scene: withBreaks(sandbox.story, scene, sceneBreaks(sandbox)) };
}

/** What an action names that the scene does not have (`provider`: the story has PayCo); undefined if all is there. */
function anchorProblem(scene: SceneConfig, action: Action, provider: boolean): SceneProblem | undefined {
  const hasWorker = (w: string) => scene.workers.includes(w);
  const intents = scene.phones[0]!.intents.length;
  switch (action.do) {
    case 'crash':
    case 'kill':
    case 'pause':
    case 'restart':
      return hasWorker(action.worker) ? undefined : { kind: 'sceneNoWorker', worker: action.worker, workers: scene.workers.length };
    case 'tap':
      return action.intent <= intents ? undefined : { kind: 'sceneNoTapIntent', intent: action.intent, intents };
    case 'reuse':
      return intents > 0 ? undefined : { kind: 'sceneNoKeyYet' };
    case 'lose-payco':
    case 'payco-key':
      return provider ? undefined : { kind: 'sceneNoProvider' };
    case 'lose':
    case 'delay':
      if (!scene.phones.some((p) => p.id === action.phone)) return { kind: 'sceneNoClient', client: action.phone };
      return action.intent <= scene.phones.find((p) => p.id === action.phone)!.intents.length ? undefined : { kind: 'sceneNoIntent', intent: action.intent };
    default:
      return undefined;
  }
}
