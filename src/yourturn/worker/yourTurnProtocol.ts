/** What the page asks the learner's own worker (src/yourturn/worker/learnerWorker.ts), and what it answers. */
import type { Method } from '../../platform/rpc/messages';
import type { TestId, TestResult } from '../harness/results';

export type YourTurnApi = {
  /**
   * The worker's first call: sql.js's wasm, as bytes the page fetched (the worker may fetch nothing).
   * Fails with a `yoursPolicy` problem where the worker is not under its own policy.
   */
  start: Method<{ wasm: ArrayBuffer }, null>;
  /** Test `id` on `code` (compiled once per code). */
  runTest: Method<{ code: string; id: TestId }, TestResult>;
};
