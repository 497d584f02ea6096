/**
 * The judge on each mutant, as a learner's store meets it: compiled as the page compiles it, the
 * twelve tests one by one through `runEachTest` and `runCompiledTest` (the same calls the page's
 * worker and `npm run test:04`'s child make), then, for a mutant all twelve pass, "Find a race in my
 * store" with the page's own schedule count and seed.
 */
import type { SqlJsStatic } from 'sql.js';
import type { InvariantId } from '../../../core/explorer';
import { runCompiledTest } from '../../harness/runTest';
import type { TestId } from '../../harness/results';
import { compileStore } from '../../learnerModule';
import { findYourRace } from '../../race/findYourRace';
import { PAGE_RACE } from '../../race/pageRace';
import { runEachTest } from '../../runTests';
import type { Mutant } from './mutate';

export type Verdict =
  /** One of the twelve failed: the tests named. */
  | { kind: 'tests'; failed: TestId[] }
  /** All twelve passed; the race finder broke these invariants. */
  | { kind: 'race'; broken: InvariantId[]; tried: number }
  /** All twelve passed and no race was found. */
  | { kind: 'survived'; tried: number };

export async function judgeMutant(SQL: SqlJsStatic, mutant: Mutant): Promise<Verdict> {
  const compiled = compileStore(mutant.code);
  const report = await runEachTest({ ready: async () => {}, run: (id) => runCompiledTest(SQL, compiled, id), end() {} });
  const failed = report.results.filter((r) => !r.passed).map((r) => r.id);
  if (failed.length > 0 || !compiled.ok) return { kind: 'tests', failed };
  const race = await findYourRace(SQL, compiled.compiled, PAGE_RACE.runs, PAGE_RACE.seed);
  return race.kind === 'found' ? { kind: 'race', broken: race.broken, tried: race.tried } : { kind: 'survived', tried: race.tried };
}
