/**
 * Each run of the twelve tests, as it ends: the panel reports it here; whoever records learning
 * (src/lms, for xAPI's `answered` and `passed`) listens. A plain channel, so the panel knows nothing of
 * who listens (as the recall cloze's checks, src/learn/recall/recallChecks.ts).
 */
import type { TestReport } from './harness/results';

const listeners = new Set<(report: TestReport) => void>();

/** Calls `listener` after every run from now on; returns how to stop. */
export function onTestRun(listener: (report: TestReport) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportTestRun(report: TestReport): void {
  for (const listener of listeners) listener(report);
}
