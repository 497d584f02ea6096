/**
 * Why something a learner asked for did not happen, as data: an id and its facts, never English. It
 * travels in an error (`Refusal`), crosses a worker's channel as plain data, sits in the stores, and
 * is worded where it is shown (`words.problems.say`), in the active language. In core, below every
 * layer that raises or words one: the worker channel, the lab, the sandbox's builder, narration.
 */

/** A worker of the app, as a learner names it ("the lab worker"). */
export type WorkerName = 'scene' | 'lab' | 'race' | 'yours';

/** A worker that did not start or could not serve, and why. */
export type WorkerProblem =
  | { kind: 'workerNoStart'; worker: WorkerName; why: Problem }
  /** No worker may be made in this page (a policy, no Worker support). */
  | { kind: 'workerNotHere'; worker: WorkerName; why: Problem }
  /** Ended on purpose (`terminate()`): a cancelled search. */
  | { kind: 'workerStopped'; worker: WorkerName }
  /** Its script (or a chunk it imports) did not load; `sandboxed`: in a sandboxed frame, whose server must allow it. */
  | { kind: 'noScript'; sandboxed: boolean };

/**
 * The learner's own worker (src/yourturn/worker) runs code only under its frame's policy: one that lets
 * it evaluate the learner's module and reach nothing outside. `eval`: a stricter policy holds it (one
 * the server sent with the frame); `open`: the policy did not reach it, so it could reach the network,
 * and it refuses to run the code. `yoursFrame`: the frame it starts in never said it was there (the
 * server sent it a policy that forbids its script, or served another file). EMBEDDING.md, "Your turn".
 */
export type YoursProblem = { kind: 'yoursPolicy'; missing: 'eval' | 'open' } | { kind: 'yoursFrame' };

/** The SQLite engine (the wasm) did not load, and why. */
export type SqlProblem = { kind: 'sqlNotLoaded'; why: Problem } | { kind: 'serverAnswered'; status: number; statusText: string };

/** What someone else said (the browser's own message): shown as it is. */
export type Said = { kind: 'said'; text: string };

/** Why the lab service refuses a request, as data the catalog words (`words.problems.say`). */
export type LabProblem =
  /** An order replayed before a run has finished: there is no checkout to replay. */
  { kind: 'labNotRun' };

/** A reason the builder refuses a scene. */
export type SceneProblem =
  /** An action names a worker the scene does not have. */
  | { kind: 'sceneNoWorker'; worker: string; workers: number }
  /** A tap again names an intent the scene does not have. */
  | { kind: 'sceneNoTapIntent'; intent: number; intents: number }
  /** A reuse before any order. */
  | { kind: 'sceneNoKeyYet' }
  /** PayCo's answer or key in a story with no payment provider (the library). */
  | { kind: 'sceneNoProvider' }
  | { kind: 'sceneNoClient'; client: string }
  /** A message of an intent its client never had. */
  | { kind: 'sceneNoIntent'; intent: number }
  | { kind: 'sceneTooManyWorkers'; max: number }
  | { kind: 'sceneTooManyIntents'; max: number }
  /** A fork from a beat its chapter does not reach; `last` is its last beat. */
  | { kind: 'sceneBeatPastEnd'; beat: number; chapter: string; last: number }
  /** What went wrong in one action, counted from 1. */
  | { kind: 'sceneAction'; action: number; why: SceneProblem };

/** Why a comparison (two runs of one scene) could not be made, as data. */
export type CompareProblem =
  /** One side could not be built, and why. */
  | { kind: 'compareSide'; side: 'a' | 'b'; why: Problem }
  /** A side is to be played by the learner's own store, and there is none here to play it. */
  | { kind: 'noStoreOfYours' };

/** Why the sandbox refuses to branch: it keeps at most `max` branches. */
export type BranchProblem = { kind: 'tooManyBranches'; max: number };

/** Every reason the app gives a learner for a failure. */
export type Problem = WorkerProblem | SqlProblem | SceneProblem | LabProblem | YoursProblem | CompareProblem | BranchProblem | Said;

/** An error that carries its problem; its `message` is the problem as JSON, for a developer's console. */
export class Refusal extends Error {
  constructor(
    readonly problem: Problem,
    options?: ErrorOptions,
  ) {
    super(JSON.stringify(problem), options);
    this.name = 'Refusal';
  }
}

/** The problem `error` carries (a `Refusal`, or a failed call that brought one), else its own words. */
export function problemOf(error: unknown): Problem {
  if (error instanceof Error && 'problem' in error && error.problem !== undefined) return error.problem as Problem;
  return { kind: 'said', text: error instanceof Error ? error.message : String(error) };
}
