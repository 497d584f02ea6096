import type { SqlJsStatic } from 'sql.js';
import { explore, INVARIANTS, replaySchedule } from '../../core/explorer';
import type { RaceEvent, RaceRequest } from './raceProtocol';
import { raceVariant } from './raceVariants';

export interface RaceSessionDeps {
  loadSql(): Promise<SqlJsStatic>;
  post(event: RaceEvent): void;
  now(): number;
  /** Progress is posted at most this often, ms. Default 100. */
  progressEveryMs?: number;
}

/**
 * The race finder's worker logic (Node-testable): runs the explorer over random schedules of the
 * chosen shop, posts how many it tried, and replays the shrunk counterexample into a Trace. The
 * explorer gives the event loop no turn while it runs, so the page cancels by ending the worker.
 */
export function createRaceSession(deps: RaceSessionDeps): { handle(request: RaceRequest): Promise<void> } {
  const every = deps.progressEveryMs ?? 100;
  return {
    async handle({ id, variant, runs, seed }) {
      try {
        const started = deps.now();
        const SQL = await deps.loadSql();
        const { switches } = raceVariant(variant);
        let tried = 0;
        let posted = deps.now();
        const report = await explore(SQL, switches, runs, seed, {
          onRun(ran) {
            tried = ran + 1;
            if (deps.now() - posted < every) return;
            posted = deps.now();
            deps.post({ type: 'progress', id, tried });
          },
        });
        if (!report.counterexample) {
          deps.post({ type: 'held', id, tried: report.runs, ms: deps.now() - started });
          return;
        }
        const { schedule, violations, foundAfter, shrinks } = report.counterexample;
        const trace = await replaySchedule(SQL, switches, schedule);
        const broken = [...new Set(violations.map((v) => INVARIANTS[v.invariant]))];
        deps.post({ type: 'found', id, tried, foundAfter, shrinks, ms: deps.now() - started, schedule, broken, trace });
      } catch (error) {
        deps.post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
      }
    },
  };
}
