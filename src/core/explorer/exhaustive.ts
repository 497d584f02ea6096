import type { SqlJsStatic } from 'sql.js';
import type { Chooser } from '../sim/scheduler';
import { EXPLORER_LOCK_MS, runSchedule } from './runSchedule';
import { FAULT_POINTS, type ExplorerVariant, type Schedule, type Violation } from './schedule';

/** The store's await points: the only places where two requests touch shared state between statements. */
const STORE_POINTS = new Set(['claim', 'read', 'takeover', 'work', 'save', 'release']);

export interface ExhaustiveReport {
  variant: ExplorerVariant;
  /** No fault, then each worker crashing at each named point. */
  crashCases: number;
  /** Each worker freezing at each named point for longer than lockMs (slow, not dead). */
  freezeCases: number;
  /** Distinct runs: every order of the two requests' store steps, for every case. */
  interleavings: number;
  /** Of which in the crash cases (the "two requests with one crash point"). */
  crashInterleavings: number;
  failing: number;
  firstFailure: null | { schedule: Schedule; storeChoices: number[]; violations: Violation[] };
}

/**
 * The small-scope check: two requests with one key, at the same instant, on two workers, with no
 * fault, one crash at any named point of either worker, or one freeze there longer than lockMs;
 * for each, every interleaving of the
 * two requests' steps at the store's await points is run (a depth-first search that replays each
 * prefix of choices). Other steps (network hops, timers) run in their fixed order.
 */
export async function exhaustive(SQL: SqlJsStatic, variant: ExplorerVariant): Promise<ExhaustiveReport> {
  const cases: Pick<Schedule, 'crash' | 'pause'>[] = [{}];
  for (const worker of [0, 1]) for (const at of FAULT_POINTS) cases.push({ crash: { worker, at, occurrence: 1 } });
  const crashCases = cases.length;
  for (const worker of [0, 1]) for (const at of FAULT_POINTS) cases.push({ pause: { worker, at, occurrence: 1, forMs: EXPLORER_LOCK_MS + 1_000 } });
  const report: ExhaustiveReport = {
    variant,
    crashCases,
    freezeCases: cases.length - crashCases,
    interleavings: 0,
    crashInterleavings: 0,
    failing: 0,
    firstFailure: null,
  };

  for (const [index, fault] of cases.entries()) {
    const schedule: Schedule = { taps: [0, 0], workers: 2, ...fault, lostResponses: [], paycoFailures: [], choices: [] };
    const stack: number[][] = [[]];
    while (stack.length > 0) {
      const prefix = stack.pop()!;
      const taken: number[] = [];
      const options: number[] = [];
      const chooser: Chooser = (ready) => {
        if (!STORE_POINTS.has(ready[0]!.label)) return 0;
        const candidates = ready.map((t, i) => (STORE_POINTS.has(t.label) ? i : -1)).filter((i) => i >= 0);
        if (candidates.length < 2) return 0;
        const d = taken.length;
        const c = d < prefix.length ? prefix[d]! : 0;
        taken.push(c);
        options.push(candidates.length);
        return candidates[c]!;
      };
      const { violations } = await runSchedule(SQL, variant, schedule, { chooser, roundRobin: true });
      report.interleavings++;
      if (index < crashCases) report.crashInterleavings++;
      if (violations.length > 0) {
        report.failing++;
        report.firstFailure ??= { schedule, storeChoices: taken, violations };
      }
      for (let d = options.length - 1; d >= prefix.length; d--) {
        for (let c = 1; c < options[d]!; c++) stack.push([...taken.slice(0, d), c]);
      }
    }
  }
  return report;
}
