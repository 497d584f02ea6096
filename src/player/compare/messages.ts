/** What the page asks the comparison service of the engine worker (./worker.ts), and what it answers. */
import type { Comparison, ComparisonSummary } from '../../compare';
import type { Trace } from '../../core/trace';
import type { Method } from '../../platform/rpc/messages';
import type { SideRun } from './spec';

/** One side to compare: a scene to run in the worker, or a Trace the page already has (the learner's store ran it in a worker of its own). */
export type SideInput = SideRun | { trace: Trace };

/** Two sides of one scene, each to be run on its own fresh database (or given). */
export interface CompareRequest {
  a: SideInput;
  b: SideInput;
}

/** Both runs, and what compare/ found: their Timeline, their differences, their checks and the summary's facts. */
export interface BuiltComparison {
  a: Trace;
  b: Trace;
  comparison: Comparison;
  summary: ComparisonSummary;
  /** The real time in the worker, ms: building the sides it had to (a chapter built before is kept) and comparing them. */
  ms: number;
  /** How each side came: run now, kept from an earlier build, or given. */
  how: { a: SideHow; b: SideHow };
}

export type SideHow = 'built' | 'kept' | 'given';

/** `compareRuns`: the two sides, built and compared. A side that cannot be built fails with a problem naming the side. */
export type CompareApi = {
  compareRuns: Method<CompareRequest, BuiltComparison>;
};
