/** The race explorer: random and exhaustive schedules against the real store, with the lesson's invariants. */
export { explore, FENCING_SCHEDULES, replaySchedule, scheduleArbitrary } from './explore';
export type { ExploreOptions, ExploreReport } from './explore';
export { exhaustive } from './exhaustive';
export type { ExhaustiveReport } from './exhaustive';
export { runSchedule, EXPLORER_LOCK_MS } from './runSchedule';
export { YOUR_STORE } from './storeName';
export type { OtherStore } from './runSchedule';
export { breaksIn, brokenInvariants, describeSwitches, EXPLORER_VARIANTS, FAULT_POINTS, INVARIANT_IDS, switchesOf, switchesWith } from './schedule';
export { faultsVar, readFaults } from './scheduleFaults';
export type { ScheduleFaults } from './scheduleFaults';
export type { ExplorerVariant, InvariantId, Schedule, Switches, Violation } from './schedule';
