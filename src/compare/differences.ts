/**
 * Where two runs of one scene differ, on the compare Timeline (`alignByTime`): at each step, the facets
 * (rows, ledger, answers, what the client knows) whose values differ between the beats the two sides
 * show; and the differences a learner jumps between — the steps where a facet starts to differ, or
 * where a facet that differs changes again on either side (a second charge on top of a first), each
 * judged at the end of a moment of virtual time (see `compareTraces`).
 * TraceDiff's first divergence is `differences[0]`.
 */
import { checkTrace, type CheckId, type CheckResult } from '../core/checks/checks';
import type { Trace } from '../core/trace';
import { alignByTime, type AlignedStep } from './align';
import { FACETS, facetsAt, type Facet, type FacetValues } from './facets';

/** A step where something new differs: the facets that started to differ or changed while differing. */
export interface Difference {
  step: number;
  facets: Facet[];
}

/** One check on both sides, and whether their verdicts differ. */
export interface CheckPair {
  id: CheckId;
  a: CheckResult;
  b: CheckResult;
  /** One holds and the other is broken. */
  differs: boolean;
}

/** Two runs compared: their Timeline, what differs at each step, where differences begin, and the checks. */
export interface Comparison {
  steps: AlignedStep[];
  /** For each step, the facets that differ there (FACETS' order; empty: the two sides agree). */
  differing: Facet[][];
  differences: Difference[];
  checks: CheckPair[];
}

const NONE: Facet[] = [];

/**
 * Compares `a` and `b`, two runs of one scene, each on its own database. A difference is judged at the
 * end of each moment of virtual time, once both sides have done all that moment holds: within one
 * millisecond each side cuts its work into beats of its own (a learner's store a beat per statement),
 * in its own order, so what differs only half way through a moment is no difference. One that stands
 * at the moment's end is marked at the step it began, within that moment.
 */
export function compareTraces(a: Trace, b: Trace): Comparison {
  const steps = alignByTime(a, b);
  const facets = steps.map((step) => ({ a: facetsAt(a, step.a), b: facetsAt(b, step.b) }));
  const differing = facets.map(({ a: fa, b: fb }) => {
    const now = FACETS.filter((f) => fa[f] !== fb[f]);
    return now.length === 0 ? NONE : now;
  });
  const differences: Difference[] = [];
  let before: { a: FacetValues; b: FacetValues } | undefined;
  for (let start = 0; start < steps.length; ) {
    let end = start;
    while (end + 1 < steps.length && steps[end + 1]!.time === steps[start]!.time) end++;
    const at = facets[end]!;
    const fresh = differing[end]!.filter((f) => !before || before.a[f] === before.b[f] || before.a[f] !== at.a[f] || before.b[f] !== at.b[f]);
    if (fresh.length > 0) {
      // The step from which one of the fresh facets or another differs, without a break, to the moment's end.
      let from = end;
      while (from > start && fresh.some((f) => differing[from - 1]!.includes(f))) from--;
      differences.push({ step: from, facets: fresh });
    }
    before = at;
    start = end + 1;
  }
  const checksA = checkTrace(a);
  const checksB = checkTrace(b);
  const checks = checksA.map((ca, i) => ({ id: ca.id, a: ca, b: checksB[i]!, differs: ca.holds !== checksB[i]!.holds }));
  return { steps, differing, differences, checks };
}

/** The difference after `step` (Next difference), or undefined at the last one. */
export function nextDifference(comparison: Pick<Comparison, 'differences'>, step: number): Difference | undefined {
  return comparison.differences.find((d) => d.step > step);
}

/** The difference before `step` (Previous difference), or undefined at the first one. */
export function previousDifference(comparison: Pick<Comparison, 'differences'>, step: number): Difference | undefined {
  return comparison.differences.findLast((d) => d.step < step);
}
