/** Runs one of the seed's twelve tests (`tests.ts`) on a learner's compiled store, each world a fresh database. */
import type { SqlJsStatic } from 'sql.js';
import { describeError, type Compiled, type CompiledStore } from '../learnerModule';
import type { TestId, TestResult } from './results';
import { TESTS } from './tests';
import { TestFailed, TestWorld } from './testWorld';

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

/** Runs test `id` on a module as `compileStore` left it: one that did not compile fails with its problem. */
export function runCompiledTest(SQL: SqlJsStatic, compiled: Compiled, id: TestId): Promise<TestResult> {
  return compiled.ok ? runTest(SQL, compiled.compiled, id) : Promise.resolve({ id, passed: false, failure: { kind: 'code', problem: compiled.problem } });
}
