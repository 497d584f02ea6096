/** The race explorer: random and exhaustive schedules against the real store, with the lesson's invariants. */
export { explore, replaySchedule, scheduleArbitrary } from './explore';
export type { ExploreOptions, ExploreReport } from './explore';
export { exhaustive } from './exhaustive';
export type { ExhaustiveReport } from './exhaustive';
export { runSchedule, EXPLORER_LOCK_MS } from './runSchedule';
export { breaksIn, describeSwitches, EXPLORER_VARIANTS, FAULT_POINTS, INVARIANTS, switchesOf, switchesWith } from './schedule';
export type { ExplorerVariant, InvariantId, Schedule, Switches, Violation } from './schedule';
