/** Whether a learner's scene forked from a chapter still has the chapter's own beats up to the fork. */
import type { Beat, Trace } from './types';

/** A beat as it happened, whatever its caption says. */
const moment = (b: Beat | undefined) => b && JSON.stringify([b.time, b.actor, b.kind, b.detail, b.state]);

/** Beats 1…`beat` of `trace` are those of `base` (beat 0 is each scene's own opening). */
export function keptPrefix(base: Trace, trace: Trace, beat: number): boolean {
  return base.beats.slice(1, beat + 1).every((b) => moment(b) === moment(trace.beats[b.index]));
}
