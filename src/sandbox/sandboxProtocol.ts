/** What the page asks the engine worker's sandbox service (src/sandbox/sandboxWorker.ts), and what it answers. */
import type { SceneConfig } from '../core/sim/scene';
import type { Trace } from '../core/trace';
import type { Method } from '../platform/rpc/messages';
import type { SandboxScene } from './sceneFormat';

/**
 * `buildSandbox`: the Trace of a learner's scene, built on the real store, with the scene it ran and the time it took
 * (for the bench's "an action within 1.5× of building the chapter"). A scene that cannot be built as
 * written fails with a message that names the action.
 */
export type SandboxApi = {
  buildSandbox: Method<SandboxScene, BuiltScene>;
};

/** A learner's scene, built: its Trace, the plain scene it ran, and how long the re-simulation took. */
export interface BuiltScene {
  trace: Trace;
  config: SceneConfig;
  ms: number;
}
