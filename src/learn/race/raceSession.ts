import type { SqlJsStatic } from 'sql.js';
import { brokenInvariants, explore, replaySchedule } from '../../core/explorer';
import type { Handlers } from '../../platform/rpc/channel';
import type { RaceApi } from './raceProtocol';
import { raceVariant } from './raceVariants';

export interface RaceSessionDeps {
  loadSql(): Promise<SqlJsStatic>;
  now(): number;
  /** Progress is reported at most this often, ms. Default 100. */
  progressEveryMs?: number;
}

/**
 * The race finder's service logic (Node-testable): runs the explorer over random schedules of the
 * chosen shop, reports how many it tried, and replays the shrunk counterexample into a Trace. The
 * explorer gives the event loop no turn while it runs, so the page cancels by ending the worker.
 */
export function createRaceSession(deps: RaceSessionDeps): Handlers<RaceApi> {
  const every = deps.progressEveryMs ?? 100;
  return {
    async findRace({ variant, runs, seed }, { progress }) {
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
          progress({ tried });
        },
      });
      if (!report.counterexample) return { kind: 'held', tried: report.runs, ms: deps.now() - started };
      const { schedule, violations, foundAfter, shrinks } = report.counterexample;
      const trace = await replaySchedule(SQL, switches, schedule);
      const broken = brokenInvariants(violations);
      return { kind: 'found', tried, foundAfter, shrinks, ms: deps.now() - started, schedule, broken, trace };
    },
  };
}
