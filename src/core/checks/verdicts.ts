import type { Trace } from '../trace/types';
import { checkTrace, type CheckResult } from './checks';

const memo = new WeakMap<Trace, CheckResult[]>();

/** The four checks of `trace`, worked out once (a Trace never changes). */
export function traceChecks(trace: Trace): CheckResult[] {
  let checks = memo.get(trace);
  if (!checks) memo.set(trace, (checks = checkTrace(trace)));
  return checks;
}

/**
 * The checks whose verdict differs from one scene to the next (a sandbox action, a break switch): each
 * as it stands in `after`, in CHECK_IDS' order. Where a check broke at another beat but still broke,
 * its verdict did not change.
 */
export function verdictChanges(before: Trace, after: Trace): CheckResult[] {
  const was = new Map(traceChecks(before).map((c) => [c.id, c.holds]));
  return traceChecks(after).filter((c) => was.get(c.id) !== c.holds);
}
