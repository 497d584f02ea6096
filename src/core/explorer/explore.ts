import fc from 'fast-check';
import type { SqlJsStatic } from 'sql.js';
import { EXPLORER_LOCK_MS, runSchedule, type OtherStore } from './runSchedule';
import { describeSwitches, FAULT_POINTS, type ExplorerVariant, type Schedule, type Switches, type Violation } from './schedule';

/** What `explore` reports; `counterexample` is the shrunk schedule, which `replaySchedule` turns into a Trace. */
export interface ExploreReport {
  /** The variant's name, or the switches it combines (`select-then-insert + no-provider-key`). */
  variant: string;
  runs: number;
  counterexample: null | { schedule: Schedule; violations: Violation[]; foundAfter: number; shrinks: number };
}

export interface ExploreOptions {
  /** Called before each schedule is run (shrinking attempts included), with how many ran before it. */
  onRun?: (ran: number) => void;
  /** Search this store instead of the lesson's (a learner's). */
  store?: OtherStore;
  /** Schedules tried first, before the random ones (within `runs`): `FENCING_SCHEDULES`, say. */
  examples?: readonly Schedule[];
}

/**
 * The lesson's two fencing stories as schedules (seed 000, "Fencing"): worker 1 freezes before its
 * save, or before its release once PayCo's answer was lost, and wakes the moment worker 2 takes the
 * key over, so its late write lands while the new owner still works. The phone's retries go to
 * worker 2 (the choices). A random schedule meets that moment rarely (the freeze must end inside the
 * new owner's PayCo call), so a search that must not miss it plays these first.
 */
export const FENCING_SCHEDULES: readonly Schedule[] = (['save', 'release'] as const).map((at) => ({
  taps: [0],
  workers: 2,
  pause: { worker: 0, at, occurrence: 1, forMs: 3 * EXPLORER_LOCK_MS, untilTakeover: true },
  lostResponses: [],
  paycoFailures: at === 'release' ? [1] : [],
  choices: [0, 0, 1, 1],
}));

const tapStart = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 12_000 }));
const worker = fc.nat({ max: 2 });
const point = fc.constantFrom(...FAULT_POINTS);
const occurrence = fc.integer({ min: 1, max: 2 });

/** Random schedules: 2–3 taps of one intent, 2–3 workers, faults, lost answers and the scheduler's picks. */
export const scheduleArbitrary: fc.Arbitrary<Schedule> = fc.record(
  {
    taps: fc.array(tapStart, { minLength: 1, maxLength: 2 }).map((more) => [0, ...more]),
    workers: fc.integer({ min: 2, max: 3 }),
    crash: fc.option(fc.record({ worker, at: point, occurrence }), { nil: undefined }),
    pause: fc.option(
      fc.record({ worker, at: point, occurrence, forMs: fc.integer({ min: EXPLORER_LOCK_MS + 1, max: 3 * EXPLORER_LOCK_MS }), untilTakeover: fc.boolean() }),
      { nil: undefined },
    ),
    lostResponses: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }),
    paycoFailures: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
    choices: fc.array(fc.nat({ max: 7 }), { maxLength: 80 }),
  },
  { requiredKeys: ['taps', 'workers', 'lostResponses', 'paycoFailures', 'choices'] },
);

/**
 * The race explorer: `runs` random schedules against the real store with `variant`, checking the
 * invariants after each; the first failure is shrunk by fast-check to a small schedule.
 */
export async function explore(
  SQL: SqlJsStatic,
  variant: ExplorerVariant | Switches,
  runs: number,
  seed: number,
  options: ExploreOptions = {},
): Promise<ExploreReport> {
  const name = options.store?.name ?? (typeof variant === 'string' ? variant : describeSwitches(variant));
  let ran = 0;
  const result = await fc.check(
    fc.asyncProperty(scheduleArbitrary, async (schedule) => {
      options.onRun?.(ran++);
      return (await runSchedule(SQL, variant, schedule, { store: options.store })).violations.length === 0;
    }),
    { numRuns: runs, seed, endOnFailure: false, examples: options.examples?.map((schedule) => [schedule] as [Schedule]) },
  );
  if (!result.failed || !result.counterexample) return { variant: name, runs: result.numRuns, counterexample: null };
  const [schedule] = result.counterexample;
  const { violations } = await runSchedule(SQL, variant, schedule, { store: options.store });
  return { variant: name, runs: result.numRuns, counterexample: { schedule, violations, foundAfter: result.numRuns, shrinks: result.numShrinks } };
}

/** Replays a schedule into a Trace the player can show (its `explorer` field names what broke). */
export async function replaySchedule(SQL: SqlJsStatic, variant: ExplorerVariant | Switches, schedule: Schedule, store?: OtherStore) {
  const { trace } = await runSchedule(SQL, variant, schedule, { record: true, store });
  return trace!;
}
