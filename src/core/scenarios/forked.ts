/**
 * A learner's scene forked from a chapter's beat: whether it kept the chapter's own beats up to that
 * beat (a change to the whole scene — a switch, lockMs, PayCo's key, a worker — re-runs it from the
 * start, and what happened before the beat may then come out otherwise), recorded in the Trace, and
 * the opening that says which.
 */
import { keptPrefix } from '../trace/prefix';
import type { BreakId, ChapterId, Trace } from '../trace/types';

/**
 * Records in `trace` (a learner's scene) the chapter beat it forked from, and, when the beats before it
 * were rewritten, opens it with `intro.sandbox.fork.rerun` (a change to the whole scene, named in its
 * `sceneChanges`) or `intro.sandbox.fork.moved` (an action anchored before the fork's beat).
 */
export function markFork(trace: Trace, base: Trace, from: { chapter: ChapterId; beat: number; breaks: BreakId[] }): void {
  trace.fork = { chapter: from.chapter, breaks: [...from.breaks], beat: from.beat };
  const intro = trace.beats[0]!;
  if (keptPrefix(base, trace, from.beat)) return;
  intro.caption = { ...intro.caption, id: intro.caption.vars?.sceneChanges ? 'intro.sandbox.fork.rerun' : 'intro.sandbox.fork.moved' };
}
