/** What the page asks the engine worker's sandbox service (src/sandbox/sandboxWorker.ts), and what it answers. */
import type { SceneConfig } from '../core/sim/scene';
import type { Trace } from '../core/trace';
import type { Method } from '../platform/rpc/messages';
import type { SandboxScene } from './sceneFormat';
import type { Action } from './actions';

/**
 * `buildSandbox`: the Trace of a learner's scene, built on the real store, with the scene it ran and the time it took
 * (for the bench's "an action within 1.5× of building the chapter"). A scene that cannot be built as
 * written fails with a message that names the action.
 */
export type SandboxApi = {
  buildSandbox: Method<BuildRequest, BuiltScene>;
};

/** A scene to build, and where the learner acted on the scene on screen (the worker prepares the next action from there). */
export interface BuildRequest {
  scene: SandboxScene;
  /** The beat of the scene on screen the learner acted at. */
  at: number;
  /** The action whose beat the learner lands on instead (a wait), if any. */
  moveTo?: Action;
}

/** A learner's scene, built: its Trace, the plain scene it ran, and how long the re-simulation took. */
export interface BuiltScene {
  trace: Trace;
  config: SceneConfig;
  /** The real time of this build in the worker, ms. */
  ms: number;
  /**
   * What was re-simulated: only what followed the learner's beat (`grown`: the live scene prepared at
   * it took the action), the whole scene (`rebuilt`), or nothing (`recalled`: one of the last scenes
   * built, as undo and redo bring back).
   */
  how: 'grown' | 'rebuilt' | 'recalled';
}
