/** What the page asks the learner's own worker (src/yourturn/worker/learnerWorker.ts), and what it answers. */
import type { Method } from '../../platform/rpc/messages';
import type { Trace } from '../../core/trace/types';
import type { Failure, TestId, TestResult } from '../harness/results';
import type { YourScene } from '../scenes/buildYourScene';
import type { YourRaceOutcome } from '../race/findYourRace';
import type { YourLabRows } from '../lab/yourLab';
import type { StoryId } from '../../core/trace/types';

/** A scene played on the learner's store, or why their store could not be made (their module, their constructor). */
export type YourSceneResult = { ok: true; trace: Trace } | { ok: false; failure: Failure };

/** A search of the learner's store, or why their store could not be made. */
export type YourRaceResult = { ok: true; outcome: YourRaceOutcome } | { ok: false; failure: Failure };

/** The lab's version 3 on the learner's store beside the lesson's, or why their store could not be made. */
export type YourLabResult = { ok: true; rows: YourLabRows } | { ok: false; failure: Failure };

export type YourTurnApi = {
  /**
   * The worker's first call: sql.js's wasm, as bytes the page fetched (the worker may fetch nothing),
   * and `probe`, an address on the network the worker must fail to reach. Fails with a `yoursPolicy`
   * problem where the worker is not under its own policy.
   */
  start: Method<{ wasm: ArrayBuffer; probe: string }, null>;
  /**
   * Runs the first test once on `code`, a store known to settle (the lesson's reference), outside any
   * limit, right after `start`: the harness and sql.js run warm before the learner's first test is
   * timed. (Cold, in a starved WebKit worker, the reference's own first test took more than 2 s.)
   */
  warmUp: Method<{ code: string }, null>;
  /**
   * Compiles `code` (its types stripped, parsed) ahead of a test, outside the test's time limit: the
   * harness's own work, which runs none of the learner's code. Cold, in a starved WebKit worker, it took
   * the first test past 2 s.
   */
  compile: Method<{ code: string }, null>;
  /** Test `id` on `code` (compiled once per code). */
  runTest: Method<{ code: string; id: TestId }, TestResult>;
  /** `scene` played on `code`'s store: scene data in, Trace out (Watch your store; Compare, issue 30). */
  buildScene: Method<{ code: string; scene: YourScene }, YourSceneResult>;
  /**
   * "Find a race in my store": `runs` random schedules on `code`'s store, the first broken one shrunk
   * and replayed; its progress is each schedule as it starts (the page's time limit is per schedule).
   */
  findRace: Method<{ code: string; runs: number; seed: number }, YourRaceResult, { tried: number }>;
  /** "Run the lab on my store": the lab chapter's version 3 on `code`'s store; its progress is each checkout done. */
  runLab: Method<{ code: string; story: StoryId }, YourLabResult, { done: number }>;
};
