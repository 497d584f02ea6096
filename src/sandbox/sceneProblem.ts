/**
 * Why a learner's scene cannot be built as written, as data (an id and its facts): the sandbox's
 * builder refuses with it, and the catalog words it (`words.problems.say`).
 */

/** A reason the builder refuses a scene. */
export type SceneProblem =
  /** An action names a worker the scene does not have. */
  | { kind: 'sceneNoWorker'; worker: string; workers: number }
  /** A tap again names an intent the scene does not have. */
  | { kind: 'sceneNoTapIntent'; intent: number; intents: number }
  /** A reuse before any order. */
  | { kind: 'sceneNoKeyYet' }
  | { kind: 'sceneNoClient'; client: string }
  /** A message of an intent its client never had. */
  | { kind: 'sceneNoIntent'; intent: number }
  | { kind: 'sceneTooManyWorkers'; max: number }
  | { kind: 'sceneTooManyIntents'; max: number }
  /** A fork from a beat its chapter does not reach; `last` is its last beat. */
  | { kind: 'sceneBeatPastEnd'; beat: number; chapter: string; last: number }
  /** What went wrong in one action, counted from 1. */
  | { kind: 'sceneAction'; action: number; why: SceneProblem };
