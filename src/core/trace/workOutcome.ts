/**
 * The outcome rule (issue 57, the lesson's central idea): a request's work "failed" only when no effect
 * of it exists. A work that threw after PayCo charged (its answer lost, PayCo timed out) did not fail:
 * its outcome is unknown to the worker, and the captions say so. The caption ids that say a work failed,
 * and their `.unknown` words for a request whose work already reached PayCo's ledger.
 */
import type { CaptionRef } from './types';

const SAYS_FAILED = new Set(['respond.error', 'sql.release', 'sql.release.fenced', 'sql.release.fenced.survives', 'sql.release.stale', 'decide.work-failed']);

/** The ids whose words say the work failed (the checker's `outcome` fact is declared on each). */
export const FAILED_WORK_CAPTIONS: ReadonlySet<string> = SAYS_FAILED;

/** `caption` as the outcome rule has it: `.unknown` where the request's work had an effect. */
export function toldOutcome(caption: CaptionRef, workHadEffect: boolean): CaptionRef {
  return workHadEffect && SAYS_FAILED.has(caption.id) ? { ...caption, id: `${caption.id}.unknown` } : caption;
}
