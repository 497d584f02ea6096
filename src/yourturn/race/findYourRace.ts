/**
 * "Find a race in my store": the race explorer (core/explorer) on the learner's store. Random
 * schedules of a shop (taps, workers, crashes, pauses, lost answers, the scheduler's picks) run with
 * the learner's code in every worker (the lesson's two fencing stories first, `FENCING_SCHEDULES`), through the same `learnerStores` the scenes use, so a request
 * waiting at its claim also starts inside another's SELECT, as a second process would. The first
 * schedule that breaks an invariant is shrunk by fast-check and replayed into a Trace told by the
 * learner's captioner: the scene Watch your store opens.
 */
import type { SqlJsStatic } from 'sql.js';
import { brokenInvariants, explore, FENCING_SCHEDULES, replaySchedule, switchesOf, YOUR_STORE, type InvariantId, type OtherStore, type Schedule } from '../../core/explorer';
import type { Trace } from '../../core/trace/types';
import type { CompiledStore } from '../learnerModule';
import { learnerStores } from '../scenes/yourStores';
import { toldPlainly, yoursCaptioner } from '../scenes/yoursCaptions';

/** How a search of the learner's store ended. */
export type YourRaceOutcome =
  | { kind: 'held'; tried: number }
  | { kind: 'found'; tried: number; shrinks: number; schedule: Schedule; broken: InvariantId[]; trace: Trace };

/** The shop's clients and PayCo as the lesson's correct chapter has them: only the store is the learner's. */
const SHOP = switchesOf('correct');

export async function findYourRace(SQL: SqlJsStatic, compiled: CompiledStore, runs: number, seed: number, onRun?: (ran: number) => void): Promise<YourRaceOutcome> {
  const store: OtherStore = { name: YOUR_STORE, stores: () => learnerStores(compiled), captioner: yoursCaptioner };
  const report = await explore(SQL, SHOP, runs, seed, { store, onRun, examples: FENCING_SCHEDULES });
  const found = report.counterexample;
  if (!found) return { kind: 'held', tried: report.runs };
  const trace = toldPlainly(await replaySchedule(SQL, SHOP, found.schedule, store));
  return { kind: 'found', tried: found.foundAfter, shrinks: found.shrinks, schedule: found.schedule, broken: brokenInvariants(found.violations), trace };
}
