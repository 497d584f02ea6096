/**
 * Each time the learner checks the recall cloze: which cloze, and what was written in it. The panel
 * reports it here; whoever records learning (src/lms, for xAPI) listens. A plain channel, so the
 * panel knows nothing of who listens.
 */
import type { BlankId, Cloze } from './cloze';

export interface RecallCheck {
  cloze: Cloze;
  answers: Partial<Record<BlankId, string>>;
}

const listeners = new Set<(check: RecallCheck) => void>();

/** Calls `listener` for every check from now on; returns how to stop. */
export function onRecallCheck(listener: (check: RecallCheck) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportRecallCheck(check: RecallCheck): void {
  for (const listener of listeners) listener(check);
}
