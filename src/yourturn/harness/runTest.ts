/** Runs one of the seed's twelve tests (`tests.ts`) on a learner's compiled store, each world a fresh database. */
import type { SqlJsStatic } from 'sql.js';
import { describeError, type Compiled, type CompiledStore } from '../learnerModule';
import type { TestId, TestResult } from './results';
import { TESTS } from './tests';
import { TestFailed, TestWorld } from './testWorld';
import type { WayOutLog } from '../realm/waysOut';

/** Runs test `id` on `compiled`: each world it opens is a fresh database, closed after. */
export async function runTest(SQL: SqlJsStatic, compiled: CompiledStore, id: TestId): Promise<TestResult> {
  const worlds: TestWorld[] = [];
  const world = () => {
    const w = new TestWorld(SQL, compiled);
    worlds.push(w);
    return w;
  };
  try {
    await TESTS[id](world);
    return { id, passed: true };
  } catch (error) {
    if (error instanceof TestFailed) return { id, passed: false, failure: error.failure };
    // A test's own look at the database can fail when the learner's SQL broke it (a DROP TABLE).
    return { id, passed: false, failure: { kind: 'database', error: describeError(error) } };
  } finally {
    for (const w of worlds) w.close();
  }
}

/**
 * Runs test `id` on a module as `compileStore` left it: one that did not compile fails with its problem.
 * Where the realm notes ways out (the learner's worker: src/yourturn/realm/waysOut.ts), a test during
 * which the code tried one fails with them, whatever else it did: that is what the learner must hear.
 */
export async function runCompiledTest(SQL: SqlJsStatic, compiled: Compiled, id: TestId, waysOut?: WayOutLog): Promise<TestResult> {
  if (!compiled.ok) return { id, passed: false, failure: { kind: 'code', problem: compiled.problem } };
  waysOut?.drain(); // what a scene or an earlier test tried is not this test's
  const result = await runTest(SQL, compiled.compiled, id);
  // Each way and target said once, however many of the test's calls tried it.
  const attempts = [...new Map((waysOut?.drain() ?? []).map((a) => [`${a.way} ${a.target}`, a])).values()];
  return attempts.length > 0 ? { id, passed: false, failure: { kind: 'way-out', attempts } } : result;
}
