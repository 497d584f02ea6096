/**
 * `npm run test:mutants` as data: every mutant of a store judged (`judgeMutants.ts`), set against the
 * reviewed list, so the command line and its unit test read one result.
 */
import type { SqlJsStatic } from 'sql.js';
import { judgeMutant, type Verdict } from './judgeMutants';
import { mutantsOf, type Mutant } from './mutate';
import { REVIEWED, type Review } from './reviewed';

export interface JudgedMutant {
  mutant: Mutant;
  verdict: Verdict;
  /** Its entry in the reviewed list, if it has one. */
  review: Review | undefined;
}

export interface MutationRun {
  judged: JudgedMutant[];
  killedByTests: JudgedMutant[];
  /** All twelve tests passed; the race finder found it. */
  killedOnlyByRace: JudgedMutant[];
  /** Not killed, and reviewed. */
  reviewed: JudgedMutant[];
  /** Not killed, and not in the reviewed list: the judge is too weak for these. */
  survivors: JudgedMutant[];
  /** Reviewed entries that no mutant bears any more, or whose mutant is now killed: the list needs another look. */
  staleReviews: string[];
  ms: number;
}

/** Judges every mutant of `code`; `only` keeps the mutants whose ids it accepts (a sample). */
export async function runMutants(SQL: SqlJsStatic, code: string, only: (id: string) => boolean = () => true, clock: () => number = () => performance.now()): Promise<MutationRun> {
  const start = clock();
  const judged: JudgedMutant[] = [];
  for (const mutant of mutantsOf(code).filter((m) => only(m.id))) {
    judged.push({ mutant, verdict: await judgeMutant(SQL, mutant), review: REVIEWED[mutant.id] });
  }
  const killed = (j: JudgedMutant) => j.verdict.kind !== 'survived';
  const staleReviews = Object.keys(REVIEWED).filter((id) => only(id) && !judged.some((j) => j.mutant.id === id && !killed(j)));
  return {
    judged,
    killedByTests: judged.filter((j) => j.verdict.kind === 'tests'),
    killedOnlyByRace: judged.filter((j) => j.verdict.kind === 'race'),
    reviewed: judged.filter((j) => !killed(j) && j.review),
    survivors: judged.filter((j) => !killed(j) && !j.review),
    staleReviews,
    ms: clock() - start,
  };
}
