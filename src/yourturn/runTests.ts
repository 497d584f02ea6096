/**
 * The twelve tests, one call each, on an executor that may hang (a learner's endless loop): a test
 * that does not settle within `timeoutMs` ends the executor (the page's worker, the command line's
 * child process), is named as timed out, and the next test starts on a fresh one. A module that does
 * not compile fails every test with the same problem, found by the first.
 */
import { deadline } from './deadline';
import { reportOf, TEST_IDS, type TestId, type TestReport, type TestResult } from './harness/results';

/** How long a test may take before its executor is ended (DESIGN.md, "Your turn"), on the clock of `deadline`. */
export const TEST_TIMEOUT_MS = 2_000;

export interface TestExecutor {
  /** Settles once the executor can run a test (its worker or process started): the deadline starts after. */
  ready(): Promise<void>;
  /** Runs one test; may never settle. */
  run(id: TestId): Promise<TestResult>;
  /** Ends the executor now (what it was running is dropped); the next `run` starts a fresh one. */
  end(): void;
}

/** Runs every test on `executor`, reporting each result as it comes. */
export async function runEachTest(executor: TestExecutor, onResult: (result: TestResult) => void = () => {}, timeoutMs = TEST_TIMEOUT_MS): Promise<TestReport> {
  const results: TestResult[] = [];
  for (const id of TEST_IDS) {
    const code = results.find((r) => !r.passed && r.failure.kind === 'code');
    const result: TestResult = code && !code.passed ? { id, passed: false, failure: code.failure } : await withDeadline(executor, id, timeoutMs);
    results.push(result);
    onResult(result);
  }
  return reportOf(results);
}

async function withDeadline(executor: TestExecutor, id: TestId, timeoutMs: number): Promise<TestResult> {
  await executor.ready();
  const limit = deadline(timeoutMs);
  const late = limit.passed.then((): TestResult => ({ id, passed: false, failure: { kind: 'timeout', ms: timeoutMs } }));
  try {
    const result = await Promise.race([executor.run(id), late]);
    if (!result.passed && result.failure.kind === 'timeout') executor.end();
    return result;
  } catch (error) {
    // The executor itself failed (its worker could not start): that is not the learner's test failing.
    executor.end();
    throw error;
  } finally {
    limit.cancel();
  }
}
